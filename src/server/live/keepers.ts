/**
 * Scorekeepers' presence (issue 38): which table's phone this server hears, and how many shots
 * its queue holds, for the wall's "sin conexión · 3 tiros pendientes".
 *
 * A phone that lost the club's Wi-Fi cannot say so, so "offline" is inferred here: its socket
 * closed without a goodbye, or it has not been heard for `silenceMs` (a phone sends a report
 * every few seconds), or its own report says its requests fail while the socket still gets
 * through. The count shown is the last one the phone sent. A page closed normally (a clean
 * close with nothing pending) is forgotten, so a table nobody keeps says nothing.
 *
 * In memory, per process: behind several nodes a wall hears only the phones on its own node.
 */
import type { WebSocket } from "ws";
import type { KeeperPresence, LiveKeepersMessage } from "../../protocol/index.ts";

export interface KeeperReport {
  readonly pending: number;
  readonly conflict: boolean;
  /** The phone's requests fail (its shots wait in its queue) though this message got through. */
  readonly offline: boolean;
}

export interface KeeperBoard {
  /** A report from `socket`, already proven to hold the table's link. */
  heard(tournamentId: string, table: number, socket: WebSocket, report: KeeperReport): void;
  /** The socket closed; `clean` when the page said goodbye (closed or navigated away). */
  left(socket: WebSocket, clean: boolean): void;
  /** The presence message for a tournament's walls (null when no scorekeeper was heard). */
  message(tournamentId: string): string | null;
  /** Marks as offline the keepers not heard for `silenceMs` (run by a timer; tests call it). */
  sweep(): void;
  close(): void;
}

interface Keeper {
  readonly tournamentId: string;
  readonly table: number;
  /** The sockets reporting for this table, with when each was last heard. */
  readonly sockets: Map<WebSocket, number>;
  report: KeeperReport;
}

export const KEEPER_SILENCE_MS = 25_000;

export function makeKeeperBoard(opts: {
  /** Sends a tournament's presence message to its subscribers. */
  broadcast: (tournamentId: string, text: string) => void;
  clock?: () => number;
  silenceMs?: number;
  /** How often silence is looked for; 0: never by itself (tests call sweep). */
  sweepMs?: number;
}): KeeperBoard {
  const clock = opts.clock ?? Date.now;
  const silenceMs = opts.silenceMs ?? KEEPER_SILENCE_MS;
  const keepers = new Map<string, Keeper>();
  const key = (t: string, n: number) => `${t}:${n}`;

  const presence = (k: Keeper): KeeperPresence => ({
    table: k.table,
    online: k.sockets.size > 0 && !k.report.offline,
    pending: k.report.pending,
    conflict: k.report.conflict,
  });

  function message(tournamentId: string): string | null {
    const tables = [...keepers.values()]
      .filter((k) => k.tournamentId === tournamentId)
      .map(presence)
      .sort((a, b) => a.table - b.table);
    if (!tables.length) return null;
    return JSON.stringify({
      v: 1,
      kind: "keepers",
      tournament: tournamentId,
      tables,
    } satisfies LiveKeepersMessage);
  }

  const tell = (tournamentId: string) =>
    opts.broadcast(
      tournamentId,
      message(tournamentId) ??
        JSON.stringify({
          v: 1,
          kind: "keepers",
          tournament: tournamentId,
          tables: [],
        } satisfies LiveKeepersMessage),
    );

  /** Runs `change` and tells the walls when what they show moved. */
  function changing(k: Keeper, change: () => void): void {
    const before = JSON.stringify(presence(k));
    change();
    if (JSON.stringify(presence(k)) !== before) tell(k.tournamentId);
  }

  const timer = opts.sweepMs === 0 ? null : setInterval(() => board.sweep(), opts.sweepMs ?? 5000);
  timer?.unref();

  const board: KeeperBoard = {
    heard(tournamentId, table, socket, report) {
      const known = keepers.get(key(tournamentId, table));
      if (!known) {
        keepers.set(key(tournamentId, table), {
          tournamentId,
          table,
          sockets: new Map([[socket, clock()]]),
          report,
        });
        tell(tournamentId);
        return;
      }
      changing(known, () => {
        known.sockets.set(socket, clock());
        known.report = report;
      });
    },
    left(socket, clean) {
      for (const [at, k] of keepers)
        if (k.sockets.has(socket)) {
          const idle = k.sockets.size === 1 && k.report.pending === 0 && !k.report.conflict;
          if (clean && idle) {
            // The page was closed with nothing waiting on it: nobody keeps this table now.
            keepers.delete(at);
            tell(k.tournamentId);
          } else changing(k, () => k.sockets.delete(socket));
        }
    },
    message,
    sweep() {
      const now = clock();
      for (const k of keepers.values())
        for (const [s, at] of k.sockets) if (now - at > silenceMs) changing(k, () => k.sockets.delete(s));
    },
    close() {
      if (timer) clearInterval(timer);
      keepers.clear();
    },
  };
  return board;
}
