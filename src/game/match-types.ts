/**
 * A match as data: the setup (seed, game, settings, players) plus the list of actions. Every
 * state is derived by replaying them, so a stored match is just the setup and the actions.
 */
import type { ByPlayer, GameId, PlayerIndex, Vec2 } from "../core/index.ts";
import type { BallState, ShotResult, Strike, Table } from "../physics/index.ts";
import type {
  Action,
  Bola8Call,
  Choice,
  Group,
  LagBallOutcome,
  LagResult,
  MatchState,
  PinaCall,
  Ruling,
  ShotRecord,
  StepReport,
} from "../rules/index.ts";
import type { LagStroke } from "./lag.ts";

export interface MatchSetup {
  /** Seeds every rack's pattern and gaps (a string or number, kept as given). */
  readonly seed: string;
  readonly game: GameId;
  /** Each side's name: a player's name, or with `sides` a team's (G-TEAM). */
  readonly players: readonly [string, string];
  /** G-TEAM: a match of sides, each one to four partners in shooting order; absent for singles. */
  readonly sides?: ByPlayer<readonly string[]>;
  /** The referee's named settings (rules/settings.ts); tableSizeFt also sizes the physical table. */
  readonly settings: Readonly<Record<string, unknown>>;
}

/** What a player does. Strikes carry the cue-ball placement when they have ball in hand. */
export type GameAction =
  /** A lag: both players' strokes, simulated together (B8-LAG, PC-LAG). */
  | { readonly kind: "lag"; readonly strokes: ByPlayer<LagStroke> }
  | {
      readonly kind: "strike";
      readonly by: PlayerIndex;
      readonly strike: Strike;
      /** With ball in hand: where the cue ball is put (behind the head string, G-BIH). */
      readonly cueBall?: Vec2;
      readonly call?: Bola8Call | PinaCall;
      /** G-TEAM-ORDER: the partner who strikes, by index within side `by`; only the one due may. */
      readonly player?: number;
      /**
       * What a referee at the table saw that no simulation shows (G-HUMAN fouls, B8-L10, PC-15,
       * PC-CONDUCT items), entered by hand as a scorekeeper enters it; the referee checks every
       * code. Set by the rules page's referee-mode demonstrations; online play never carries it.
       */
      readonly seen?: readonly string[];
    }
  | { readonly kind: "declare"; readonly by: PlayerIndex; readonly group: Group }
  /** A referee option, or after the first Bola 8 lag the winner's "break" / "hand-over-break". */
  | { readonly kind: "choose"; readonly by: PlayerIndex; readonly choice: Choice }
  | { readonly kind: "resign"; readonly by: PlayerIndex };

export type MatchPhase =
  /** Before the first rack: a lag decides who breaks. */
  | { readonly kind: "lag" }
  /** Bola 8, after the first lag: its winner breaks or hands the break over (B8-LAG). */
  | { readonly kind: "lag-choice"; readonly winner: PlayerIndex }
  /** The referee runs the match. */
  | { readonly kind: "play" };

/** What one action did. */
export interface StepLog {
  readonly action: GameAction;
  /** A lag's judgement, when the action was a lag. */
  readonly lag?: { readonly result: LagResult; readonly balls: ByPlayer<LagBallOutcome> };
  /** The record the referee was given for a strike. */
  readonly shot?: ShotRecord;
  /** The action given to the referee (none for a replayed lag or the first lag and its choice). */
  readonly ruleAction?: Action;
  readonly ruling?: Ruling;
  readonly report?: StepReport;
}

export interface Match {
  readonly setup: MatchSetup;
  readonly table: Table;
  readonly phase: MatchPhase;
  /** The referee's state once the first breaker is known. */
  readonly rules: MatchState | null;
  /** Who broke the first rack (the match script's `breaker`). */
  readonly firstBreaker: PlayerIndex | null;
  /** The balls on the physical table now: the cue ball and the fifteen, pocketed ones included. */
  readonly balls: readonly BallState[];
  /** How many racks have been set up; seeds the next one. */
  readonly racks: number;
  readonly actions: readonly GameAction[];
  readonly log: readonly StepLog[];
  /** The actions the referee was given, in order: the match script's steps. */
  readonly ruleSteps: readonly Action[];
}

export interface MatchAfter {
  readonly match: Match;
  readonly step: StepLog;
  /** The simulation of a strike or lag, for drawing it. */
  readonly simulation?: ShotResult;
}

export interface GameError {
  readonly code:
    | "wrong-phase"
    | "not-your-turn"
    | "placement"
    | "invalid-strike"
    | "cue-ball-missing"
    | "physics"
    | "referee"
    | "spot"
    | "spot-own"
    | "invalid-setup";
  readonly message: string;
}
