/** The live socket every club page follows: subscribe to one tournament, reconnect when dropped. */
import type { LiveTournamentMessage } from "../../protocol/club-views.ts";

export function followTournament(id: string, onUpdate: (m: LiveTournamentMessage) => void): void {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`);
  ws.onopen = () => ws.send(JSON.stringify({ v: 1, kind: "subscribe", tournament: id }));
  ws.onmessage = (m) => {
    const msg = JSON.parse(String(m.data)) as { kind?: string };
    if (msg.kind === "tournament") onUpdate(msg as LiveTournamentMessage);
  };
  ws.onclose = () => setTimeout(() => followTournament(id, onUpdate), 2000);
}
