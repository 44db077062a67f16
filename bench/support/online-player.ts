/**
 * The online bench's players: two guests per match, a match made and joined, one socket per
 * seat, and a turn played whenever the match asks (the lag, the break choice, a strike aimed at
 * a ball, the referee's options). Every intent's send and answer are kept with their times, so
 * the bench can cut them into windows. Sockets may go through a proxy: the urls are where the
 * players connect, whatever stands behind them.
 */
import WebSocket from "ws";
import { http } from "./spawn-server.ts";

const BALL_R = 0.028575;

export interface Answered {
  /** When the intent was sent and when its answer came, performance.now() ms. */
  readonly sentAt: number;
  readonly at: number;
  readonly strike: boolean;
  readonly isBreak: boolean;
  /** The refusal's code, or null for a step. */
  readonly refused: string | null;
}

interface Seat {
  readonly ws: WebSocket;
  readonly token: string;
}

interface BallSeen {
  id: number;
  x: number;
  y: number;
  motion: string;
}

export interface Play {
  readonly id: string;
  readonly seats: [Seat, Seat];
  seq: number;
  awaiting: { kind: string; seats: number[]; hints: Record<string, unknown>[] };
  final: BallSeen[];
  over: boolean;
  readonly pending: Set<string>;
}

/** Every answer, and the intents sent and not answered yet (by ref). */
export class Ledger {
  readonly answered: Answered[] = [];
  readonly waiting = new Map<string, { sentAt: number; strike: boolean; isBreak: boolean }>();
  /** The first refusal's message of each code, to say why (a count alone does not). */
  readonly firstRefusal = new Map<string, string>();
  private refN = 0;
  nextRef(seat: number): string {
    return `${seat}:${++this.refN}`;
  }
}

async function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  await new Promise<void>((res, rej) => {
    ws.once("open", () => res());
    ws.once("error", rej);
  });
  return ws;
}

/**
 * One match: guest A on `urls[0]`, guest B and the join on `urls[1]` (the same url twice for one
 * node or a proxy), both sockets open and said hello.
 */
export async function makePlay(
  n: number,
  urls: readonly [string, string],
  ledger: Ledger,
  options: Record<string, unknown> = { game: "bola8", settings: { raceTo: 15 }, clock: { shotSeconds: 0 } },
): Promise<Play> {
  const ta = (await http(urls[0], "POST", "/api/online/guests", { nickname: `A${n}` })).json.token;
  const tb = (await http(urls[1], "POST", "/api/online/guests", { nickname: `B${n}` })).json.token;
  const made = await http(urls[0], "POST", "/api/online/matches", options, { authorization: `Bearer ${ta}` });
  if (!made.json?.match) throw new Error(`match not made: ${JSON.stringify(made.json)}`);
  await http(urls[1], "POST", `/api/online/invites/${made.json.invite}/join`, undefined, {
    authorization: `Bearer ${tb}`,
  });
  const ws = (u: string) => open(`${u.replace("http", "ws")}/api/online/socket`);
  const play: Play = {
    id: made.json.match.id,
    seats: [
      { ws: await ws(urls[0]), token: ta },
      { ws: await ws(urls[1]), token: tb },
    ],
    seq: 0,
    awaiting: { kind: "lag", seats: [0, 1], hints: [] },
    final: [],
    over: false,
    pending: new Set(),
  };
  for (const [s, seat] of play.seats.entries()) {
    seat.ws.on("message", (d) => receive(play, s, String(d), ledger));
    seat.ws.send(JSON.stringify({ v: 1, kind: "hello", match: play.id, token: seat.token }));
  }
  return play;
}

function receive(play: Play, seat: number, text: string, ledger: Ledger): void {
  const m = JSON.parse(text);
  if (m.kind === "welcome") {
    // Each seat has its own socket, maybe on another node: a welcome built before a step the
    // other seat has already heard must not take the match back to what it awaited then.
    if (m.match.seq >= play.seq) {
      play.seq = m.match.seq;
      play.awaiting = m.awaiting;
      play.final = m.final;
    }
  } else if (m.kind === "step" && m.seq > play.seq) {
    play.seq = m.seq;
    play.awaiting = m.awaiting;
    play.final = m.final;
    play.over = m.status === "over";
  } else if (m.kind === "over") play.over = true;
  // Only the sender's copy answers an intent: the step reaches the other seat too.
  if (!m.ref || !(m.kind === "step" || m.kind === "refused" || m.kind === "lag-in")) return;
  if (!String(m.ref).startsWith(`${seat}:`)) return;
  const sent = ledger.waiting.get(m.ref);
  if (!sent) return;
  ledger.waiting.delete(m.ref);
  play.pending.delete(m.ref);
  ledger.answered.push({ ...sent, at: performance.now(), refused: m.kind === "refused" ? m.code : null });
  if (m.kind === "refused" && !ledger.firstRefusal.has(m.code))
    ledger.firstRefusal.set(m.code, String(m.message));
}

function send(
  play: Play,
  seat: number,
  msg: Record<string, unknown>,
  ledger: Ledger,
  strike = false,
  isBreak = false,
) {
  const ref = ledger.nextRef(seat);
  ledger.waiting.set(ref, { sentAt: performance.now(), strike, isBreak });
  play.pending.add(ref);
  play.seats[seat]!.ws.send(JSON.stringify({ v: 1, ...msg, match: play.id, seq: play.seq, ref }));
}

/** A free spot behind the head string for ball in hand. */
function kitchenSpot(final: BallSeen[]): [number, number] {
  const onTable = final.filter((b) => b.motion !== "pocketed" && b.motion !== "off-table");
  for (const x of [-0.9, -0.8, -1.0, -0.75])
    for (const y of [0, 0.2, -0.2, 0.4, -0.4, 0.1, -0.1, 0.3, -0.3])
      if (onTable.every((b) => b.id === 0 || Math.hypot(b.x - x, b.y - y) > 2.2 * BALL_R)) return [x, y];
  return [-1.1, 0.45];
}

/** One turn of a match: what its awaiting asks for; nothing while an intent of it is unanswered. */
export function act(play: Play, ledger: Ledger): void {
  if (play.over || play.pending.size > 0) return;
  const a = play.awaiting;
  if (a.kind === "lag") {
    const stroke = () => ({ speed: 1.8 + Math.random() * 0.4, angleDeg: 0, tipY: 0 });
    for (const s of a.seats) send(play, s, { kind: "lag", stroke: stroke() }, ledger);
    return;
  }
  if (a.kind === "lag-choice") {
    send(play, a.seats[0]!, { kind: "choose", choice: { kind: "break" } }, ledger);
    return;
  }
  const choose = a.hints.find((h) => h.kind === "choose") as { by: number; options: string[] } | undefined;
  const shot = a.hints.find((h) => h.kind === "shot") as
    | { by: number; ballInHand: boolean; isBreak: boolean }
    | undefined;
  if (choose && !shot) {
    // Play on from the table as it lies when that is offered (as most players do): always
    // taking a re-break would turn a match into a loop of breaks, not play.
    const option = choose.options.includes("accept")
      ? "accept"
      : (choose.options.find((o) => o !== "equalize" && o !== "spot-own") ?? "decline");
    send(play, choose.by, { kind: "choose", choice: { kind: option } }, ledger);
    return;
  }
  if (!shot) return;
  const cue = play.final.find((b) => b.id === 0);
  const target = play.final.find((b) => b.id !== 0 && b.motion !== "pocketed" && b.motion !== "off-table");
  const cueAt =
    shot.ballInHand || !cue || cue.motion === "pocketed" ? kitchenSpot(play.final) : [cue.x, cue.y];
  const aim = target ? (Math.atan2(target.y - cueAt[1]!, target.x - cueAt[0]!) * 180) / Math.PI : 0;
  const strike = {
    speed: shot.isBreak ? 7 : 1.5 + Math.random() * 2,
    direction: aim + (Math.random() - 0.5) * 4,
    tipX: 0,
    tipY: 0,
    elevation: 0,
  };
  send(
    play,
    shot.by,
    { kind: "strike", strike, ...(shot.ballInHand ? { cueBall: cueAt } : {}) },
    ledger,
    true,
    shot.isBreak,
  );
}

/** Plays a match's turns until it is over or `stop` says so: the lag and choice at once, then one turn a period. */
export function keepPlaying(play: Play, ledger: Ledger, periodMs: number): () => void {
  let timer: NodeJS.Timeout | null = null;
  const quick = setInterval(() => {
    // The lag and the break choice are answered as they come (a person answers them at once).
    if (play.awaiting.kind.startsWith("lag")) act(play, ledger);
    else {
      clearInterval(quick);
      act(play, ledger);
      timer = setInterval(() => act(play, ledger), periodMs);
    }
  }, 100);
  return () => {
    clearInterval(quick);
    if (timer) clearInterval(timer);
  };
}

export function closePlay(play: Play): void {
  for (const s of play.seats) s.ws.terminate();
}
