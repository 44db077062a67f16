/**
 * Where the game screen's match comes from, and where its intents go: ONE interface, so the same
 * screen plays a match at this screen (against the computer or two people, `LocalMatchSource`
 * below) or online (src/client/online implements a remote source over the server's socket).
 *
 * What the screen reads (all signals, so the status bar, chips and options are derived from the
 * match at every step and never go stale):
 *   - `match`   the match from src/game as it stands (phase, referee state, balls at rest);
 *   - `turn`    whose move it is and of what kind (derived from `match`, see `turnOf`);
 *   - `mayAct`  which seat the person at this screen may act for now (null: wait);
 *   - `waiting` the other side is deciding (the computer thinking, a remote opponent's move);
 *   - `lagStruck` the lag strokes already given at this screen (two people lag one by one).
 * What the screen sends (`send`, one `Intent` each; the answer is a Result, an error leaves the
 * match as it was and names the problem):
 *   - `place-cue-ball` ball in hand moved (a preview: local sources ignore it, remote ones
 *     forward it so the opponent sees it; the placement that counts travels with the strike);
 *   - `lag-stroke`, `strike` (strike params, cue-ball placement, the call), `choose` (a referee
 *     option, or break / hand over the break after the first Bola 8 lag), `resign`.
 * How a step is shown: every step that happens (the screen's own, the computer's, a remote
 * player's) is handed to the `onStep` listeners with the physics result for playback BEFORE
 * `match` moves on; the source awaits the listeners (the balls roll, then the referee's words and
 * the new state appear, as at a real table).
 */
import { batch, computed, type ReadonlySignal, type Signal, signal } from "@preact/signals";
import { type AiLevel, LEVEL_PROFILES, lagStroke, perturbStrike } from "../../ai/index.ts";
import {
  type BallId,
  type ByPlayer,
  err,
  type GameId,
  makeRng,
  ok,
  type PlayerIndex,
  type Result,
  type Rng,
  type Vec2,
} from "../../core/index.ts";
import type { GameAction, LagStroke, Match, StepLog } from "../../game/index.ts";
import {
  defaultCueBallSpot,
  hasBallInHand,
  nearestAllowed,
  partnerDue,
  placementRegion,
  playAction,
} from "../../game/index.ts";
import type { BallState, ShotResult } from "../../physics/index.ts";
import {
  type ActionKindHint,
  type Bola8Call,
  type Choice,
  legalActions,
  nextActor,
  type OptionName,
  type PinaCall,
} from "../../rules/index.ts";
import { BALL_RADIUS } from "./adapters.ts";
import { Thinker } from "./thinker.ts";

export type ShotHint = Extract<ActionKindHint, { kind: "shot" }>;
export type ChooseHint = Extract<ActionKindHint, { kind: "choose" }>;

/** Whose move it is and what kind. */
export type Turn =
  | { readonly kind: "lag"; readonly who: PlayerIndex }
  | { readonly kind: "lag-choice"; readonly who: PlayerIndex }
  | {
      readonly kind: "choose";
      readonly who: PlayerIndex;
      readonly hint: ChooseHint;
      readonly shot: ShotHint | null;
    }
  | { readonly kind: "shot"; readonly who: PlayerIndex; readonly hint: ShotHint }
  | { readonly kind: "over" };

/** What the person at the screen asks for. */
export type Intent =
  | { readonly kind: "place-cue-ball"; readonly by: PlayerIndex; readonly at: Vec2 }
  | { readonly kind: "lag-stroke"; readonly by: PlayerIndex; readonly stroke: LagStroke }
  | Extract<GameAction, { kind: "strike" }>
  | { readonly kind: "choose"; readonly by: PlayerIndex; readonly choice: Choice }
  | { readonly kind: "resign"; readonly by: PlayerIndex };

/** One step as it happened, for playback and the referee's words. */
export interface PlayedStep {
  readonly before: Match;
  readonly after: Match;
  readonly action: GameAction;
  readonly step: StepLog;
  /** The physics of a strike or lag (null for a choice or a resignation). */
  readonly simulation: ShotResult | null;
  /** With ball in hand: where the cue ball stood when struck. */
  readonly cueBall: Vec2 | null;
}

/** The step one action played, from the match before it and what the game made of it. */
export function playedStep(
  before: Match,
  action: GameAction,
  after: { readonly match: Match; readonly step: StepLog; readonly simulation?: ShotResult },
): PlayedStep {
  return {
    before,
    after: after.match,
    action,
    step: after.step,
    simulation: after.simulation ?? null,
    cueBall: action.kind === "strike" ? (action.cueBall ?? null) : null,
  };
}

export type StepListener = (s: PlayedStep) => Promise<void> | void;

/**
 * Why an intent was not played: a stable code (the game's, the server's protocol refusal, or
 * the source's own: "offline", "in-flight", "closed", "nothing-to-resign") that the screen says
 * in its language (refusal-words.ts), and English detail for a developer.
 */
export interface Refusal {
  readonly code: string;
  readonly detail: string;
}

export const refusal = (code: string, detail: string): Refusal => ({ code, detail });

export interface MatchSource {
  readonly game: GameId;
  readonly names: ByPlayer<string>;
  readonly match: ReadonlySignal<Match>;
  readonly turn: ReadonlySignal<Turn>;
  readonly mayAct: ReadonlySignal<PlayerIndex | null>;
  readonly waiting: ReadonlySignal<boolean>;
  readonly lagStruck: ReadonlySignal<ByPlayer<boolean>>;
  /** Seats played at this screen (both at one screen, one against the computer or online). */
  isLocal(p: PlayerIndex): boolean;
  send(intent: Intent): Promise<Result<void, Refusal>>;
  onStep(listener: StepListener): () => void;
  /** Starts the other side (the computer's first move, a socket); idempotent. */
  start(): void;
  dispose(): void;
}

/** Who sits in a seat at this screen: a person, or the computer at a level. */
export type Seat = { readonly kind: "human" } | { readonly kind: "computer"; readonly level: AiLevel };

export interface LocalOptions {
  readonly opponent: "human" | "computer";
  readonly level: AiLevel;
  /** Seeds the computer's decisions and the noise of its hand. */
  readonly seed: string;
  /**
   * G-TEAM: the seats of a match of sides, each partner a person or the computer at its own
   * level, in the match setup's order. Absent in singles (`opponent` and `level` decide).
   */
  readonly seats?: ByPlayer<readonly Seat[]>;
}

/** The seat of a side's partner; in singles, seat 1 is the computer when `opponent` says so. */
export function seatOf(opts: LocalOptions, side: PlayerIndex, partner: number): Seat {
  const seat = opts.seats?.[side]?.[partner];
  if (seat) return seat;
  return opts.opponent === "computer" && side === 1
    ? { kind: "computer", level: opts.level }
    : { kind: "human" };
}

/** A match at this screen: the game module plays each action; the computer plays seat 1. */
export class LocalMatchSource implements MatchSource {
  readonly game: GameId;
  readonly names: ByPlayer<string>;
  private readonly matchS: Signal<Match>;
  private readonly strokes = signal<[LagStroke | null, LagStroke | null]>([null, null]);
  private readonly busy = signal(false);
  private readonly thinking = signal(false);
  readonly match: ReadonlySignal<Match>;
  readonly turn: ReadonlySignal<Turn>;
  readonly mayAct: ReadonlySignal<PlayerIndex | null>;
  readonly waiting: ReadonlySignal<boolean>;
  readonly lagStruck: ReadonlySignal<ByPlayer<boolean>>;
  private readonly listeners = new Set<StepListener>();
  private readonly thinker: Thinker;
  private readonly hand: Rng;
  private readonly lagHand: Rng;
  private aiTimer = 0;
  private started = false;
  private disposed = false;

  constructor(
    initial: Match,
    private readonly opts: LocalOptions,
  ) {
    this.game = initial.setup.game;
    this.names = initial.setup.players;
    this.matchS = signal<Match>(initial);
    this.match = this.matchS;
    // A resumed match seeds the computer from where it stands, so its choices stay reproducible.
    const at = initial.actions.length === 0 ? "" : `:${initial.actions.length}`;
    this.thinker = new Thinker(`${opts.seed}:ai${at}`);
    this.hand = makeRng(`${opts.seed}:hand${at}`);
    this.lagHand = makeRng(`${opts.seed}:lag${at}`);
    this.turn = computed(() =>
      turnOf(
        this.matchS.value,
        this.strokes.value,
        (side) => this.seatDue(this.matchS.value, side).kind === "human",
      ),
    );
    this.mayAct = computed(() => {
      const tr = this.turn.value;
      if (tr.kind === "over" || this.busy.value || this.thinking.value) return null;
      return this.isLocal(tr.who) ? tr.who : null;
    });
    this.waiting = this.thinking;
    this.lagStruck = computed(() => [this.strokes.value[0] !== null, this.strokes.value[1] !== null]);
  }

  /** The partner due for a side is a person at this screen (in singles: the side's one player). */
  isLocal(p: PlayerIndex): boolean {
    return this.seatDue(this.matchS.value, p).kind === "human";
  }

  /** G-TEAM-ORDER: the seat of the partner of `side` who acts next. */
  private seatDue(m: Match, side: PlayerIndex): Seat {
    return seatOf(this.opts, side, partnerDue(m, side));
  }

  private levelDue(m: Match, side: PlayerIndex): AiLevel {
    const seat = this.seatDue(m, side);
    return seat.kind === "computer" ? seat.level : this.opts.level;
  }

  onStep(listener: StepListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.scheduleAi();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.aiTimer);
    this.thinker.dispose();
    this.listeners.clear();
  }

  async send(intent: Intent): Promise<Result<void, Refusal>> {
    if (intent.kind === "place-cue-ball") return ok(undefined);
    const tr = this.turn.value;
    // Resigning is allowed whenever the match runs (against the computer, by the person).
    if (intent.kind === "resign") {
      if (tr.kind === "over" || this.busy.value)
        return err(refusal("nothing-to-resign", "nothing to resign now"));
      return this.play({ kind: "resign", by: intent.by });
    }
    if (this.mayAct.value !== intent.by) return err(refusal("not-your-turn", "not your turn"));
    if (intent.kind === "lag-stroke") return this.lagStroke(intent.by, intent.stroke);
    if (intent.kind === "choose") return this.play({ kind: "choose", by: intent.by, choice: intent.choice });
    return this.play({
      kind: "strike",
      by: intent.by,
      strike: intent.strike,
      ...(intent.cueBall ? { cueBall: intent.cueBall } : {}),
      ...(intent.call ? { call: intent.call } : {}),
    });
  }

  private async lagStroke(who: PlayerIndex, stroke: LagStroke): Promise<Result<void, Refusal>> {
    const strokes: [LagStroke | null, LagStroke | null] = [...this.strokes.value];
    strokes[who] = stroke;
    const other: PlayerIndex = who === 0 ? 1 : 0;
    if (!this.isLocal(other))
      strokes[other] = lagStroke(
        this.matchS.value.table,
        this.levelDue(this.matchS.value, other),
        this.lagHand,
      );
    if (strokes[0] && strokes[1]) {
      this.strokes.value = [null, null];
      return this.play({ kind: "lag", strokes: [strokes[0], strokes[1]] });
    }
    this.strokes.value = strokes;
    return ok(undefined);
  }

  /** Plays one action: the game rules it, the listeners play it back, then the match moves on. */
  private async play(action: GameAction): Promise<Result<void, Refusal>> {
    const before = this.matchS.value;
    const r = playAction(before, action);
    if (!r.ok) return err(refusal(r.error.code, r.error.message));
    const after = r.value;
    this.busy.value = true;
    const step = playedStep(before, action, after);
    for (const l of [...this.listeners]) await l(step);
    if (this.disposed) return ok(undefined);
    batch(() => {
      this.matchS.value = after.match;
      this.busy.value = false;
    });
    this.scheduleAi();
    return ok(undefined);
  }

  // ---- the computer ----

  private scheduleAi(): void {
    clearTimeout(this.aiTimer);
    const tr = this.turn.value;
    if (!this.started || this.disposed || tr.kind === "over" || this.busy.value || this.isLocal(tr.who))
      return;
    this.thinking.value = true;
    // Let the page paint "thinking" before the search starts.
    this.aiTimer = window.setTimeout(() => void this.aiMove(), 350);
  }

  private async aiMove(): Promise<void> {
    const m = this.matchS.value;
    const tr = this.turn.value;
    if (tr.kind === "lag" && !this.isLocal(0) && !this.isLocal(1)) {
      // No person lags (computers on both sides): the computers lag together.
      this.thinking.value = false;
      const stroke = (side: PlayerIndex) => lagStroke(m.table, this.levelDue(m, side), this.lagHand);
      await this.play({ kind: "lag", strokes: [stroke(0), stroke(1)] });
      return;
    }
    if (tr.kind === "over" || this.isLocal(tr.who) || tr.kind === "lag") {
      this.thinking.value = false;
      return; // The computer's lag stroke is played with the person's.
    }
    const me = tr.who;
    if (tr.kind === "lag-choice") {
      this.thinking.value = false;
      await this.play({ kind: "choose", by: me, choice: { kind: "break" } });
      return;
    }
    const s = m.rules!;
    // A computer partner decides from the table alone, at its own level (G-TEAM).
    const level = this.levelDue(m, me);
    const { move, error } = await this.thinker.decide(
      { table: m.table, balls: m.balls, me, state: s },
      level,
    );
    this.thinking.value = false;
    // The match may have moved on (a resignation) by the answer.
    if (this.disposed || this.matchS.value !== m) return;
    // The computer must never stall the match: on an error it falls back to plain play below.
    if (error) console.warn(`computer player failed: ${error}`);
    if (tr.kind === "choose" && (!move || move.kind === "choose")) {
      const chosen =
        move?.kind === "choose" && tr.hint.options.includes(move.choice.kind) ? move.choice : null;
      const first = chosen ?? { kind: fallbackOption(tr.hint.options) };
      const r = await this.play({ kind: "choose", by: me, choice: first });
      if (r.ok) return;
      // Refused by the game (a spot-own its positions do not allow, say): the plain option instead.
      console.warn(`computer's choice refused: ${r.error.detail}`);
      const rest = tr.hint.options.filter((o) => o !== first.kind);
      await this.play({ kind: "choose", by: me, choice: { kind: fallbackOption(rest) } });
      return;
    }
    const hint = tr.kind === "shot" ? tr.hint : tr.shot;
    const region = placementRegion(
      m.table,
      m.balls.filter((b) => b.id !== 0),
      "kitchen",
      BALL_RADIUS,
    );
    const inHand = hasBallInHand(s) || hint?.isBreak === true;
    const place =
      (move?.kind === "shot" ? move.place : undefined) ??
      (inHand ? nearestAllowed(defaultCueBallSpot(m.table, BALL_RADIUS), region) : null);
    const call = move?.kind === "shot" ? move.call : undefined;
    if (move?.kind === "shot") {
      const strike = perturbStrike(move.strike, LEVEL_PROFILES[level].noise, this.hand);
      const played = await this.play({
        kind: "strike",
        by: me,
        strike,
        ...(place ? { cueBall: place } : {}),
        ...(call ? { call } : {}),
      });
      if (played.ok) return;
    }
    // No move, or the game refused it: a plain shot at the first legal ball from an allowed
    // placement, with a defence or the first legal call, so play goes on.
    const target = hint?.legalFirstContact.map((b) => ballAt(m.balls, b)).find((p) => p !== null) ?? null;
    const from = place ?? ballAt(m.balls, 0);
    if (!hint || !target || !from) return;
    const direction = (Math.atan2(target[1] - from[1], target[0] - from[0]) * 180) / Math.PI;
    const plainCall: Bola8Call | PinaCall | undefined =
      call ??
      (hint.call === "ball-or-defense"
        ? { defense: true }
        : hint.call === "group"
          ? { group: "solids" }
          : hint.call === "pocket-8"
            ? { pocket: "foot-left" }
            : undefined);
    await this.play({
      kind: "strike",
      by: me,
      strike: { speed: 3, direction: (direction + 360) % 360, tipX: 0, tipY: 0, elevation: 0 },
      ...(place ? { cueBall: place } : {}),
      ...(plainCall ? { call: plainCall } : {}),
    });
  }
}

/** The option a player takes when nothing better is known: play on as things are. */
function fallbackOption(options: readonly OptionName[]): Exclude<OptionName, "equalize"> {
  for (const o of ["accept", "decline", "ball-in-hand"] as const) if (options.includes(o)) return o;
  const first = options.find((o): o is Exclude<OptionName, "equalize"> => o !== "equalize");
  return first ?? "accept";
}

/** Whose move it is, from the match alone (and the lag strokes given so far at this screen). */
export function turnOf(
  m: Match,
  strokes: readonly [LagStroke | null, LagStroke | null],
  /** Whether the side's partner who lags is a person at this screen. */
  local: (side: PlayerIndex) => boolean,
): Turn {
  if (m.phase.kind === "lag") return { kind: "lag", who: lagWho(strokes, local) };
  if (m.phase.kind === "lag-choice") return { kind: "lag-choice", who: m.phase.winner };
  const s = m.rules!;
  if (s.matchOver) return { kind: "over" };
  const hints = legalActions(s);
  if (hints.some((h) => h.kind === "lag")) return { kind: "lag", who: lagWho(strokes, local) };
  const actor = nextActor(s);
  const choose = hints.find((h): h is ChooseHint => h.kind === "choose" && h.by === actor);
  const shot = hints.find((h): h is ShotHint => h.kind === "shot" && h.by === actor) ?? null;
  if (choose) return { kind: "choose", who: actor, hint: choose, shot };
  if (shot) return { kind: "shot", who: actor, hint: shot };
  return { kind: "over" };
}

/** The side whose lag stroke is awaited at this screen: the first with a person lagging and no stroke yet. */
function lagWho(
  strokes: readonly [LagStroke | null, LagStroke | null],
  local: (side: PlayerIndex) => boolean,
): PlayerIndex {
  for (const side of [0, 1] as const) if (local(side) && !strokes[side]) return side;
  return local(0) ? 0 : 1;
}

export function ballAt(balls: readonly BallState[], id: BallId): Vec2 | null {
  const b = balls.find((x) => x.id === id && x.motion !== "pocketed" && x.motion !== "off");
  return b ? [b.r[0], b.r[1]] : null;
}
