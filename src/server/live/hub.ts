/**
 * Live updates for the wall screen: subscribers per tournament get the whole tournament view
 * after each change. Changes are coalesced (one snapshot per tournament per interval) so 50
 * tables recording at once cost a few snapshots a second, not one per shot per screen; the
 * interval stretches to 4× the time the last snapshot took, so a huge tournament's wall screen
 * never takes more than a fifth of the server.
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
  const building = new Set<string>();
  /** Changed while its snapshot was being built: needs one more. */
  const dirty = new Set<string>();
  const cost = new Map<string, number>();

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
    const view = await snapshot(tournamentId).catch(() => null);
    cost.set(tournamentId, performance.now() - t0);
    building.delete(tournamentId);
    if (view) {
      const text = JSON.stringify({ v: 1, kind: "tournament", tournament: view });
      for (const s of set) if (s.readyState === s.OPEN) s.send(text);
    }
    if (dirty.delete(tournamentId) && !pending.has(tournamentId)) schedule(tournamentId);
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
      if (!subs.get(tournamentId)?.size) return;
      if (building.has(tournamentId)) dirty.add(tournamentId);
      else if (!pending.has(tournamentId)) schedule(tournamentId);
    },
    close() {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
      for (const set of subs.values()) for (const s of set) s.close();
      subs.clear();
    },
  };
}
