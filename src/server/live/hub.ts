/**
 * Live updates for the wall screen: subscribers per tournament get the whole tournament view
 * after each change. Changes are coalesced (one snapshot per tournament per interval) so 50
 * tables recording at once cost a few snapshots a second, not one per shot per screen.
 */
import type { WebSocket } from "ws";

export interface LiveHub {
  subscribe(tournamentId: string, socket: WebSocket): void;
  changed(tournamentId: string): void;
  close(): void;
}

export function makeHub(snapshot: (tournamentId: string) => Promise<unknown>, intervalMs = 100): LiveHub {
  const subs = new Map<string, Set<WebSocket>>();
  const pending = new Map<string, NodeJS.Timeout>();

  async function push(tournamentId: string): Promise<void> {
    pending.delete(tournamentId);
    const set = subs.get(tournamentId);
    if (!set?.size) return;
    const view = await snapshot(tournamentId).catch(() => null);
    if (!view) return;
    const text = JSON.stringify({ v: 1, kind: "tournament", tournament: view });
    for (const s of set) if (s.readyState === s.OPEN) s.send(text);
  }

  return {
    subscribe(tournamentId, socket) {
      const set = subs.get(tournamentId) ?? new Set<WebSocket>();
      subs.set(tournamentId, set);
      set.add(socket);
      socket.on("close", () => set.delete(socket));
      void snapshot(tournamentId).then((view) => {
        if (socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ v: 1, kind: "tournament", tournament: view }));
      });
    },
    changed(tournamentId) {
      if (pending.has(tournamentId) || !subs.get(tournamentId)?.size) return;
      pending.set(
        tournamentId,
        setTimeout(() => void push(tournamentId), intervalMs),
      );
    },
    close() {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
      for (const set of subs.values()) for (const s of set) s.close();
      subs.clear();
    },
  };
}
