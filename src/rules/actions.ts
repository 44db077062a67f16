/**
 * What the referee is told: the vocabulary of match scripts (docs/match-script.md) as typed data.
 * The game module builds ShotRecords from physics events; the script decoder builds them from
 * JSON; a scorekeeper page from taps. The rules never see positions: geometry fouls judged
 * elsewhere (G-KITCHEN, PC-45, PC-FROZEN, PC-DEFENSE) arrive in `fouls`.
 */
import type { BallId, ObjectBallId, PlayerIndex, PocketId } from "../core/index.ts";
import type { RuleId } from "./catalogue/ids.ts";

export const GROUPS = ["solids", "stripes"] as const;
export type Group = (typeof GROUPS)[number];

export type ShotEvent =
  | { readonly kind: "hit"; readonly a: BallId; readonly b: BallId }
  | { readonly kind: "rail"; readonly ball: BallId }
  | { readonly kind: "pocket"; readonly ball: BallId; readonly pocket: PocketId }
  | { readonly kind: "off"; readonly ball: BallId };

/** Bola 8: the group declared on an open table and/or the 8's pocket. */
export interface Bola8Call {
  readonly group?: Group;
  readonly pocket?: PocketId;
}
/** Piña: a ball and its pocket, or a defence. */
export type PinaCall =
  | { readonly ball: ObjectBallId; readonly pocket: PocketId }
  | { readonly defense: true };

export interface ShotRecord {
  readonly by: PlayerIndex;
  readonly events: readonly ShotEvent[];
  readonly call?: Bola8Call | PinaCall;
  /** Rule IDs of fouls judged outside the event list (G-HUMAN codes, geometry checks). */
  readonly fouls?: readonly string[];
  /** A break miscue that did not touch the rack (PC-3a). */
  readonly miscue?: boolean;
  /** G-TEAM-ORDER: the partner (index within side `by`) who struck; absent means the one due. */
  readonly player?: number;
}

export const OPTION_NAMES = [
  "accept",
  "ball-in-hand",
  "ball-in-hand-spot-8",
  "rebreak",
  "break",
  "hand-over-break",
  "spot-own",
  "equalize",
  "decline",
] as const;
export type OptionName = (typeof OPTION_NAMES)[number];

export type Choice =
  | {
      readonly kind: Exclude<OptionName, "equalize">;
      /** With "spot-own": the ball spotted, when known (a script may leave it to the player's word). */
      readonly ball?: ObjectBallId;
    }
  | { readonly kind: "equalize"; readonly balls: readonly ObjectBallId[] };

export type Action =
  | { readonly kind: "shot"; readonly shot: ShotRecord }
  | { readonly kind: "declare"; readonly by: PlayerIndex; readonly group: Group }
  | { readonly kind: "choose"; readonly by: PlayerIndex; readonly choice: Choice }
  | { readonly kind: "lag"; readonly winner: PlayerIndex }
  | { readonly kind: "resign"; readonly by: PlayerIndex };

/** One output line of `mingo referee`, without its step number (MATCH-SCRIPT.md, Output). */
export interface StepReport {
  readonly rack: number;
  readonly turn: PlayerIndex;
  readonly fouls: readonly RuleId[];
  readonly loss: RuleId | null;
  readonly winner: PlayerIndex | "tie" | null;
  /** bola8 only */
  readonly open?: boolean;
  readonly groups?: readonly [Group, Group] | null;
  /** pina only */
  readonly score?: readonly [number, number] | null;
  readonly ballOn?: ObjectBallId | null;
  readonly onTable: readonly ObjectBallId[];
  readonly spotted: readonly ObjectBallId[];
  readonly ballInHand: boolean;
  readonly options: readonly OptionName[];
  readonly optionsFor: PlayerIndex | null;
  readonly equalizeUpTo?: number;
  readonly consecutiveFouls: readonly [number, number];
  readonly turnsOwed: number;
  readonly matchScore: readonly [number, number];
  readonly matchOver: boolean;
  /** Only in a match of sides (G-TEAM): [side, player] who strikes next; null once the match is over. */
  readonly shooter?: readonly [PlayerIndex, number] | null;
}

/** Why an action was refused: a stable code and a sentence naming the problem. */
export interface RuleError {
  readonly code:
    | "not-your-turn"
    | "option-not-offered"
    | "decision-pending"
    | "ball-not-on-table"
    | "invalid-call"
    | "invalid-shot"
    | "unknown-setting"
    | "invalid-setting"
    | "unknown-rule"
    | "match-over"
    | "lag-not-expected"
    | "lag-expected";
  readonly message: string;
}
