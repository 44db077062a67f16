/**
 * Live updates for the wall screen: subscribers per tournament get the whole tournament view
 * after each change. Changes are coalesced (one snapshot per tournament per interval) so 50
 * tables recording at once cost a few snapshots a second, not one per shot per screen; the
 * interval stretches to 4× the time the last snapshot took, so a huge tournament's wall screen
 * never takes more than a fifth of the server. Every snapshot is the view cache's JSON text,
 * shared with HTTP readers. No failure (a database that refuses, a socket gone) escapes.
 */
import type { WebSocket } from "ws";
import type { TournamentView } from "../../protocol/index.ts";
import { diffView } from "../../protocol/index.ts";

/** The view as JSON text; null when there is no such tournament. Must not reject (but is guarded anyway). */
export type Snapshot = (
  tournamentId: string,
) => Promise<{ ok: true; json: string | null } | { ok: false; message: string }>;

export interface LiveHub {
  /** Refused (false) when the server already has its maximum of subscribers. */
  subscribe(tournamentId: string, socket: WebSocket): boolean;
  changed(tournamentId: string): void;
  /** Sends `text` as it is to a tournament's subscribers (the scorekeepers' presence, issue 38). */
  broadcast(tournamentId: string, text: string): void;
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
  /** The last view sent to a tournament's subscribers and its number: the next patch's base. */
  const last = new Map<string, { json: string; view: TournamentView; seq: number }>();
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

  const message = (json: string, seq: number) =>
    `{"v":1,"kind":"tournament","seq":${seq},"tournament":${json}}`;
  const patchMessage = (tournamentId: string, patch: unknown) =>
    JSON.stringify({ v: 1, kind: "patch", tournament: tournamentId, patch });

  /** Keeps `json` as the tournament's last view; the message that brings subscribers to it (null: no change). */
  function advance(tournamentId: string, json: string): string | null {
    const prev = last.get(tournamentId);
    const view = JSON.parse(json) as TournamentView;
    if (!prev) {
      last.set(tournamentId, { json, view, seq: 0 });
      return message(json, 0);
    }
    if (prev.json === json) return null;
    let patch: ReturnType<typeof diffView>;
    try {
      patch = diffView(prev.view, view, prev.seq);
    } catch (e) {
      // A view the patch cannot describe: the whole view, numbered on (the pages take it as new).
      log(`live patch of ${tournamentId} failed`, e);
      last.set(tournamentId, { json, view, seq: prev.seq + 1 });
      return message(json, prev.seq + 1);
    }
    if (!patch) return null;
    last.set(tournamentId, { json, view, seq: patch.seq });
    return patchMessage(tournamentId, patch);
  }

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
      // Only what changed since the last view sent (a full view to a new subscriber, below).
      const text = advance(tournamentId, json);
      if (text) for (const s of set) send(s, text);
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
          last.delete(tournamentId);
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
        } else {
          // The view every subscriber has: the last one sent (patches follow from it), or this one.
          if (!last.has(tournamentId)) advance(tournamentId, json);
          const known = last.get(tournamentId);
          send(socket, known ? message(known.json, known.seq) : message(json, 0));
        }
      });
      return true;
    },
    changed(tournamentId) {
      opts.onChange?.(tournamentId);
      if (!subs.get(tournamentId)?.size) return;
      if (building.has(tournamentId)) dirty.add(tournamentId);
      else if (!pending.has(tournamentId)) schedule(tournamentId);
    },
    broadcast(tournamentId, text) {
      for (const s of subs.get(tournamentId) ?? []) send(s, text);
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
