/**
 * One WebSocket connection of online play: decode every frame (bad input is a `refused`, never
 * a crash), a token bucket against floods, then hello / intents / phrases / the queue.
 */
import type { WebSocket } from "ws";
import {
  type ClientMessage,
  decodeClientMessage,
  INTENT_KINDS,
  type IntentMessage,
  ONLINE_PROTOCOL_VERSION,
  type OnlineRefusalCode,
  type ServerMessage,
} from "../../protocol/index.ts";
import type { ServerMetrics } from "../metrics.ts";
import type { OnlineLimits } from "./limits.ts";
import type { Matchmaker } from "./matchmaking.ts";
import type { Conn, Rooms } from "./rooms.ts";
import { type OnlineService, placeIn } from "./service.ts";

/** Messages per second a socket may send on average, and the burst it may save up. */
const RATE_PER_S = 20;
const BURST = 40;
/** Messages of one socket waiting their turn: past this the socket is told `busy`, not queued. */
export const MAX_PENDING = 8;

/** What a socket tells the server's metrics and asks of its health (app.ts wires them). */
export interface SocketWatch {
  readonly metrics?: ServerMetrics;
  /** The node is under pressure (event loop stalled, draining): new intents are refused `busy`. */
  readonly underPressure?: () => boolean;
  /** Sockets open on this node. */
  readonly open: { count: number };
  /** Messages received and not yet answered, on every socket of this node (a drain waits for them). */
  readonly inFlight?: { count: number };
}

export function handleSocket(
  ws: WebSocket,
  deps: {
    service: OnlineService;
    rooms: Rooms;
    matchmaker: Matchmaker;
    limits: OnlineLimits;
    watch?: SocketWatch;
  },
): void {
  const { service, rooms, matchmaker } = deps;
  const watch = deps.watch;
  if (watch) watch.open.count++;
  const conn: Conn = {
    send: (m: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
    },
    sendText: (text: string) => {
      if (ws.readyState === ws.OPEN) ws.send(text);
    },
    player: null,
    match: null,
    seat: null,
    place: null,
    seq: 0,
    muted: false,
    ticket: null,
  };
  const refuse = (code: OnlineRefusalCode, message: string, seq: number | null = null, ref?: string) => {
    watch?.metrics?.refusals.inc({ code });
    conn.send({ v: ONLINE_PROTOCOL_VERSION, kind: "refused", code, message, seq, ...(ref ? { ref } : {}) });
  };
  let pending = 0;
  let tokens = BURST;
  let last = Date.now();
  // Frames are handled one after another, so a socket's intents keep their order.
  let chain: Promise<void> = Promise.resolve();

  ws.on("message", (data, isBinary) => {
    const now = Date.now();
    tokens = Math.min(BURST, tokens + ((now - last) / 1000) * RATE_PER_S);
    last = now;
    if (tokens < 1) return refuse("rate-limited", `at most ${RATE_PER_S} messages a second`);
    tokens -= 1;
    if (isBinary) return refuse("malformed", "messages are JSON text");
    const text = String(data);
    const decoded = decodeClientMessage(text);
    if (!decoded.ok) return refuse(decoded.error.code, decoded.error.message, null, refOf(text));
    const msg = decoded.value;
    const isIntent = (INTENT_KINDS as readonly string[]).includes(msg.kind);
    // Back-pressure: a bounded queue per socket, and no new intent while the node is overloaded.
    if (pending >= MAX_PENDING || (isIntent && watch?.underPressure?.()))
      return refuse("busy", "the server is busy: send it again in a moment", null, msg.ref);
    pending++;
    if (watch?.inFlight) watch.inFlight.count++;
    chain = chain.then(() =>
      handle(msg)
        .catch(() => refuse("busy", "the server could not handle this message now: try again", null, msg.ref))
        .finally(() => {
          pending--;
          if (watch?.inFlight) watch.inFlight.count--;
        }),
    );
  });
  ws.on("close", () => {
    if (watch) watch.open.count--;
    chain = chain.then(async () => {
      await rooms.detach(conn).catch(() => undefined);
      await matchmaker.leave(conn).catch(() => undefined);
    });
  });

  async function handle(msg: ClientMessage): Promise<void> {
    switch (msg.kind) {
      case "ping":
        return conn.send({ v: ONLINE_PROTOCOL_VERSION, kind: "pong", ...(msg.ref ? { ref: msg.ref } : {}) });
      case "hello": {
        const player = msg.token ? await service.identify(msg.token) : null;
        if (msg.token && !player)
          return refuse("unauthorized", "unknown player token: sign in or make a guest again", null, msg.ref);
        const row = await service.store.match(msg.match);
        if (!row) return refuse("not-found", `no match ${msg.match}`, null, msg.ref);
        conn.player = player;
        return rooms.attach(conn, row, placeIn(row, player), msg.ref);
      }
      case "phrase":
        if (conn.match !== msg.match || conn.seat === null)
          return refuse("not-a-player", "only the match's players send phrases", null, msg.ref);
        return service.publish(msg.match, {
          t: "msg",
          m: {
            v: ONLINE_PROTOCOL_VERSION,
            kind: "phrase",
            match: msg.match,
            seat: conn.seat,
            phrase: msg.phrase,
          },
        });
      case "mute":
        conn.muted = msg.muted;
        return;
      case "queue": {
        const player = await service.identify(msg.token);
        if (!player)
          return refuse("unauthorized", "unknown player token: sign in or make a guest again", null, msg.ref);
        const allowed = await deps.limits.queue(player.id);
        if (!allowed.ok)
          return refuse(
            "rate-limited",
            `too many quick-match requests: wait ${allowed.waitS} s and try again`,
            null,
            msg.ref,
          );
        return matchmaker.enqueue(conn, player, msg);
      }
      case "unqueue":
        return matchmaker.leave(conn);
      default: {
        if (!(INTENT_KINDS as readonly string[]).includes(msg.kind)) return;
        const intent = msg as IntentMessage;
        if (conn.match !== intent.match)
          return refuse("not-a-player", "send hello for this match first", null, intent.ref);
        const t0 = performance.now();
        const r = await service.intent(intent, conn.seat === null ? null : conn.player);
        watch?.metrics?.intents.inc({ kind: intent.kind, outcome: r.ok ? "step" : "refused" });
        watch?.metrics?.intentSeconds.observe({ kind: intent.kind }, (performance.now() - t0) / 1000);
        if (!r.ok) refuse(r.error.code, r.error.message, r.error.seq, intent.ref);
      }
    }
  }
}

/** The `ref` of a frame that did not decode, when it has a usable one: the refusal can still be matched. */
function refOf(text: string): string | undefined {
  const m = /"ref"\s*:\s*"([^"\\]{1,40})"/.exec(text.slice(0, 4096));
  return m?.[1];
}
