/** The live socket every club page follows: subscribe to one tournament, reconnect when dropped. */
import type { LiveTournamentMessage, TournamentView } from "../../protocol/club-views.ts";
import type { LivePatchMessage } from "../../protocol/live-patch.ts";
import { applyPatch } from "../../protocol/live-patch.ts";

/**
 * The page gets the whole view on every update as before; over the wire come the first view
 * and then only what changed. A patch that does not follow the view held (a gap) reconnects,
 * which brings the whole view again.
 */
export function followTournament(id: string, onUpdate: (m: LiveTournamentMessage) => void): void {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`);
  let view: TournamentView | null = null;
  let seq = -1;
  let retry = 2000;
  ws.onopen = () => ws.send(JSON.stringify({ v: 1, kind: "subscribe", tournament: id }));
  ws.onmessage = (m) => {
    const msg = JSON.parse(String(m.data)) as { kind?: string };
    if (msg.kind === "tournament") {
      const full = msg as LiveTournamentMessage;
      view = full.tournament;
      seq = full.seq ?? 0;
      onUpdate(full);
    } else if (msg.kind === "patch") {
      const p = (msg as LivePatchMessage).patch;
      if (!view || p.base !== seq) {
        retry = 0;
        ws.close();
        return;
      }
      view = applyPatch(view, p);
      seq = p.seq;
      onUpdate({ v: 1, kind: "tournament", seq, tournament: view });
    }
  };
  ws.onclose = () => setTimeout(() => followTournament(id, onUpdate), retry);
}
