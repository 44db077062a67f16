/**
 * The referee's full decision for one step. Every foul, loss and option carries the rule ID
 * that caused it; the report line (report.ts) is derived from the state and this ruling.
 */
import type { ObjectBallId, PlayerIndex } from "../core/index.ts";
import type { Action } from "./actions.ts";
import type { RuleId } from "./catalogue/ids.ts";
import type { MatchState, Offer } from "./state.ts";

export interface Foul {
  readonly rule: RuleId;
  readonly by: PlayerIndex;
}

export interface Ruling {
  readonly action: Action["kind"];
  /** Every foul of this step, with its rule ID and who committed it. */
  readonly fouls: readonly Foul[];
  /** Logged conduct items (PC-CONDUCT: PC-7, PC-22, PC-23): recorded, not fouls. */
  readonly logged: readonly Foul[];
  /** The rule ID (G-RESIGN for a resignation) that lost the rack/game on this step, and who lost it. */
  readonly loss: { readonly rule: RuleId; readonly by: PlayerIndex } | null;
  /** The rack/game was decided on this step: the winner (or a Piña tie) and the deciding rule. */
  readonly result: { readonly winner: PlayerIndex | "tie"; readonly rule: RuleId } | null;
  /** Balls put back on the table in this step, in the order spotted (G-SPOT: ascending). */
  readonly spotted: readonly ObjectBallId[];
  /** Who plays next (after any pending decision). */
  readonly next: PlayerIndex;
  readonly ballInHand: boolean;
  readonly options: readonly Offer[];
  readonly optionsFor: PlayerIndex | null;
  readonly equalizeUpTo: number | null;
  /** Piña: points scored by the shooter on this step (negative for a deduction). */
  readonly points: number;
  readonly turnsOwed: number;
  /** Piña: the fouler's count announced after a foul ("una cabeza" = 1, "dos cabezas" = 2, 3). */
  readonly foulCount: number | null;
  /** The shooter keeps the table (continues their turn). */
  readonly continues: boolean;
  /** Rule IDs that shaped this ruling besides fouls and losses (e.g. B8-BOTH, PC-DIRTY, PC-REFUSED). */
  readonly notes: readonly RuleId[];
  /** Seed sub-paragraphs named in the input that are not rule IDs of their own (PC-13a, PC-13b). */
  readonly subRules: readonly string[];
  /** A new rack/game starts on the next step (a lag first when `lagNext`). */
  readonly newRackNext: boolean;
  readonly lagNext: boolean;
  readonly matchOver: boolean;
  /** Only in a match of sides (G-TEAM): [side, player] of the partner who struck this step's shot. */
  readonly striker?: readonly [PlayerIndex, number];
}

export interface RulingParts {
  readonly action: Action["kind"];
  readonly fouls?: readonly Foul[];
  readonly logged?: readonly Foul[];
  readonly loss?: Ruling["loss"];
  readonly spotted?: readonly ObjectBallId[];
  readonly points?: number;
  readonly foulCount?: number | null;
  readonly continues?: boolean;
  readonly notes?: readonly RuleId[];
  readonly subRules?: readonly string[];
}

/** A race to N racks (Bola 8), an encounter of up to three games (Piña). */
const MATCH_RULE = { bola8: "B8-MATCH", pina: "PC-MATCH" } as const satisfies Record<
  MatchState["game"],
  RuleId
>;

/** Completes a ruling from the state after the step: who is next, options, the result. */
export function makeRuling(after: MatchState, parts: RulingParts): Ruling {
  const over = after.phase.kind === "rack-over" ? after.phase : null;
  return {
    action: parts.action,
    fouls: parts.fouls ?? [],
    logged: parts.logged ?? [],
    loss: parts.loss ?? null,
    result: over ? { winner: over.winner, rule: over.decidedBy } : null,
    spotted: parts.spotted ?? [],
    next: after.turn,
    ballInHand: after.ballInHand,
    options: after.pending?.offers ?? [],
    optionsFor: after.pending?.for ?? null,
    equalizeUpTo: after.pending?.equalizeUpTo ?? null,
    points: parts.points ?? 0,
    turnsOwed: after.turnsOwed,
    foulCount: parts.foulCount ?? null,
    continues: parts.continues ?? false,
    // The step that ends the match names the rule that says when a match is won.
    notes: [
      ...new Set([...(parts.notes ?? []), ...(over && after.matchOver ? [MATCH_RULE[after.game]] : [])]),
    ],
    subRules: parts.subRules ?? [],
    newRackNext: over !== null && !after.matchOver,
    lagNext: over !== null && !after.matchOver && over.lagDue,
    matchOver: after.matchOver,
  };
}
