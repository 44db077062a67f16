/** The live socket every club page follows: subscribe to one tournament, reconnect when dropped. */
import type {
  LiveKeepersMessage,
  LivePatchMessage,
  LiveTournamentMessage,
  TournamentView,
} from "../../protocol/index.ts";
import { applyPatch } from "../../protocol/index.ts";

/** A table's scorekeeper (issue 38): its table, its link, and how it stands now. */
export interface KeeperOf {
  readonly table: number;
  readonly token: string;
  status(): { pending: number; conflict: boolean; offline: boolean };
}

export interface FollowOptions {
  /** The scorekeepers' presence (the wall). */
  readonly onKeepers?: (m: LiveKeepersMessage) => void;
  /** This page keeps a table: it reports how it stands on the socket. */
  readonly keeper?: KeeperOf;
}

/**
 * A report at most every REPORT_GAP_MS (changes close together make one; the server closes a
 * socket past 10 messages in 10 s), and at least every HEARTBEAT_MS (the server takes 25 s of
 * silence for a lost phone).
 */
const REPORT_GAP_MS = 2500;
const HEARTBEAT_MS = 10_000;

export interface Following {
  /** The keeper's status changed: reported soon (changes close together make one report). */
  report(): void;
}

/**
 * The page gets the whole view on every update as before; over the wire come the first view
 * and then only what changed. A patch that does not follow the view held (a gap) reconnects,
 * which brings the whole view again.
 */
export function followTournament(
  id: string,
  onUpdate: (m: LiveTournamentMessage) => void,
  opts: FollowOptions = {},
): Following {
  let ws: WebSocket | null = null;
  let lastSent = "";
  let lastSentAt = 0;
  let due: ReturnType<typeof setTimeout> | null = null;
  const keeper = opts.keeper;

  const sendReport = (force: boolean) => {
    due = null;
    if (!keeper || ws?.readyState !== WebSocket.OPEN) return;
    const s = keeper.status();
    const text = JSON.stringify({
      v: 1,
      kind: "keeper",
      tournament: id,
      table: keeper.table,
      token: keeper.token,
      ...s,
    });
    if (!force && text === lastSent) return;
    ws.send(text);
    lastSent = text;
    lastSentAt = Date.now();
  };
  if (keeper)
    setInterval(() => {
      if (Date.now() - lastSentAt >= HEARTBEAT_MS - 100) sendReport(true);
    }, HEARTBEAT_MS / 2);

  const connect = () => {
    const socket = new WebSocket(
      `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`,
    );
    ws = socket;
    let view: TournamentView | null = null;
    let seq = -1;
    let retry = 2000;
    socket.onopen = () => {
      socket.send(JSON.stringify({ v: 1, kind: "subscribe", tournament: id }));
      sendReport(true);
    };
    socket.onmessage = (m) => {
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
          socket.close();
          return;
        }
        view = applyPatch(view, p);
        seq = p.seq;
        onUpdate({ v: 1, kind: "tournament", seq, tournament: view });
      } else if (msg.kind === "keepers") opts.onKeepers?.(msg as LiveKeepersMessage);
    };
    socket.onclose = () => setTimeout(connect, retry);
  };
  connect();
  return {
    report() {
      if (due === null) due = setTimeout(() => sendReport(false), REPORT_GAP_MS);
    },
  };
}
