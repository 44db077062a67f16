/**
 * What a match waits for next, for the table view, the server and the computer player: a lag,
 * the lag winner's choice, or what the referee allows, with the ball-in-hand region when the
 * shooter places the cue ball.
 */
import type { PlayerIndex } from "../core/index.ts";
import { type ActionKindHint, legalActions, memberDue } from "../rules/index.ts";
import { hasBallInHand } from "./match.ts";
import type { Match } from "./match-types.ts";
import { type PlacementRegion, placementRegion } from "./placement.ts";

export type NextUp =
  | { readonly kind: "lag" }
  | { readonly kind: "lag-choice"; readonly by: PlayerIndex }
  | {
      readonly kind: "play";
      readonly hints: readonly ActionKindHint[];
      /** The region for the cue ball when the shooter has ball in hand, else null. */
      readonly placement: PlacementRegion | null;
    }
  | { readonly kind: "over" };

export function nextUp(m: Match): NextUp {
  if (m.phase.kind === "lag") return { kind: "lag" };
  if (m.phase.kind === "lag-choice") return { kind: "lag-choice", by: m.phase.winner };
  const s = m.rules!;
  if (s.matchOver) return { kind: "over" };
  const hints = legalActions(s);
  if (hints.length === 1 && hints[0]!.kind === "lag") return { kind: "lag" };
  const placement = hasBallInHand(s) ? placementRegion(m.table, m.balls, "kitchen") : null;
  return { kind: "play", hints, placement };
}

/**
 * G-TEAM-ORDER: the partner of `side` who acts next (strikes, lags, decides); 0 in singles and
 * before the first rack, whose opener is each side's first player.
 */
export function partnerDue(m: Match, side: PlayerIndex): number {
  return m.rules ? (memberDue(m.rules, side)?.[1] ?? 0) : 0;
}
