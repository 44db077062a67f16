/**
 * An online match behind the game screen's MatchSource: intents go to the server as protocol
 * messages carrying the match's sequence number; the server's steps come back and are replayed
 * here with src/game (the physics is deterministic, so the replay gives the server's table to
 * the last bit: each step's `final` is checked against it). Nothing here decides an outcome.
 */

import { batch, computed, type ReadonlySignal, type Signal, signal } from "@preact/signals";
import {
  AI_LEVELS,
  type ByPlayer,
  err,
  type GameId,
  ok,
  type PlayerIndex,
  type Result,
} from "../../core/index.ts";
import {
  finalTable,
  type GameAction,
  type Match,
  type MatchSetup,
  partnerDue,
  playAction,
  replay,
} from "../../game/index.ts";
import { sideName } from "../../narration/index.ts";
import type { ClientMessage, ServerMessage, StepMessage } from "../../protocol/index.ts";
import {
  type Intent,
  type MatchSource,
  playedStep,
  type Refusal,
  refusal,
  type StepListener,
  type Turn,
  turnOf,
} from "../app/match-source.ts";
import { lang } from "../i18n/index.ts";
import { computerSeatName } from "./sides-choice.ts";

type Welcome = Extract<ServerMessage, { kind: "welcome" }>;

/** What the source needs from the socket: send a message, be told when the server answers. */
export interface Wire {
  send(msg: ClientMessage): boolean;
}

interface Pending {
  readonly ref: string;
  readonly resolve: (r: Result<void, Refusal>) => void;
}

let refCounter = 0;
const nextRef = () => `r${Date.now().toString(36)}${(refCounter++).toString(36)}`;

export class RemoteMatchSource implements MatchSource {
  readonly game: GameId;
  readonly names: ByPlayer<string>;
  readonly matchId: string;
  readonly seat: PlayerIndex | null;
  /** G-TEAM: the player's place in its side (0 in singles); they act only when it is due. */
  readonly member: number;
  private readonly matchS: Signal<Match>;
  readonly match: ReadonlySignal<Match>;
  /** The server's sequence number of the last step applied here. */
  readonly seq = signal(0);
  readonly awaitingSeats = signal<readonly PlayerIndex[]>([]);
  readonly lagIn = signal<readonly PlayerIndex[]>([]);
  /** A step is being played back at this screen. */
  private readonly playing = signal(false);
  /** An intent is on its way and not yet answered. */
  private readonly pending = signal<Pending | null>(null);
  /** A step whose replay did not give the server's table (should never happen: same engine). */
  readonly desync = signal<string | null>(null);
  /** The server ended the match outside the rules' own end (forfeit, abandon, the shot clock). */
  readonly ended = signal(false);
  readonly turn: ReadonlySignal<Turn>;
  readonly mayAct: ReadonlySignal<PlayerIndex | null>;
  readonly waiting: ReadonlySignal<boolean>;
  readonly lagStruck: ReadonlySignal<ByPlayer<boolean>>;
  private readonly listeners = new Set<StepListener>();
  /** Steps are applied one at a time, in order, each after the previous one's playback. */
  private queue: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(
    welcome: Welcome,
    private readonly wire: Wire,
  ) {
    const setup = namedSeats(welcome);
    const m = replay(setup, welcome.actions as unknown as GameAction[]);
    if (!m.ok) throw new Error(`the match does not replay here: ${m.error.message}`);
    this.matchId = welcome.match.id;
    this.seat = welcome.seat;
    this.member = welcome.member ?? 0;
    this.game = setup.game;
    this.names = setup.players;
    this.matchS = signal(m.value);
    this.match = this.matchS;
    this.seq.value = welcome.match.seq;
    this.awaitingSeats.value = welcome.awaiting.seats;
    this.lagIn.value = welcome.lagIn;
    this.ended.value = welcome.match.status === "over";
    this.turn = computed((): Turn => {
      if (this.ended.value) return { kind: "over" };
      const mm = this.matchS.value;
      const base = turnOf(mm, [null, null], () => true);
      if (base.kind !== "lag") return base;
      // Online each player lags at their own screen: the lag is ours until our stroke is in
      // (with sides the partner due lags; the other partner watches for that stroke).
      const mine = this.seat;
      const other: PlayerIndex = mine === 1 ? 0 : 1;
      if (mine !== null && !this.lagIn.value.includes(mine)) return { kind: "lag", who: mine };
      return { kind: "lag", who: mine === null ? 0 : other };
    });
    this.mayAct = computed(() => {
      const tr = this.turn.value;
      const mine = this.seat;
      if (mine === null || tr.kind === "over" || this.playing.value || this.pending.value) return null;
      if (!this.isLocal(mine)) return null;
      if (tr.kind === "lag") return this.lagIn.value.includes(mine) ? null : mine;
      return tr.who === mine ? mine : null;
    });
    this.waiting = computed(
      () => this.turn.value.kind !== "over" && !this.playing.value && this.mayAct.value === null,
    );
    this.lagStruck = computed(() => [this.lagIn.value.includes(0), this.lagIn.value.includes(1)]);
  }

  /** The side is played at this screen now: ours, and (G-TEAM-ORDER) our turn within it. */
  isLocal(p: PlayerIndex): boolean {
    if (p !== this.seat) return false;
    const m = this.matchS.value;
    return !m.setup.sides || partnerDue(m, p) === this.member;
  }

  onStep(listener: StepListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {}

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.pending.value?.resolve(err(refusal("closed", "the match screen was closed")));
  }

  /** Sends an intent; resolves when the server has played it (ok) or refused it (the reason). */
  send(intent: Intent): Promise<Result<void, Refusal>> {
    if (intent.kind === "place-cue-ball") return Promise.resolve(ok(undefined));
    if (this.seat === null) return Promise.resolve(err(refusal("not-a-player", "spectators cannot play")));
    if (this.pending.value)
      return Promise.resolve(err(refusal("in-flight", "the previous move is still on its way")));
    const msg = this.toMessage(intent, nextRef());
    return new Promise((resolve) => {
      const ref = msg.ref!;
      this.pending.value = { ref, resolve };
      if (!this.wire.send(msg)) this.settle(ref, err(refusal("offline", "not connected to the server")));
    });
  }

  /** Resigning is the player's own: the server knows the seat from the connection. */
  private toMessage(intent: Exclude<Intent, { kind: "place-cue-ball" }>, ref: string): ClientMessage {
    const base = { v: 1 as const, match: this.matchId, seq: this.seq.value, ref };
    switch (intent.kind) {
      case "lag-stroke":
        return { ...base, kind: "lag", stroke: { ...intent.stroke } };
      case "strike":
        return {
          ...base,
          kind: "strike",
          strike: intent.strike,
          ...(intent.cueBall ? { cueBall: [intent.cueBall[0], intent.cueBall[1]] } : {}),
          ...(intent.call ? { call: intent.call as never } : {}),
        };
      case "choose":
        return { ...base, kind: "choose", choice: intent.choice as never };
      case "resign":
        return { ...base, kind: "resign" };
    }
  }

  /** A shot-clock extension for the player at this screen. */
  extend(): Promise<Result<void, Refusal>> {
    if (this.seat === null) return Promise.resolve(err(refusal("not-a-player", "spectators cannot play")));
    const ref = nextRef();
    return new Promise((resolve) => {
      this.pending.value = { ref, resolve };
      const sent = this.wire.send({ v: 1, kind: "extend", match: this.matchId, seq: this.seq.value, ref });
      if (!sent) this.settle(ref, err(refusal("offline", "not connected to the server")));
    });
  }

  private settle(ref: string | undefined, r: Result<void, Refusal>): void {
    const p = this.pending.value;
    if (!p || (ref !== undefined && p.ref !== ref)) return;
    this.pending.value = null;
    p.resolve(r);
  }

  /** Every server message for this match goes through here. */
  receive(msg: ServerMessage): void {
    if (this.disposed) return;
    switch (msg.kind) {
      case "step":
        if (msg.match !== this.matchId) return;
        this.queue = this.queue.then(() => this.applyStep(msg));
        return;
      case "refused":
        this.settle(msg.ref, err(refusal(msg.code, msg.message)));
        return;
      case "lag-in":
        if (msg.match !== this.matchId) return;
        if (!this.lagIn.value.includes(msg.seat)) this.lagIn.value = [...this.lagIn.value, msg.seat];
        this.settle(msg.ref, ok(undefined));
        return;
      case "clock":
        // An extension answered.
        this.settle(msg.ref, ok(undefined));
        return;
      case "over":
        if (msg.match === this.matchId) this.ended.value = true;
        return;
      case "welcome":
        this.queue = this.queue.then(() => this.catchUp(msg));
        return;
      default:
        return;
    }
  }

  /** After a reconnection: whatever steps were missed are applied (without playback). */
  private catchUp(w: Welcome): void {
    if (w.match.id !== this.matchId) return;
    const have = this.matchS.value.actions.length;
    const actions = w.actions as unknown as GameAction[];
    let m = this.matchS.value;
    for (const a of actions.slice(have)) {
      const r = playAction(m, a);
      if (!r.ok) {
        this.desync.value = r.error.message;
        break;
      }
      m = r.value.match;
    }
    batch(() => {
      this.matchS.value = m;
      this.seq.value = w.match.seq;
      this.awaitingSeats.value = w.awaiting.seats;
      this.lagIn.value = w.lagIn;
      if (w.match.status === "over") this.ended.value = true;
    });
    // An intent sent before the drop is either in `actions` now or was lost: let the player act again.
    this.settle(undefined, ok(undefined));
  }

  private async applyStep(msg: StepMessage): Promise<void> {
    if (this.disposed) return;
    const before = this.matchS.value;
    if (msg.seq <= this.seq.value) return; // Already applied (a welcome caught up first).
    const action = msg.action as unknown as GameAction;
    const r = playAction(before, action);
    if (!r.ok) {
      this.desync.value = `step ${msg.seq} does not replay here: ${r.error.message}`;
      return;
    }
    const after = r.value;
    if (JSON.stringify(finalTable(after.match)) !== JSON.stringify(msg.final))
      this.desync.value = `step ${msg.seq}: the table here differs from the server's`;
    const played = playedStep(before, action, after);
    this.seq.value = msg.seq;
    // Our own intent is answered by this step: the strike's playback starts at once.
    this.settle(msg.ref, ok(undefined));
    this.playing.value = true;
    for (const l of [...this.listeners]) await l(played);
    if (this.disposed) return;
    batch(() => {
      this.matchS.value = after.match;
      this.awaitingSeats.value = msg.awaiting.seats;
      if (msg.status === "over") this.ended.value = true;
      if (action.kind === "lag") this.lagIn.value = [];
      this.playing.value = false;
    });
  }
}

/**
 * The match's setup with each computer seat named in the page's language ("Computadora (Fuerte)"),
 * and the sides named from their partners. Names never change a step: the replay is the server's.
 */
function namedSeats(w: Welcome): MatchSetup {
  const setup = w.setup as unknown as MatchSetup;
  const seats = w.match.sides;
  if (!seats) return setup;
  const named = (s: number, k: number, fallback: string) => {
    const h = seats[s]?.[k];
    return h?.computer && (AI_LEVELS as readonly string[]).includes(h.computer)
      ? computerSeatName(h.computer)
      : fallback;
  };
  // Singles against the computer (the quick-match queue's offer): only the names change.
  if (!setup.sides)
    return { ...setup, players: [named(0, 0, setup.players[0]), named(1, 0, setup.players[1])] };
  const partners = seats.map((side, s) =>
    side.map((_, k) => named(s, k, setup.sides![s as PlayerIndex]?.[k] ?? "?")),
  ) as unknown as [string[], string[]];
  return {
    ...setup,
    sides: partners,
    players: [sideName(partners[0], lang.value), sideName(partners[1], lang.value)],
  };
}
