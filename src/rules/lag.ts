/**
 * Judging a lag from the two lag balls' outcomes (B8-LAG-1..4, B8-LAG-TIE; PC-LAG). The
 * ball nearest the head cushion wins; a fault loses; both faulting, or equal within 1 mm,
 * is replayed. Piña's seed names only the centre line (PC-2b); the other faults come from
 * the WPA rules by seed rule 26, and are cited as PC-LAG.
 */
import type { ByPlayer, GameId, PlayerIndex } from "../core/index.ts";
import type { RuleId } from "./catalogue/ids.ts";

export interface LagBallOutcome {
  readonly crossedCentreLine: boolean;
  readonly touchedFootCushion: boolean;
  readonly pocketed: boolean;
  readonly offTable: boolean;
  readonly distanceFromHeadCushionM: number;
}

export type LagResult =
  | {
      readonly kind: "winner";
      readonly winner: PlayerIndex;
      /** Why: a fault of the loser, or the distance rule (B8-LAG / PC-LAG). */
      readonly rule: RuleId;
      readonly faults: ByPlayer<readonly RuleId[]>;
    }
  | { readonly kind: "replay"; readonly rule: RuleId; readonly faults: ByPlayer<readonly RuleId[]> };

export const LAG_TIE_TOLERANCE_M = 0.001;

export function lagFaults(game: GameId, o: LagBallOutcome): RuleId[] {
  const ids =
    game === "bola8"
      ? (["B8-LAG-1", "B8-LAG-2", "B8-LAG-3", "B8-LAG-4"] as const)
      : (["PC-LAG", "PC-LAG", "PC-LAG", "PC-LAG"] as const);
  const out: RuleId[] = [];
  if (o.crossedCentreLine) out.push(ids[0]);
  if (!o.touchedFootCushion) out.push(ids[1]);
  if (o.pocketed) out.push(ids[2]);
  if (o.offTable) out.push(ids[3]);
  return [...new Set(out)];
}

export function judgeLag(game: GameId, balls: ByPlayer<LagBallOutcome>): LagResult {
  const faults: ByPlayer<RuleId[]> = [lagFaults(game, balls[0]), lagFaults(game, balls[1])];
  const tieRule: RuleId = game === "bola8" ? "B8-LAG-TIE" : "PC-LAG";
  const lost0 = faults[0].length > 0;
  const lost1 = faults[1].length > 0;
  if (lost0 && lost1) return { kind: "replay", rule: tieRule, faults };
  if (lost0 !== lost1) {
    const loser: PlayerIndex = lost0 ? 0 : 1;
    return { kind: "winner", winner: lost0 ? 1 : 0, rule: faults[loser][0] ?? tieRule, faults };
  }
  const d0 = balls[0].distanceFromHeadCushionM;
  const d1 = balls[1].distanceFromHeadCushionM;
  if (Math.abs(d0 - d1) <= LAG_TIE_TOLERANCE_M) return { kind: "replay", rule: tieRule, faults };
  return { kind: "winner", winner: d0 < d1 ? 0 : 1, rule: game === "bola8" ? "B8-LAG" : "PC-LAG", faults };
}
