/**
 * One match on the game screen: what the people at the screen set up (aim, cue-ball placement,
 * the call), the referee's words for each step, and the playback of each shot on the table view.
 * The match itself comes from a MatchSource (match-source.ts): at this screen (the computer or
 * two people) or online. Every rule question goes to the game and rules modules.
 *
 * The state lives in SessionState (session-state.ts); each job has its file of plain functions
 * over it — the view (session-view.ts), the aim (session-aim.ts), the call (session-call.ts), the
 * person's actions (session-actions.ts), the playback (session-playback.ts). The Session is the
 * one object the screen holds, and names each verb.
 */
import { effect, untracked } from "@preact/signals";
import type { BallId, ObjectBallId, PocketId, Vec2 } from "../../core/index.ts";
import type { Match } from "../../game/index.ts";
import { powerForSpeed, speedForPower, startMatch } from "../../game/index.ts";
import type { OptionName } from "../../rules/index.ts";
import type { AimState, TableView } from "../view/index.ts";
import { type ChooseHint, LocalMatchSource, type MatchSource, type Turn } from "./match-source.ts";
import { choose, resign, shownOptions, strike, timeUp, toggleEqualize } from "./session-actions.ts";
import { prepareTurn, setAim } from "./session-aim.ts";
import { pickBall, pickPocket, setCall } from "./session-call.ts";
import type { CallDraft, MatchConfig } from "./session-config.ts";
import { replayLast, showStep } from "./session-playback.ts";
import { SessionState } from "./session-state.ts";
import { refreshView } from "./session-view.ts";

export type { Seat, Turn } from "./match-source.ts";
export { type ScreenMessage, sayMessage } from "./screen-message.ts";
export { MAX_LAG_ANGLE } from "./session-aim.ts";
export {
  AIM_GUIDES,
  type AimGuide,
  type CallDraft,
  defaultAimGuide,
  type LagReport,
  type LogEntry,
  type MatchConfig,
} from "./session-config.ts";

// The power scale lives in src/game (break-preset.ts); said here too for the app's other files,
// which import it with the session.
export { powerForSpeed, speedForPower };

/** A match at this screen (the computer or two people): started afresh, or resumed. */
function localSource(config: MatchConfig, resumed?: Match): MatchSource {
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
  return new LocalMatchSource(m, {
    opponent: config.opponent,
    level: config.level,
    seed: config.seed,
    ...(config.sides ? { seats: config.sides.seats } : {}),
  });
}

export class Session extends SessionState {
  private readonly stopStep: () => void;
  private readonly stopTurn: () => void;

  constructor(config: MatchConfig, source?: MatchSource, resumed?: Match) {
    super(config, source ?? localSource(config, resumed));
    this.stopStep = this.source.onStep((s) => showStep(this, s));
    // Each new turn: aim and placement set up for the next shooter, from the match as it stands.
    let lastTurn: Turn | null = null;
    this.stopTurn = effect(() => {
      const tr = this.turn.value;
      if (tr === lastTurn) return;
      lastTurn = tr;
      untracked(() => {
        prepareTurn(this);
        refreshView(this);
      });
    });
  }

  attach(view: TableView): void {
    this.view = view;
    refreshView(this);
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
    refreshView(this);
  }

  // ---- input from the view and the controls ----

  /** The hint's line stays drawn (for comparison) while the player aims their own way. */
  showHintLine(direction: number): void {
    this.hintLine.value = direction;
    refreshView(this);
  }

  setAim(patch: Partial<AimState>): void {
    setAim(this, patch);
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
    pickBall(this, id);
  }

  pickPocket(id: PocketId): void {
    pickPocket(this, id);
  }

  setCall(c: CallDraft): void {
    setCall(this, c);
  }

  // ---- actions ----

  /** The strike button, space bar, a released pull-back: a lag stroke or a shot. */
  strike(): Promise<void> {
    return strike(this);
  }

  /** The shot clock ran out: the shot is played as it is aimed (session-actions.ts). */
  timeUp(): Promise<void> {
    return timeUp(this);
  }

  choose(option: OptionName): Promise<void> {
    return choose(this, option);
  }

  /** The options to show (B8-SPOT-OWN only when the balls on the table allow it). */
  shownOptions(hint: ChooseHint): readonly OptionName[] {
    return shownOptions(this, hint);
  }

  toggleEqualize(ball: ObjectBallId): void {
    toggleEqualize(this, ball);
  }

  resign(): Promise<void> {
    return resign(this);
  }

  skip(): void {
    this.view?.skip();
  }

  /** The last shot again from the broadcast angle, at its own pace or slower (`rate` ½: half speed). */
  replayLast(rate = 1): Promise<void> {
    return replayLast(this, rate);
  }
}
