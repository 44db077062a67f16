/**
 * A headless match as data: the configuration, the moves each player made (executed strikes,
 * placements, calls, choices, lag strokes) and the referee's steps. Saved as JSON; replaying
 * the moves with the same seed gives the same steps.
 */

import type { AiCall } from "../../ai/index.ts";
import type { GameId, PlayerIndex, Vec2 } from "../../core/index.ts";
import type { LagStroke } from "../../game/lag.ts";
import type { Strike, TableSize } from "../../physics/types.ts";
import type { Action, Choice, StepReport } from "../../rules/index.ts";

export type PlayerSpec =
  | { readonly kind: "ai"; readonly level: import("../../ai/index.ts").AiLevel }
  | { readonly kind: "human" };

export interface MatchConfig {
  readonly game: GameId;
  readonly players: readonly [PlayerSpec, PlayerSpec];
  readonly settings: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly table: TableSize;
  /** Steps after which a match is called stuck. */
  readonly maxSteps: number;
  /** Stop (as completed) once this many racks/games are decided: short matches for tests. */
  readonly stopAfterRacks?: number;
}

export type Move =
  | {
      readonly kind: "shot";
      readonly by: PlayerIndex;
      readonly strike: Strike;
      readonly call?: AiCall;
      readonly place?: Vec2;
      /** What the AI meant ("direct 5 → foot-left", "safety on 3"), for reading saved matches. */
      readonly intent?: string;
    }
  | { readonly kind: "choose"; readonly by: PlayerIndex; readonly choice: Choice }
  | { readonly kind: "lag"; readonly strokes: readonly [LagStroke, LagStroke] };

export interface MatchRecord {
  readonly format: "mingo-play-1";
  readonly config: MatchConfig;
  readonly moves: readonly Move[];
  /** The referee's actions, in MATCH-SCRIPT vocabulary as typed data. */
  readonly actions: readonly Action[];
  readonly reports: readonly StepReport[];
}

export interface MatchOutcome {
  readonly record: MatchRecord;
  readonly completed: boolean;
  /** Why the match stopped early, when it did. */
  readonly problem: string | null;
  readonly winner: PlayerIndex | "tie" | null;
  readonly racks: number;
  readonly fouls: Readonly<Record<string, number>>;
  /** Shots per rack, per finished rack. */
  readonly shotsPerRack: readonly number[];
  /** Balls pocketed per visit (turn at the table), per player. */
  readonly ballsPerVisit: readonly [readonly number[], readonly number[]];
  /** Decision times of the AI, ms, per player. */
  readonly decisionMs: readonly [readonly number[], readonly number[]];
  /** Placements the runner had to correct (should be 0). */
  readonly illegalPlacements: number;
  /** Moves the referee refused (should be 0). */
  readonly refused: number;
  /** Strokes replayed a fraction of a degree off because the physics hit its event limit. */
  readonly physicsRetries: number;
}
