/**
 * Who plays online at this browser, as the wall of an online tournament needs it (to register,
 * check in and find the player's own encounter): the identity the online pages keep in
 * localStorage (src/client/online/identity.ts writes it; the one-way rule keeps the club pages
 * from importing the online pages, so the key and its shape are read here).
 */
export interface OnlineIdentity {
  readonly token: string;
  readonly player: { readonly id: string; readonly name: string; readonly guest: boolean };
}

export const ONLINE_IDENTITY_KEY = "mingo.online.identity";

export function onlineIdentity(): OnlineIdentity | null {
  try {
    const raw = localStorage.getItem(ONLINE_IDENTITY_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<OnlineIdentity> | null;
    return typeof v?.token === "string" &&
      typeof v.player?.id === "string" &&
      typeof v.player.name === "string"
      ? (v as OnlineIdentity)
      : null;
  } catch {
    return null;
  }
}
