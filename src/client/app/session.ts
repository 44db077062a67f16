/**
 * One match on the game screen: what the people at the screen set up (aim, cue-ball placement,
 * the call), the referee's words for each step, and the playback of each shot on the table view.
 * The match itself comes from a MatchSource (match-source.ts): at this screen (the computer or
 * two people) or online. Every rule question goes to the game and rules modules.
 */
import { batch, computed, effect, signal, untracked } from "@preact/signals";
import type { AiLevel } from "../../ai/index.ts";
import type {
  BallId,
  ByPlayer,
  GameId,
  ObjectBallId,
  PlayerIndex,
  PocketId,
  Vec2,
} from "../../core/index.ts";
import type { GameAction, Match, StepLog } from "../../game/index.ts";
import {
  BREAK_POWER,
  BREAK_TIP_Y,
  defaultCueBallSpot,
  hasBallInHand,
  lagStart,
  nearestAllowed,
  placementRegion,
  powerForSpeed,
  speedForPower,
  spotOwnBall,
  startMatch,
} from "../../game/index.ts";
import { announceCall, type Line } from "../../narration/index.ts";
import type { BallState, Strike } from "../../physics/index.ts";
import type { Bola8Call, Choice, Group, MatchState, OptionName, PinaCall } from "../../rules/index.ts";
import { type MessageKey, t } from "../i18n/index.ts";
import type { AimState, BallPose, Interaction, LagMark, TableView } from "../view/index.ts";
import { atRate, BALL_RADIUS, kitchenArea, posesWithCueAt, toPlayback, toPoses } from "./adapters.ts";
import { autoReplayOn, type ClosePot, type ClosePotReason, closePot } from "./close-pot.ts";
import {
  ballAt as at,
  type ChooseHint,
  type Intent,
  LocalMatchSource,
  type MatchSource,
  type PlayedStep,
  type Refusal,
  type Seat,
  type ShotHint,
  type Turn,
} from "./match-source.ts";
import { actorName, partnerOf } from "./partners.ts";
import { sayRefusal } from "./refusal-words.ts";
import { stepLines } from "./step-lines.ts";

export type { Seat, Turn } from "./match-source.ts";

export interface MatchConfig {
  readonly game: GameId;
  readonly names: readonly [string, string];
  readonly opponent: "human" | "computer";
  readonly level: AiLevel;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly seed: string;
  /** Hints on request (the hint button); off in rated online matches. Absent: on. */
  readonly hints?: boolean;
  /** Seconds per shot for the person at the screen; 0 = no clock (the default). */
  readonly shotClock?: number;
  /** How much of the aim guide is drawn (a setting; by default it follows the computer's level). */
  readonly aimGuide?: AimGuide;
  /**
   * G-TEAM: a match of sides. `names` are then the sides' names; `partners` each side's players
   * in shooting order, and `seats` who plays each of them (a person here, or the computer).
   */
  readonly sides?: {
    readonly partners: ByPlayer<readonly string[]>;
    readonly seats: ByPlayer<readonly Seat[]>;
  };
}

export const AIM_GUIDES = ["full", "short", "off"] as const;
export type AimGuide = (typeof AIM_GUIDES)[number];

/** The guide by level: a full one while learning, none against the strongest computer. */
export function defaultAimGuide(level: AiLevel, opponent: "human" | "computer"): AimGuide {
  if (opponent === "human") return "full";
  return level === "strong" ? "off" : level === "medium" ? "short" : "full";
}

export interface CallDraft {
  readonly group?: Group;
  readonly pocket?: PocketId;
  readonly ball?: ObjectBallId;
  readonly defense?: boolean;
}

export interface LogEntry {
  readonly n: number;
  readonly who: string;
  /** The narration's lines (src/narration), rendered in the current language by the screen. */
  readonly lines: readonly Line[];
}

/** The last lag, explained: each ball's distance to the head cushion, shown until the break. */
export interface LagReport {
  readonly distances: ByPlayer<number | null>;
  readonly marks: readonly LagMark[];
}

// The power scale and the break preset live in src/game (break-preset.ts); said here too for the
// app's other files, which import them with the session.
export { BREAK_POWER, BREAK_TIP_Y, powerForSpeed, speedForPower };

export const MAX_LAG_ANGLE = 20;
const LAG_POWER = 0.33;

export class Session {
  readonly config: MatchConfig;
  readonly source: MatchSource;
  readonly match;
  readonly turn;
  /** A shot is rolling on the table (ours, the computer's, a replay). */
  readonly playing = signal(false);
  /**
   * Practice (issue 27): the balls are being arranged by hand; `onArrange` hears each drop (the
   * practice page checks the place and opens the new position). Null outside practice.
   */
  readonly arranging = signal(false);
  onArrange: ((id: BallId, at: Vec2) => void) | null = null;
  readonly busy;
  readonly aim = signal<AimState>({ direction: 0, power: 0.45, tipX: 0, tipY: 0, elevation: 0 });
  readonly cueAt = signal<Vec2 | null>(null);
  readonly call = signal<CallDraft>({});
  readonly log = signal<LogEntry[]>([]);
  readonly latest = signal<readonly Line[]>([]);
  /**
   * A shot with a call still missing was warned about once (G-NOCALL): the next press plays it.
   * Any change to the call clears it, so a fresh omission is warned about again.
   */
  readonly noCallWarned = signal(false);
  /**
   * What went wrong or needs saying about the last press, as words to look up when shown (so a
   * language switch re-says it): a message key and its values.
   */
  readonly error = signal<ScreenMessage | null>(null);
  readonly equalizePick = signal<ObjectBallId[]>([]);
  readonly canReplay = signal(false);
  /** The hint's direction, drawn beside the player's own aim for comparison until the turn moves on. */
  readonly hintLine = signal<number | null>(null);
  /** A replay is playing: at what pace, and why when it came by itself (a close pot). */
  readonly replaying = signal<{ rate: number; close: ClosePotReason | null } | null>(null);
  readonly lagReport = signal<LagReport | null>(null);
  readonly showAimLine = signal(true);
  readonly missingCall;
  /** The person's power for a normal shot, kept between shots (the break and the lag have their own). */
  private playPower = 0.4;
  private view: TableView | null = null;
  private last: { start: BallPose[]; step: PlayedStep; hidden: BallId[] } | null = null;
  private readonly stopStep: () => void;
  private readonly stopTurn: () => void;

  constructor(config: MatchConfig, source?: MatchSource, resumed?: Match) {
    this.config = config;
    if (!source) {
      let m = resumed;
      if (!m) {
        const started = startMatch({
          seed: config.seed,
          game: config.game,
          players: [...config.names],
          ...(config.sides ? { sides: config.sides.partners } : {}),
          settings: config.settings,
        });
        if (!started.ok) throw new Error(started.error.message);
        m = started.value;
      }
      source = new LocalMatchSource(m, {
        opponent: config.opponent,
        level: config.level,
        seed: config.seed,
        ...(config.sides ? { seats: config.sides.seats } : {}),
      });
    }
    this.source = source;
    this.match = source.match;
    this.turn = source.turn;
    this.busy = computed<null | "playing" | "thinking">(() =>
      this.playing.value ? "playing" : source.waiting.value ? "thinking" : null,
    );
    this.missingCall = computed(() => missingCall(this.turn.value, this.call.value));
    this.stopStep = source.onStep((s) => this.showStep(s));
    // Each new turn: aim and placement set up for the next shooter, from the match as it stands.
    let lastTurn: Turn | null = null;
    this.stopTurn = effect(() => {
      const tr = this.turn.value;
      if (tr === lastTurn) return;
      lastTurn = tr;
      untracked(() => {
        this.prepareTurn();
        this.refreshView();
      });
    });
  }

  get names(): ByPlayer<string> {
    return this.source.names;
  }

  /**
   * Who acts next, by name: the side and, in a match of sides, the partner due (G-TEAM-ORDER),
   * so whose turn it is can never be mistaken. Null when the match is over.
   */
  readonly due = computed((): { side: PlayerIndex; partner: number | null; name: string } | null => {
    const tr = this.turn.value;
    if (tr.kind === "over") return null;
    const p = partnerOf(this.match.value, tr.who);
    return p
      ? { side: tr.who, partner: p.index, name: p.name }
      : { side: tr.who, partner: null, name: this.names[tr.who] };
  });

  /** How the screen names whoever acts for a side ("Carla (Ana y Carla)" with partners). */
  actorName(side: PlayerIndex): string {
    return actorName(this.match.value, side);
  }

  isHuman(p: PlayerIndex): boolean {
    return this.source.isLocal(p);
  }

  /** The human at the screen may act now. */
  readonly humanToAct = computed(() => this.source.mayAct.value !== null && !this.playing.value);

  attach(view: TableView): void {
    this.view = view;
    this.refreshView();
    this.source.start();
  }

  dispose(): void {
    this.stopStep();
    this.stopTurn();
    this.source.dispose();
  }

  // ---- what the view shows ----

  /** Balls and interaction for the state at rest. */
  refreshView(): void {
    const view = this.view;
    if (!view || view.isPlaying) return;
    const m = this.match.value;
    const tr = this.turn.value;
    const human = this.humanToAct.value;
    if (tr.kind === "lag") view.setBalls(lagPoses(m));
    else view.setBalls(posesWithCueAt(m.balls, this.inHandNow() ? this.cueAt.value : null));
    view.setLagMarks(tr.kind === "lag" ? [] : (this.lagReport.value?.marks ?? []));
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
    const due = tr.kind === "over" ? null : partnerOf(m, tr.who);
    const base = {
      ...(due ? { cueColour: due.colour } : {}),
      showAimLine: this.showAimLine.value,
      guide: this.config.aimGuide ?? defaultAimGuide(this.config.level, this.config.opponent),
      highlightBalls,
      highlightPockets,
    };
    if (this.arranging.value) return { ...base, aimFrom: null, placement: null, arrange: true };
    if (!human) return { ...base, aimFrom: null, placement: null };
    if (tr.kind === "lag") return { ...base, aimFrom: tr.who, placement: null };
    if (tr.kind === "shot" || (tr.kind === "choose" && tr.shot)) {
      const inHand = this.inHandNow();
      const hint = this.hintLine.value;
      return {
        ...base,
        aimFrom: 0,
        placement: inHand ? kitchenArea(m.table, m.balls) : null,
        ...(hint !== null ? { compareDirection: hint } : {}),
      };
    }
    return { ...base, aimFrom: null, placement: null };
  }

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

  /** The hint's line stays drawn (for comparison) while the player aims their own way. */
  showHintLine(direction: number): void {
    this.hintLine.value = direction;
    this.refreshView();
  }

  setAim(patch: Partial<AimState>): void {
    const a = { ...this.aim.value, ...patch };
    const tr = this.turn.value;
    if (tr.kind === "lag") {
      const d = wrap180(a.direction);
      a.direction = Math.max(-MAX_LAG_ANGLE, Math.min(MAX_LAG_ANGLE, d));
      a.elevation = 0;
      a.tipX = 0;
    }
    // The person's own power setting is remembered for their next normal shot.
    if (patch.power !== undefined && tr.kind !== "lag" && !(tr.kind === "shot" && tr.hint.isBreak))
      this.playPower = a.power;
    this.aim.value = a;
    this.view?.setAim(a);
  }

  /** Practice: a ball dropped where the player put it (while arranging). */
  moveBall(id: BallId, at: Vec2): void {
    if (this.arranging.value) this.onArrange?.(id, at);
  }

  placeCueBall(p: Vec2): void {
    if (!this.inHandNow()) return;
    this.cueAt.value = p;
    const who = this.source.mayAct.value;
    if (who !== null) void this.source.send({ kind: "place-cue-ball", by: who, at: p });
  }

  pickBall(id: BallId): void {
    const tr = this.turn.value;
    if (!this.humanToAct.value) return;
    const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
    // Piña: a tap on the cue ball calls a defence (or takes it back), as its button does (PC-DEFENSE).
    if (this.config.game === "pina" && id === 0 && hint?.call === "ball-or-defense") {
      this.setCall(this.call.value.defense ? {} : { defense: true });
      return;
    }
    // Otherwise the cue ball is not a call, nor somewhere to aim.
    if (id === 0) return;
    if (this.config.game === "pina" && (tr.kind === "shot" || (tr.kind === "choose" && tr.shot))) {
      this.callChanged();
      this.call.value = {
        ball: id as ObjectBallId,
        ...(this.call.value.pocket ? { pocket: this.call.value.pocket } : {}),
      };
      this.refreshView();
      return;
    }
    // Bola 8 on an open table: a tap on a solid or a stripe declares that group (B8-OPEN), and aims.
    if (this.config.game === "bola8" && hint?.call === "group" && id !== 8)
      this.setCall({ group: id < 8 ? "solids" : "stripes" });
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
    this.callChanged();
    this.call.value = { ...(c.ball ? { ball: c.ball } : {}), pocket: id };
    this.refreshView();
  }

  setCall(c: CallDraft): void {
    this.callChanged();
    this.call.value = c;
    this.refreshView();
  }

  /** The call changed: a warning about the call as it was no longer applies (nor its second press). */
  private callChanged(): void {
    this.noCallWarned.value = false;
    const e = this.error.value;
    if (e && Object.values(NO_CALL_WARNING).includes(e.key)) this.error.value = null;
  }

  // ---- actions ----

  /** The strike button, space bar, a released pull-back: a lag stroke or a shot. */
  async strike(): Promise<void> {
    if (!this.humanToAct.value) return;
    const tr = this.turn.value;
    const a = this.aim.value;
    if (tr.kind === "lag") {
      await this.send({
        kind: "lag-stroke",
        by: tr.who,
        stroke: { speed: speedForPower(a.power), angleDeg: wrap180(a.direction), tipY: a.tipY },
      });
      if (this.turn.value.kind === "lag") {
        this.setAim({ direction: 0 });
        this.refreshView();
      }
      return;
    }
    const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
    if (!hint) return;
    // G-NOCALL: a shot with a call missing is ruled, never refused (Piña: nothing it pockets
    // scores; Bola 8: B8-F2 on an open table, B8-L7 for an 8 with no pocket named). The first
    // press says what will follow; the next one plays it. The same for both games.
    if (this.missingCall.value && !this.noCallWarned.value) {
      this.noCallWarned.value = true;
      this.error.value = { key: NO_CALL_WARNING[hint.call] };
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
    await this.send({
      kind: "strike",
      by: hint.by,
      strike,
      ...(cueAt ? { cueBall: cueAt } : {}),
      ...(call ? { call } : {}),
    });
  }

  /**
   * The shot clock ran out (a setting, off by default): the shot is played as it is aimed; a
   * call still missing becomes the plainest one — a defence in Piña, the group of the first
   * legal ball on an open table, the 8 to its nearest pocket.
   */
  async timeUp(): Promise<void> {
    if (!this.humanToAct.value) return;
    const tr = this.turn.value;
    const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
    if (hint && this.missingCall.value) {
      const m = this.match.value;
      if (hint.call === "ball-or-defense") this.call.value = { defense: true };
      else if (hint.call === "group") {
        const b = hint.legalFirstContact.find((x) => x !== 8) ?? 1;
        this.call.value = { group: b < 8 ? "solids" : "stripes" };
      } else if (hint.call === "pocket-8") {
        const eight = at(m.balls, 8) ?? [0, 0];
        const near = [...m.table.pockets].sort(
          (p, q) =>
            Math.hypot(p.centre[0] - eight[0], p.centre[1] - eight[1]) -
            Math.hypot(q.centre[0] - eight[0], q.centre[1] - eight[1]),
        )[0];
        if (near) this.call.value = { pocket: near.id };
      }
    }
    // Time is up: no warning first, whatever is still uncalled (G-NOCALL).
    this.noCallWarned.value = true;
    await this.strike();
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
      await this.send({ kind: "choose", by: tr.who, choice: { kind: option } });
      return;
    }
    if (tr.kind !== "choose") return;
    const choice: Choice =
      option === "equalize" ? { kind: "equalize", balls: this.equalizePick.value } : { kind: option };
    await this.send({ kind: "choose", by: tr.who, choice });
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
    if (tr.kind === "over" || this.busy.value === "playing" || !this.match.value.rules) return;
    // Against the computer the person resigns; at one screen, the player to act does.
    const by: PlayerIndex = this.source.isLocal(1) ? tr.who : 0;
    await this.send({ kind: "resign", by });
  }

  skip(): void {
    this.view?.skip();
  }

  /** The last shot again from the broadcast angle, at its own pace or slower (`rate` ½: half speed). */
  async replayLast(rate = 1): Promise<void> {
    if (!this.last?.step.simulation || !this.view || this.busy.value) return;
    await this.replay(rate, null);
    this.refreshView();
  }

  /**
   * Plays the last shot again from the broadcast angle; a close pot's replay (automatic) stops a
   * moment after its ball drops, then the table is left as the shot left it.
   */
  private async replay(rate: number, close: ClosePot | null): Promise<void> {
    const last = this.last;
    const view = this.view;
    const sim = last?.step.simulation;
    if (!last || !sim || !view) return;
    this.playing.value = true;
    this.replaying.value = { rate, close: close?.reason ?? null };
    view.setInteraction(NO_AIM);
    view.setBalls(last.start);
    const whole = toPlayback(sim, last.hidden);
    const end = close ? Math.min(whole.duration, close.t + CLOSE_POT_TAIL_S) : whole.duration;
    const part = { ...whole, duration: end, cues: whole.cues.filter((c) => c.t <= end) };
    await view.play({ ...atRate(part, rate), camera: "broadcast" });
    if (close) view.setBalls(whole.at(whole.duration));
    this.replaying.value = null;
    this.playing.value = false;
  }

  private async send(intent: Intent): Promise<boolean> {
    const r = await this.source.send(intent);
    if (!r.ok) {
      this.error.value = { key: "errorShot", refusal: r.error };
      return false;
    }
    return true;
  }

  /** One step from the source: played back on the table, then the referee's words. */
  private async showStep(ps: PlayedStep): Promise<void> {
    batch(() => {
      this.error.value = null;
      this.noCallWarned.value = false;
      this.call.value = {};
      this.equalizePick.value = [];
      this.cueAt.value = null;
      // The computer's call is said before its shot plays, as a player would call it aloud.
      const a = ps.action;
      if (a.kind === "strike" && a.call && !this.isHuman(a.by))
        this.latest.value = [announceCall(this.config.game, this.names[a.by], a.call)];
    });
    const sim = ps.simulation;
    const isLag = ps.action.kind === "lag";
    if (!isLag && ps.action.kind === "strike") this.lagReport.value = null;
    if (sim && this.view) {
      const start = this.startPoses(ps.before, ps.action, ps.cueBall);
      const simIds = new Set(sim.final.map((b) => b.id));
      const hidden = ALL_BALLS.filter((id) => !simIds.has(id));
      this.last = { start, step: ps, hidden };
      this.canReplay.value = true;
      this.playing.value = true;
      this.view.setLagMarks([]);
      this.view.setInteraction(NO_AIM);
      this.view.setBalls(start);
      // The referee's words wait until the balls stop, as at a real table.
      const pb = toPlayback(sim, hidden);
      const a = ps.action;
      const stroke =
        a.kind === "strike"
          ? {
              ball: 0 as BallId,
              aim: {
                direction: a.strike.direction,
                power: powerForSpeed(a.strike.speed),
                tipX: a.strike.tipX,
                tipY: a.strike.tipY,
                elevation: a.strike.elevation,
              },
            }
          : undefined;
      await this.view.play(stroke ? { ...pb, stroke } : pb);
      this.playing.value = false;
    }
    if (isLag && sim) this.lagReport.value = lagReportOf(ps.step, sim.final);
    this.record(ps.step, ps.before.rules, ps.action);
    // A close pot is shown again by itself, slower, as television would (a setting).
    const close = sim && ps.action.kind === "strike" && autoReplayOn() ? closePot(sim) : null;
    if (close) await this.replay(0.5, close);
  }

  private startPoses(m: Match, action: GameAction, cueBall: Vec2 | null): BallPose[] {
    if (action.kind === "lag") return lagPoses(m);
    if (cueBall) return posesWithCueAt(m.balls, cueBall);
    return toPoses(m.balls);
  }

  /** The step's narration (the referee reads the state before it) into the ruling panel and the log. */
  private record(step: StepLog, before: MatchState | null, action: GameAction): void {
    const lines = stepLines(step, before, this.names, this.config.game, this.match.value.setup.sides);
    const who = "by" in action ? this.names[action.by] : "";
    if (lines.length === 0) return;
    this.latest.value = lines;
    this.log.value = [...this.log.value, { n: this.log.value.length + 1, who, lines }];
  }

  /** Sets the aim and cue-ball placement up for the next shooter. */
  private prepareTurn(): void {
    const m = this.match.value;
    const tr = this.turn.value;
    this.hintLine.value = null;
    if (tr.kind === "lag") {
      this.setAim({ direction: 0, power: LAG_POWER, tipX: 0, tipY: 0, elevation: 0 });
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
    const power = isBreak ? BREAK_POWER : this.playPower;
    this.aim.value = {
      direction,
      power,
      tipX: 0,
      tipY: isBreak ? BREAK_TIP_Y[this.config.game] : 0,
      elevation: 0,
    };
    this.view?.setAim(this.aim.value);
  }
}

const ALL_BALLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as BallId[];

/** A close pot's replay runs on this long after its ball drops (s of the shot). */
const CLOSE_POT_TAIL_S = 0.6;

const NO_AIM: Interaction = {
  aimFrom: null,
  placement: null,
  showAimLine: false,
  highlightBalls: [],
  highlightPockets: [],
};

/** The lag's distances (to the head cushion, the rule's measure) and where its balls stopped. */
function lagReportOf(step: StepLog, final: readonly BallState[]): LagReport | null {
  const lag = step.lag;
  if (!lag) return null;
  const d = (p: PlayerIndex): number | null => {
    const o = lag.balls[p];
    return o.pocketed || o.offTable ? null : o.distanceFromHeadCushionM;
  };
  const marks: LagMark[] = [];
  for (const p of [0, 1] as const) {
    const b = final.find((x) => x.id === p);
    if (b && b.motion !== "pocketed" && b.motion !== "off") marks.push({ player: p, at: [b.r[0], b.r[1]] });
  }
  return { distances: [d(0), d(1)], marks };
}

/** A message for the screen: looked up in the language in use when shown. */
export interface ScreenMessage {
  readonly key: MessageKey;
  readonly vars?: Readonly<Record<string, string | number>>;
  /** A move not played: said as the message's `{msg}`. */
  readonly refusal?: Refusal;
}

/** A screen message in the language in use; `{strike}` names the strike button as it reads now. */
export function sayMessage(m: ScreenMessage): string {
  return t(m.key, { strike: t("strike"), ...m.vars, ...(m.refusal ? { msg: sayRefusal(m.refusal) } : {}) });
}

/** What the first press with a call missing says will happen (G-NOCALL), by the call the shot needs. */
const NO_CALL_WARNING: Readonly<Record<ShotHint["call"], MessageKey>> = {
  "ball-or-defense": "noCallWarning",
  group: "noGroupWarning",
  "pocket-8": "no8PocketWarning",
  none: "noCallWarning",
};

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
