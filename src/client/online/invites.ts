/**
 * Invite links. The link opens this page at #/invite/CODE; the code is remembered per match in
 * sessionStorage so the creator still sees the link to send after a reload.
 */
export function inviteLink(code: string): string {
  return `${location.origin}${location.pathname}#/invite/${encodeURIComponent(code)}`;
}

const key = (matchId: string) => `mingo.online.invite.${matchId}`;

export function rememberInvite(matchId: string, code: string, _serverUrl: string | null): void {
  try {
    sessionStorage.setItem(key(matchId), code);
  } catch {}
}

export function inviteFor(matchId: string): string | null {
  try {
    const code = sessionStorage.getItem(key(matchId));
    return code ? inviteLink(code) : null;
  } catch {
    return null;
  }
}
