/**
 * A headless match: its configuration, the moves players make (executed strikes, placements,
 * calls, choices, lag strokes) and what came of it. The match itself is the game module's
 * (setup + actions); its saved file is the game's saved-match format.
 */

import type { AiCall } from "../../ai/index.ts";
import type { GameId, PlayerIndex, Vec2 } from "../../core/index.ts";
import type { GameAction, LagStroke } from "../../game/index.ts";
import type { Strike, TableSize } from "../../physics/index.ts";
import type { Choice, StepReport } from "../../rules/index.ts";

export type PlayerSpec =
  | { readonly kind: "ai"; readonly level: import("../../ai/index.ts").AiLevel }
  | { readonly kind: "human" };

/** A side: one player, or (G-TEAM) a list of one to four partners in shooting order. */
export type SideSpec = PlayerSpec | readonly PlayerSpec[];

/** The partners of a side (a single player is a side of one). */
export const partnersOf = (side: SideSpec): readonly PlayerSpec[] => ("kind" in side ? [side] : side);
/** A match of sides: either side given as a list (`--players a+b,c`). */
export const isTeamMatch = (players: readonly [SideSpec, SideSpec]): boolean =>
  players.some((s) => !("kind" in s));

export interface MatchConfig {
  readonly game: GameId;
  readonly players: readonly [SideSpec, SideSpec];
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

export interface MatchOutcome {
  readonly config: MatchConfig;
  /** The game module's saved-match file (toSavedMatch), null if the match never started. */
  readonly saved: Record<string, unknown> | null;
  readonly actions: readonly GameAction[];
  /** The referee's report after each step that reached it. */
  readonly reports: readonly StepReport[];
  /** What the AI meant with each action (null for lags and choices). */
  readonly intents: readonly (string | null)[];
  readonly completed: boolean;
  /** Why the match stopped early, when it did. */
  readonly problem: string | null;
  readonly winner: PlayerIndex | "tie" | null;
  readonly racks: number;
  readonly fouls: Readonly<Record<string, number>>;
  /** Every break: who broke, its fouls (none = a legal break), balls that dropped (spotted ones too), balls driven to a cushion. */
  readonly breaks: readonly {
    readonly by: PlayerIndex;
    readonly fouls: readonly string[];
    readonly pocketed: number;
    readonly toCushion: number;
  }[];
  /** Who won each decided rack (Piña: each game), in order. */
  readonly rackWinners: readonly (PlayerIndex | "tie")[];
  /** Who broke each of those racks (the last break, after a re-break), null if none was seen. */
  readonly rackBreakers: readonly (PlayerIndex | null)[];
  /** Racks won by the breaker without the opponent striking (and no foul). */
  readonly breakAndRuns: number;
  /** Shots per rack, per finished rack. */
  readonly shotsPerRack: readonly number[];
  /** Balls pocketed per visit (turn at the table), per player. */
  readonly ballsPerVisit: readonly [readonly number[], readonly number[]];
  /**
   * Per finished rack (Piña: game), the balls of each visit in the order played, both players
   * together, the break's visit first: where the visits go (an opening duel of safeties, runs).
   */
  readonly visitsByRack: readonly (readonly number[])[];
  /** Decision times of the AI, ms, per player. */
  readonly decisionMs: readonly [readonly number[], readonly number[]];
  /**
   * The same decisions' CPU time, ms (the process's user + system time: one thread, so one
   * core's worth, whatever else the machine is running).
   */
  readonly decisionCpuMs: readonly [readonly number[], readonly number[]];
  /** Placements the game refused (should be 0; a refusal also stops the match). */
  readonly illegalPlacements: number;
  /** Moves the referee refused (should be 0). */
  readonly refused: number;
  /** Strokes replayed a fraction of a degree off because the physics hit its event limit. */
  readonly physicsRetries: number;
}
