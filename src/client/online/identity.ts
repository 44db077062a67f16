/**
 * Who plays at this browser: a guest (nickname) or a signed-in account, kept in localStorage so a
 * reload (or the invite link opened later) keeps the same player and the server lets the player
 * back into their match within the grace time.
 */
import { signal } from "@preact/signals";
import type { PlayerInfo } from "../../protocol/online.ts";

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

export function setIdentity(id: Identity | null): void {
  identity.value = id;
  try {
    if (id) localStorage.setItem(KEY, JSON.stringify(id));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the identity lives for this page only.
  }
}
