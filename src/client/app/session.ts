/**
 * One match in the browser: the match from game/match.ts, what the people at the screen have
 * set up (aim, cue-ball placement, the call), the computer's turns, and the playback of each
 * shot on the table view. Every rule question goes to the game and rules modules.
 */
import { batch, computed, signal } from "@preact/signals";
import { type AiLevel, LEVEL_PROFILES, lagStroke, perturbStrike } from "../../ai/index.ts";
import {
  type BallId,
  type ByPlayer,
  type GameId,
  makeRng,
  type ObjectBallId,
  type PlayerIndex,
  type PocketId,
  type Rng,
  type Vec2,
} from "../../core/index.ts";
import { type LagStroke, lagStart } from "../../game/lag.ts";
import { hasBallInHand, playAction, startMatch } from "../../game/match.ts";
import type { GameAction, Match, MatchAfter, StepLog } from "../../game/match-types.ts";
import { nearestAllowed, placementRegion } from "../../game/placement.ts";
import { defaultCueBallSpot } from "../../game/rack.ts";
import { spotOwnBall } from "../../game/table-sync.ts";
import { announceCall, type Line, narrateLag, narrateStep } from "../../narration/index.ts";
import type { BallState, Strike } from "../../physics/types.ts";
import {
  type ActionKindHint,
  type Bola8Call,
  type Choice,
  type Group,
  legalActions,
  type MatchState,
  nextActor,
  type OptionName,
  type PinaCall,
} from "../../rules/index.ts";
import { t } from "../i18n/i18n.ts";
import type { TableView } from "../view/table-view.ts";
import type { AimState, BallPose, Interaction } from "../view/types.ts";
import { BALL_RADIUS, kitchenArea, posesWithCueAt, toPlayback, toPoses } from "./adapters.ts";
import { Thinker } from "./thinker.ts";

export interface MatchConfig {
  readonly game: GameId;
  readonly names: readonly [string, string];
  readonly opponent: "human" | "computer";
  readonly level: AiLevel;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly seed: string;
}

export interface CallDraft {
  readonly group?: Group;
  readonly pocket?: PocketId;
  readonly ball?: ObjectBallId;
  readonly defense?: boolean;
}

type ShotHint = Extract<ActionKindHint, { kind: "shot" }>;
type ChooseHint = Extract<ActionKindHint, { kind: "choose" }>;

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

export interface LogEntry {
  readonly n: number;
  readonly who: string;
  /** The narration's lines (src/narration), rendered in the current language by the screen. */
  readonly lines: readonly Line[];
}

/** Cue-ball speed for a power setting: fine control at lag pace, ~9 m/s for a full break. */
export function speedForPower(power: number): number {
  return 0.25 + 8.75 * Math.max(0, Math.min(1, power)) ** 1.6;
}

export const MAX_LAG_ANGLE = 20;

export class Session {
  readonly config: MatchConfig;
  readonly match;
  readonly busy = signal<null | "playing" | "thinking">(null);
  readonly aim = signal<AimState>({ direction: 0, power: 0.45, tipX: 0, tipY: 0, elevation: 0 });
  readonly cueAt = signal<Vec2 | null>(null);
  readonly call = signal<CallDraft>({});
  readonly lagStrokes = signal<[LagStroke | null, LagStroke | null]>([null, null]);
  readonly log = signal<LogEntry[]>([]);
  readonly latest = signal<readonly Line[]>([]);
  /** A Piña shot with no call was warned about once (G-NOCALL): the next strike plays it. */
  readonly noCallWarned = signal(false);
  readonly error = signal<string | null>(null);
  readonly equalizePick = signal<ObjectBallId[]>([]);
  readonly canReplay = signal(false);
  readonly turn;
  readonly missingCall;
  private view: TableView | null = null;
  private last: { start: BallPose[]; sim: MatchAfter["simulation"]; hidden: BallId[] } | null = null;
  private readonly thinker: Thinker;
  private readonly hand: Rng;
  private readonly lagHand: Rng;
  private aiTimer = 0;
  private disposed = false;

  constructor(config: MatchConfig) {
    this.config = config;
    const m = startMatch({
      seed: config.seed,
      game: config.game,
      players: [...config.names],
      settings: config.settings,
    });
    if (!m.ok) throw new Error(m.error.message);
    this.match = signal<Match>(m.value);
    this.thinker = new Thinker(`${config.seed}:ai`);
    this.hand = makeRng(`${config.seed}:hand`);
    this.lagHand = makeRng(`${config.seed}:lag`);
    this.turn = computed(() => turnOf(this.match.value, this.lagStrokes.value, config.opponent));
    this.missingCall = computed(() => missingCall(this.turn.value, this.call.value));
  }

  get names(): ByPlayer<string> {
    return this.config.names;
  }

  isHuman(p: PlayerIndex): boolean {
    return this.config.opponent === "human" || p === 0;
  }

  /** The human at the screen may act now. */
  readonly humanToAct = computed(() => {
    const tr = this.turn.value;
    return tr.kind !== "over" && this.busy.value === null && this.isHuman(tr.who);
  });

  attach(view: TableView): void {
    this.view = view;
    this.refreshView();
    this.scheduleAi();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.aiTimer);
    this.thinker.dispose();
  }

  // ---- what the view shows ----

  /** Balls and interaction for the state at rest. */
  refreshView(): void {
    const view = this.view;
    if (!view || view.isPlaying) return;
    const m = this.match.value;
    const tr = this.turn.value;
    const human = this.humanToAct.value;
    if (tr.kind === "lag") {
      view.setBalls(lagPoses(m));
    } else {
      view.setBalls(posesWithCueAt(m.balls, this.inHandNow() ? this.cueAt.value : null));
    }
    view.setAim(this.aim.value);
    view.setInteraction(this.interaction(tr, human));
  }

  private interaction(tr: Turn, human: boolean): Interaction {
    const m = this.match.value;
    const call = this.call.value;
    const highlightBalls: BallId[] = [];
    const highlightPockets: PocketId[] = [];
    if (call.ball) highlightBalls.push(call.ball);
    if (call.pocket) highlightPockets.push(call.pocket);
    const on = this.ballOn();
    if (on !== null && !highlightBalls.includes(on)) highlightBalls.push(on);
    const base = { showAimLine: this.showAimLine.value, highlightBalls, highlightPockets };
    if (!human) return { ...base, aimFrom: null, placement: null };
    if (tr.kind === "lag") return { ...base, aimFrom: tr.who, placement: null };
    if (tr.kind === "shot" || (tr.kind === "choose" && tr.shot)) {
      const inHand = this.inHandNow();
      return { ...base, aimFrom: 0, placement: inHand ? kitchenArea(m.table, m.balls) : null };
    }
    return { ...base, aimFrom: null, placement: null };
  }

  readonly showAimLine = signal(true);

  /** Piña: the ball on (lowest on the table), to highlight. */
  ballOn(): ObjectBallId | null {
    const s = this.match.value.rules;
    if (s?.game !== "pina" || s.phase.kind !== "play") return null;
    return s.onTable[0] ?? null;
  }

  /** The shooter on turn has ball in hand now (and no option is pending that would take it away). */
  inHandNow(): boolean {
    const tr = this.turn.value;
    const s = this.match.value.rules;
    if (!s) return false;
    if (tr.kind === "shot") return hasBallInHand(s) || tr.hint.isBreak;
    if (tr.kind === "choose" && tr.shot) return hasBallInHand(s);
    return false;
  }

  // ---- input from the view and the controls ----

  setAim(patch: Partial<AimState>): void {
    const a = { ...this.aim.value, ...patch };
    if (this.turn.value.kind === "lag") {
      const d = wrap180(a.direction);
      a.direction = Math.max(-MAX_LAG_ANGLE, Math.min(MAX_LAG_ANGLE, d));
      a.elevation = 0;
      a.tipX = 0;
    }
    this.aim.value = a;
    this.view?.setAim(a);
  }

  placeCueBall(at: Vec2): void {
    if (!this.inHandNow()) return;
    this.cueAt.value = at;
  }

  pickBall(id: BallId): void {
    const tr = this.turn.value;
    if (!this.humanToAct.value) return;
    if (
      this.config.game === "pina" &&
      (tr.kind === "shot" || (tr.kind === "choose" && tr.shot)) &&
      id !== 0
    ) {
      this.noCallWarned.value = false;
      this.call.value = {
        ball: id as ObjectBallId,
        ...(this.call.value.pocket ? { pocket: this.call.value.pocket } : {}),
      };
      this.refreshView();
      return;
    }
    // Elsewhere a tap on a ball aims straight at it.
    const m = this.match.value;
    const from = this.cueAt.value ?? at(m.balls, 0);
    const to = at(m.balls, id);
    if (from && to)
      this.setAim({ direction: (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI });
  }

  pickPocket(id: PocketId): void {
    if (!this.humanToAct.value) return;
    const tr = this.turn.value;
    const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
    if (!hint || hint.call === "none" || hint.call === "group") return;
    const c = this.call.value;
    this.noCallWarned.value = false;
    this.call.value = { ...(c.ball ? { ball: c.ball } : {}), pocket: id };
    this.refreshView();
  }

  setCall(c: CallDraft): void {
    this.noCallWarned.value = false;
    this.call.value = c;
    this.refreshView();
  }

  // ---- actions ----

  /** The strike button, space bar: a lag stroke or a shot. */
  async strike(): Promise<void> {
    if (!this.humanToAct.value) return;
    const tr = this.turn.value;
    const a = this.aim.value;
    if (tr.kind === "lag")
      return this.lagStroke(tr.who, {
        speed: speedForPower(a.power),
        angleDeg: wrap180(a.direction),
        tipY: a.tipY,
      });
    const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
    if (!hint) return;
    const missing = this.missingCall.value;
    // G-NOCALL: a Piña shot with no call is ruled (nothing it pockets scores), so after one
    // clear warning it is played; a Bola 8 call the table needs stays required.
    if (missing && !(hint.call === "ball-or-defense" && this.noCallWarned.value)) {
      if (hint.call === "ball-or-defense") this.noCallWarned.value = true;
      this.error.value =
        hint.call === "ball-or-defense"
          ? t("noCallWarning", { strike: t("strike") })
          : t("callNeeded", { what: missing });
      return;
    }
    const strike: Strike = {
      speed: speedForPower(a.power),
      direction: ((a.direction % 360) + 360) % 360,
      tipX: a.tipX,
      tipY: a.tipY,
      elevation: a.elevation,
    };
    const call = this.buildCall(hint);
    const cueAt = this.inHandNow() ? this.cueAt.value : null;
    await this.play({
      kind: "strike",
      by: hint.by,
      strike,
      ...(cueAt ? { cueBall: cueAt } : {}),
      ...(call ? { call } : {}),
    });
  }

  private buildCall(hint: ShotHint): Bola8Call | PinaCall | undefined {
    const c = this.call.value;
    if (this.config.game === "pina") {
      if (hint.call === "none") return undefined;
      if (c.defense) return { defense: true };
      return c.ball && c.pocket ? { ball: c.ball, pocket: c.pocket } : undefined;
    }
    if (hint.call === "group" && c.group) return { group: c.group };
    if (hint.call === "pocket-8" && c.pocket) return { pocket: c.pocket };
    return undefined;
  }

  async choose(option: OptionName): Promise<void> {
    const tr = this.turn.value;
    if (!this.humanToAct.value) return;
    if (tr.kind === "lag-choice") {
      if (option !== "break" && option !== "hand-over-break") return;
      await this.play({ kind: "choose", by: tr.who, choice: { kind: option } });
      return;
    }
    if (tr.kind !== "choose") return;
    const choice: Choice =
      option === "equalize" ? { kind: "equalize", balls: this.equalizePick.value } : { kind: option };
    await this.play({ kind: "choose", by: tr.who, choice });
  }

  /**
   * The options to show: the referee offers B8-SPOT-OWN on the player's word (it has no
   * positions); the button appears only when the balls on the table allow it.
   */
  shownOptions(hint: ChooseHint): readonly OptionName[] {
    const m = this.match.value;
    return hint.options.filter(
      (o) => o !== "spot-own" || (m.rules !== null && spotOwnBall(m.balls, m.rules, hint.by, m.table).ok),
    );
  }

  toggleEqualize(ball: ObjectBallId): void {
    const tr = this.turn.value;
    if (tr.kind !== "choose") return;
    const cur = this.equalizePick.value;
    if (cur.includes(ball)) this.equalizePick.value = cur.filter((b) => b !== ball);
    else if (cur.length < (tr.hint.equalizeUpTo ?? 0)) this.equalizePick.value = [...cur, ball];
  }

  async resign(): Promise<void> {
    const tr = this.turn.value;
    if (tr.kind === "over" || this.busy.value) return;
    // Against the computer the person resigns; at one screen, the player to act does.
    const by: PlayerIndex = this.config.opponent === "computer" ? 0 : tr.who;
    const s = this.match.value.rules;
    if (!s) return;
    await this.play({ kind: "resign", by });
  }

  skip(): void {
    this.view?.skip();
  }

  async replayLast(): Promise<void> {
    const last = this.last;
    const view = this.view;
    if (!last?.sim || !view || this.busy.value) return;
    this.busy.value = "playing";
    view.setInteraction({
      aimFrom: null,
      placement: null,
      showAimLine: false,
      highlightBalls: [],
      highlightPockets: [],
    });
    view.setBalls(last.start);
    await view.play(toPlayback(last.sim, last.hidden));
    this.busy.value = null;
    this.refreshView();
  }

  private async lagStroke(who: PlayerIndex, stroke: LagStroke): Promise<void> {
    const strokes: [LagStroke | null, LagStroke | null] = [...this.lagStrokes.value];
    strokes[who] = stroke;
    const other: PlayerIndex = who === 0 ? 1 : 0;
    if (!this.isHuman(other))
      strokes[other] = lagStroke(this.match.value.table, this.config.level, this.lagHand);
    if (strokes[0] && strokes[1]) {
      this.lagStrokes.value = [null, null];
      await this.play({ kind: "lag", strokes: [strokes[0], strokes[1]] });
    } else {
      this.lagStrokes.value = strokes;
      this.setAim({ direction: 0 });
      this.refreshView();
    }
  }

  /** Plays one action: the game rules it, the view plays the shot back, the referee's words are logged. */
  private async play(action: GameAction): Promise<boolean> {
    const before = this.match.value;
    const r = playAction(before, action);
    if (!r.ok) {
      this.error.value = t("errorShot", { msg: r.error.message });
      return false;
    }
    this.error.value = null;
    const after = r.value;
    const start = this.startPoses(before, action);
    batch(() => {
      this.busy.value = after.simulation ? "playing" : null;
      this.noCallWarned.value = false;
      // The computer's call is said before its shot plays, as a player would call it aloud.
      if (action.kind === "strike" && action.call && !this.isHuman(action.by))
        this.latest.value = [announceCall(this.config.game, this.names[action.by], action.call)];
      this.call.value = {};
      this.equalizePick.value = [];
      this.cueAt.value = null;
    });
    if (after.simulation && this.view) {
      const simIds = new Set(after.simulation.final.map((b) => b.id));
      const hidden = ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as BallId[]).filter(
        (id) => !simIds.has(id),
      );
      this.last = { start, sim: after.simulation, hidden };
      this.canReplay.value = true;
      this.view.setInteraction({
        aimFrom: null,
        placement: null,
        showAimLine: false,
        highlightBalls: [],
        highlightPockets: [],
      });
      this.view.setBalls(start);
      const shown = this.view.play(toPlayback(after.simulation, hidden));
      // The referee's words wait until the balls stop, as at a real table.
      await shown;
    }
    if (this.disposed) return true;
    batch(() => {
      this.match.value = after.match;
      this.record(after.step, before.rules, after.match.rules, action);
      this.busy.value = null;
    });
    this.prepareTurn();
    this.refreshView();
    this.scheduleAi();
    return true;
  }

  private startPoses(m: Match, action: GameAction): BallPose[] {
    if (action.kind === "lag") {
      const R = BALL_RADIUS;
      return ([0, 1] as const).map((p) => {
        const [x, y] = lagStart(m.table, p, R);
        return { id: p, r: [x, y, R], w: [0, 0, 0], visible: true };
      });
    }
    if (action.kind === "strike" && action.cueBall) return posesWithCueAt(m.balls, action.cueBall);
    return toPoses(m.balls);
  }

  private record(
    step: StepLog,
    before: MatchState | null,
    after: MatchState | null,
    action: GameAction,
  ): void {
    void after;
    const game = this.config.game;
    const lines: Line[] = [
      ...(step.lag ? narrateLag(game, this.names, step.lag.result) : []),
      ...(before && step.ruleAction && step.ruling && step.report
        ? narrateStep({
            names: this.names,
            before,
            action: step.ruleAction,
            ruling: step.ruling,
            report: step.report,
          })
        : []),
    ];
    const who = "by" in action ? this.names[action.by] : "";
    if (lines.length === 0) return;
    this.latest.value = lines;
    this.log.value = [...this.log.value, { n: this.log.value.length + 1, who, lines }];
  }

  /** Sets the aim and cue-ball placement up for the next shooter. */
  private prepareTurn(): void {
    const m = this.match.value;
    const tr = this.turn.value;
    if (tr.kind === "lag") {
      this.setAim({ direction: 0, power: 0.33, tipX: 0, tipY: 0, elevation: 0 });
      return;
    }
    if (tr.kind !== "shot" && !(tr.kind === "choose" && tr.shot)) return;
    let from = at(m.balls, 0);
    if (this.inHandNow()) {
      const region = placementRegion(
        m.table,
        m.balls.filter((b) => b.id !== 0),
        "kitchen",
        BALL_RADIUS,
      );
      const want = from && from[0] <= m.table.headStringX ? from : defaultCueBallSpot(m.table, BALL_RADIUS);
      from = nearestAllowed(want, region) ?? want;
      this.cueAt.value = from;
    }
    if (!from) return;
    // Aim at the ball on (Piña), else up the table toward the rack's centre.
    const on = this.ballOn();
    const target = (on !== null ? at(m.balls, on) : null) ??
      centreOfObjects(m.balls) ?? [m.table.footSpot[0], 0];
    const direction = (Math.atan2(target[1] - from[1], target[0] - from[0]) * 180) / Math.PI;
    const isBreak = tr.kind === "shot" && tr.hint.isBreak;
    this.setAim({ direction, power: isBreak ? 0.9 : 0.4, tipX: 0, tipY: 0, elevation: 0 });
  }

  // ---- the computer ----

  private scheduleAi(): void {
    clearTimeout(this.aiTimer);
    const tr = this.turn.value;
    if (this.disposed || tr.kind === "over" || this.busy.value || this.isHuman(tr.who)) return;
    this.busy.value = "thinking";
    // Let the page paint "thinking" before the search blocks the thread.
    this.aiTimer = window.setTimeout(() => {
      this.busy.value = null;
      void this.aiMove();
    }, 350);
  }

  private async aiMove(): Promise<void> {
    const m = this.match.value;
    const tr = this.turn.value;
    if (tr.kind === "over" || this.isHuman(tr.who)) return;
    const me = tr.who;
    if (tr.kind === "lag") return; // The computer's lag stroke is played with the person's.
    if (tr.kind === "lag-choice") {
      await this.play({ kind: "choose", by: me, choice: { kind: "break" } });
      return;
    }
    const s = m.rules!;
    // The search runs in a worker; the match may have moved on (a resignation) by its answer.
    this.busy.value = "thinking";
    const { move, error } = await this.thinker.decide(
      { table: m.table, balls: m.balls, me, state: s },
      this.config.level,
    );
    this.busy.value = null;
    if (this.disposed || this.match.value !== m) return;
    // The computer must never stall the match: on an error it falls back to plain play below.
    if (error) console.warn(`computer player failed: ${error}`);
    if (tr.kind === "choose" && (!move || move.kind === "choose")) {
      const chosen =
        move?.kind === "choose" && tr.hint.options.includes(move.choice.kind) ? move.choice : null;
      // A choice the referee does not offer here would stall the match: take the default instead.
      const first = chosen ?? { kind: fallbackOption(tr.hint.options) };
      if (await this.play({ kind: "choose", by: me, choice: first })) return;
      // Refused by the game (a spot-own its positions do not allow, say): the plain option instead.
      console.warn(`computer's choice refused: ${this.error.value}`);
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
      const strike = perturbStrike(move.strike, LEVEL_PROFILES[this.config.level].noise, this.hand);
      const played = await this.play({
        kind: "strike",
        by: me,
        strike,
        ...(place ? { cueBall: place } : {}),
        ...(call ? { call } : {}),
      });
      if (played) return;
    }
    // No move, or the game refused it: a plain shot at the first legal ball from an allowed
    // placement, with a defence or the first legal call, so play goes on.
    const target = hint?.legalFirstContact.map((b) => at(m.balls, b)).find((p) => p !== null) ?? null;
    const from = place ?? at(m.balls, 0);
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

function turnOf(
  m: Match,
  strokes: [LagStroke | null, LagStroke | null],
  opponent: "human" | "computer",
): Turn {
  if (m.phase.kind === "lag") return { kind: "lag", who: lagWho(strokes, opponent) };
  if (m.phase.kind === "lag-choice") return { kind: "lag-choice", who: m.phase.winner };
  const s = m.rules!;
  if (s.matchOver) return { kind: "over" };
  const hints = legalActions(s);
  if (hints.some((h) => h.kind === "lag")) return { kind: "lag", who: lagWho(strokes, opponent) };
  const actor = nextActor(s);
  const choose = hints.find((h): h is ChooseHint => h.kind === "choose" && h.by === actor);
  const shot = hints.find((h): h is ShotHint => h.kind === "shot" && h.by === actor) ?? null;
  if (choose) return { kind: "choose", who: actor, hint: choose, shot };
  if (shot) return { kind: "shot", who: actor, hint: shot };
  return { kind: "over" };
}

function lagWho(strokes: [LagStroke | null, LagStroke | null], opponent: "human" | "computer"): PlayerIndex {
  if (opponent === "computer") return 0;
  return strokes[0] ? 1 : 0;
}

/** Words for the call still missing, or null when the shot may be struck. */
function missingCall(tr: Turn, c: CallDraft): string | null {
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  if (!hint) return null;
  switch (hint.call) {
    case "none":
      return null;
    case "group":
      return c.group ? null : t("needGroup");
    case "pocket-8":
      return c.pocket ? null : t("needPocket8");
    case "ball-or-defense":
      if (c.defense) return null;
      if (c.ball && !c.pocket) return t("needPocketFor", { ball: c.ball });
      return c.ball && c.pocket ? null : t("needBall");
  }
}

function at(balls: readonly BallState[], id: BallId): Vec2 | null {
  const b = balls.find((x) => x.id === id && x.motion !== "pocketed" && x.motion !== "off");
  return b ? [b.r[0], b.r[1]] : null;
}

function centreOfObjects(balls: readonly BallState[]): Vec2 | null {
  const on = balls.filter((b) => b.id !== 0 && b.motion !== "pocketed" && b.motion !== "off");
  if (on.length === 0) return null;
  return [on.reduce((s, b) => s + b.r[0], 0) / on.length, on.reduce((s, b) => s + b.r[1], 0) / on.length];
}

function lagPoses(m: Match): BallPose[] {
  const R = BALL_RADIUS;
  return ([0, 1] as const).map((p) => {
    const [x, y] = lagStart(m.table, p, R);
    return { id: p, r: [x, y, R], w: [0, 0, 0], visible: true };
  });
}

const wrap180 = (d: number): number => ((((d + 180) % 360) + 360) % 360) - 180;
