/**
 * Live updates for the wall screen: subscribers per tournament get the whole tournament view
 * after each change. Changes are coalesced (one snapshot per tournament per interval) so 50
 * tables recording at once cost a few snapshots a second, not one per shot per screen; the
 * interval stretches to 4× the time the last snapshot took, so a huge tournament's wall screen
 * never takes more than a fifth of the server. Every snapshot is the view cache's JSON text,
 * shared with HTTP readers. No failure (a database that refuses, a socket gone) escapes.
 */
import type { WebSocket } from "ws";

/** The view as JSON text; null when there is no such tournament. Must not reject (but is guarded anyway). */
export type Snapshot = (
  tournamentId: string,
) => Promise<{ ok: true; json: string | null } | { ok: false; message: string }>;

export interface LiveHub {
  /** Refused (false) when the server already has its maximum of subscribers. */
  subscribe(tournamentId: string, socket: WebSocket): boolean;
  changed(tournamentId: string): void;
  readonly subscribers: number;
  close(): void;
}

export const LIVE_LIMITS = {
  /** Wall screens followed at once, over all tournaments. */
  subscribers: 2000,
} as const;

export function makeHub(
  snapshot: Snapshot,
  opts: {
    intervalMs?: number;
    maxSubscribers?: number;
    log?: (message: string, e?: unknown) => void;
    /** Told of every change first (the view cache drops its copy). */
    onChange?: (tournamentId: string) => void;
  } = {},
): LiveHub {
  const intervalMs = opts.intervalMs ?? 100;
  const maxSubscribers = opts.maxSubscribers ?? LIVE_LIMITS.subscribers;
  const log = opts.log ?? (() => {});
  const subs = new Map<string, Set<WebSocket>>();
  const pending = new Map<string, NodeJS.Timeout>();
  const building = new Set<string>();
  /** Changed while its snapshot was being built: needs one more. */
  const dirty = new Set<string>();
  const cost = new Map<string, number>();
  let count = 0;

  const send = (s: WebSocket, text: string) => {
    if (s.readyState !== s.OPEN) return;
    s.send(text, (e) => {
      if (e) s.terminate();
    });
  };

  async function safeSnapshot(tournamentId: string): Promise<string | null | undefined> {
    try {
      const r = await snapshot(tournamentId);
      if (r.ok) return r.json;
      log(`live snapshot of ${tournamentId} failed: ${r.message}`);
    } catch (e) {
      log(`live snapshot of ${tournamentId} threw`, e);
    }
    return undefined;
  }

  const message = (json: string) => `{"v":1,"kind":"tournament","tournament":${json}}`;

  function schedule(tournamentId: string): void {
    const gap = Math.max(intervalMs, 4 * (cost.get(tournamentId) ?? 0));
    pending.set(
      tournamentId,
      setTimeout(() => void push(tournamentId), gap),
    );
  }

  async function push(tournamentId: string): Promise<void> {
    pending.delete(tournamentId);
    const set = subs.get(tournamentId);
    if (!set?.size) return;
    building.add(tournamentId);
    const t0 = performance.now();
    const json = await safeSnapshot(tournamentId);
    cost.set(tournamentId, performance.now() - t0);
    building.delete(tournamentId);
    if (json) {
      const text = message(json);
      for (const s of set) send(s, text);
    }
    if (dirty.delete(tournamentId) && !pending.has(tournamentId)) schedule(tournamentId);
  }

  return {
    get subscribers() {
      return count;
    },
    subscribe(tournamentId, socket) {
      if (count >= maxSubscribers) return false;
      const set = subs.get(tournamentId) ?? new Set<WebSocket>();
      subs.set(tournamentId, set);
      set.add(socket);
      count++;
      socket.once("close", () => {
        if (set.delete(socket)) count--;
        if (!set.size && subs.get(tournamentId) === set) {
          subs.delete(tournamentId);
          cost.delete(tournamentId);
        }
      });
      void safeSnapshot(tournamentId).then((json) => {
        if (json === null) {
          send(
            socket,
            JSON.stringify({
              v: 1,
              kind: "error",
              code: "no-tournament",
              message: `no tournament ${tournamentId}`,
            }),
          );
        } else if (json === undefined) {
          send(
            socket,
            JSON.stringify({
              v: 1,
              kind: "error",
              code: "busy",
              message: "busy, retry: the tournament could not be read now",
            }),
          );
        } else send(socket, message(json));
      });
      return true;
    },
    changed(tournamentId) {
      opts.onChange?.(tournamentId);
      if (!subs.get(tournamentId)?.size) return;
      if (building.has(tournamentId)) dirty.add(tournamentId);
      else if (!pending.has(tournamentId)) schedule(tournamentId);
    },
    close() {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
      for (const set of subs.values()) for (const s of set) s.close();
      subs.clear();
      count = 0;
    },
  };
}
