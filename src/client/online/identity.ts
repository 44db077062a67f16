/**
 * Who plays at this browser: a guest (nickname) or a signed-in account, kept in localStorage so a
 * reload (or the invite link opened later) keeps the same player and the server lets the player
 * back into their match within the grace time.
 */
import { signal } from "@preact/signals";
import type { PlayerInfo } from "../../protocol/index.ts";

export interface Identity {
  readonly token: string;
  readonly player: PlayerInfo;
}

/** Also read by the wall of an online tournament (src/client/club/online-identity.ts). */
const KEY = "mingo.online.identity";

function read(): Identity | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Identity;
    return typeof v?.token === "string" && typeof v.player?.name === "string" ? v : null;
  } catch {
    return null;
  }
}

export const identity = signal<Identity | null>(read());

/**
 * One profile (issue 28): the last guest this browser played as, kept when it gives way to an
 * account (or is signed out), so that an account signing in here is offered that guest's
 * history once (POST /api/online/claim with the guest's token). Cleared once answered.
 */
export interface GuestToClaim {
  readonly token: string;
  readonly name: string;
}

const CLAIM_KEY = "mingo.online.guestToClaim";

function readClaim(): GuestToClaim | null {
  try {
    const raw = localStorage.getItem(CLAIM_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as GuestToClaim;
    return typeof v?.token === "string" && typeof v.name === "string" ? v : null;
  } catch {
    return null;
  }
}

export const guestToClaim = signal<GuestToClaim | null>(readClaim());

export function setGuestToClaim(g: GuestToClaim | null): void {
  guestToClaim.value = g;
  try {
    if (g) localStorage.setItem(CLAIM_KEY, JSON.stringify(g));
    else localStorage.removeItem(CLAIM_KEY);
  } catch {
    // No storage: the offer lives for this page only.
  }
}

/** Bumped when the signed-in player's record changed outside a match (a claim): lists reload. */
export const recordVersion = signal(0);

export function setIdentity(id: Identity | null): void {
  const before = identity.value;
  if (before?.player.guest && before.token !== id?.token)
    setGuestToClaim({ token: before.token, name: before.player.name });
  identity.value = id;
  try {
    if (id) localStorage.setItem(KEY, JSON.stringify(id));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the identity lives for this page only.
  }
}
