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

/** G-TEAM: an open seat's link, as the creator was given it. */
export interface SeatLink {
  readonly side: 0 | 1;
  readonly member: number;
  readonly link: string;
}

const seatKey = (matchId: string) => `mingo.online.seats.${matchId}`;

export function rememberSeatInvites(
  matchId: string,
  seats: readonly { side: 0 | 1; member: number; invite: string; inviteUrl?: string | undefined }[],
): void {
  const links: SeatLink[] = seats.map((s) => ({
    side: s.side,
    member: s.member,
    link: s.inviteUrl ? new URL(s.inviteUrl, location.origin).href : pageLink(s.invite),
  }));
  try {
    sessionStorage.setItem(seatKey(matchId), JSON.stringify(links));
  } catch {}
}

export function seatInvitesFor(matchId: string): SeatLink[] {
  try {
    const raw = sessionStorage.getItem(seatKey(matchId));
    return raw ? (JSON.parse(raw) as SeatLink[]) : [];
  } catch {
    return [];
  }
}
