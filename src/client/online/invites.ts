/**
 * Invite links. The server names the link (`inviteUrl`, "/#/online/invite/CODE" on the game's
 * address, which forwards to this page); without one the link is this page's #/invite/CODE.
 * The link is remembered per match in sessionStorage so the creator still sees it after a reload.
 */
export const FORWARD_PREFIX = "#/online/";

function pageLink(code: string): string {
  return `${location.origin}${location.pathname}#/invite/${encodeURIComponent(code)}`;
}

const key = (matchId: string) => `mingo.online.invite.${matchId}`;

export function rememberInvite(matchId: string, code: string, serverUrl: string | null): void {
  const link = serverUrl ? new URL(serverUrl, location.origin).href : pageLink(code);
  try {
    sessionStorage.setItem(key(matchId), link);
  } catch {}
}

export function inviteFor(matchId: string): string | null {
  try {
    return sessionStorage.getItem(key(matchId));
  } catch {
    return null;
  }
}
