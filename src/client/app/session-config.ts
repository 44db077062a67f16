/**
 * The shapes a match on the game screen is set up and described with: its configuration (who
 * plays what, how), the call being drafted, the log's entries and the last lag's report.
 */
import type { AiLevel } from "../../ai/index.ts";
import type { ByPlayer, GameId, ObjectBallId, PocketId } from "../../core/index.ts";
import type { Line } from "../../narration/index.ts";
import type { Group } from "../../rules/index.ts";
import type { LagMark } from "../view/index.ts";
import type { Seat } from "./match-source.ts";

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
