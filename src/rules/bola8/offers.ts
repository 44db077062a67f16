/**
 * The options the Bola 8 referee offers, and how a choice changes them. "Primary" options
 * are exclusive (take one and the others go); "extras" (equalize, spot-own, spot the 8 when
 * the cue ball is already in hand) may be taken on top, or turned down with "decline".
 */
import { type ObjectBallId, other, type PlayerIndex } from "../../core/index.ts";
import type { Group, OptionName } from "../actions.ts";
import type { RuleId } from "../catalogue/ids.ts";
import type { MatchState, Offer, Pending } from "../state.ts";
import { groupOf, groupOnTable, isOnEight } from "./groups.ts";

const PRIMARY: readonly OptionName[] = [
  "accept",
  "ball-in-hand",
  "ball-in-hand-spot-8",
  "rebreak",
  "break",
  "hand-over-break",
];
export const isPrimary = (o: OptionName): boolean => PRIMARY.includes(o);

const offer = (option: OptionName, rule: RuleId): Offer => ({ option, rule });

/** Turns a list of offers into a pending decision: extras alone get a "decline"; nothing left is null. */
export function pendingFrom(
  p: PlayerIndex,
  offers: readonly Offer[],
  equalizeUpTo: number | null,
): Pending | null {
  const real = offers.filter((o) => o.option !== "decline");
  if (real.length === 0) return null;
  const anyPrimary = real.some((o) => isPrimary(o.option));
  // An explicit "decline" stays beside a primary that is really an extra (spot the 8 with the cue ball in hand).
  const list = anyPrimary ? offers : [...real, offer("decline", real[0]?.rule ?? "B8-SANCTION")];
  return {
    for: p,
    offers: list,
    equalizeUpTo: list.some((o) => o.option === "equalize") ? equalizeUpTo : null,
  };
}

/**
 * B8-SANCTION after a foul by `fouler` (state already updated with the shot's balls):
 * accept or ball in hand (the cue ball on the table), B8-SANCTION-8 when the opponent is on
 * the 8, B8-EQUALIZE when the foul pocketed balls of the fouler's group. B8-SPOT-OWN is
 * offered only after "ball-in-hand" is chosen: after a scratch MATCH-SCRIPT.md wants no
 * options when ball in hand is all the player gets.
 */
export function sanctionOffers(
  s: MatchState,
  fouler: PlayerIndex,
  cueInHand: boolean,
  foulerGroupPocketed: number,
): { offers: Offer[]; equalizeUpTo: number | null } {
  const opp = other(fouler);
  const offers: Offer[] = [];
  if (!cueInHand) offers.push(offer("accept", "B8-SANCTION"), offer("ball-in-hand", "B8-SANCTION"));
  if (isOnEight(s, opp)) {
    offers.push(offer("ball-in-hand-spot-8", "B8-SANCTION-8"));
    if (cueInHand) offers.push(offer("decline", "B8-SANCTION-8"));
  }
  const upTo = equalizeLimit(s, opp, foulerGroupPocketed);
  if (upTo > 0) offers.push(offer("equalize", "B8-EQUALIZE"));
  return { offers, equalizeUpTo: upTo > 0 ? upTo : null };
}

/** B8-EQUALIZE: how many of their own group the beneficiary may remove [interp: never the last]. */
export function equalizeLimit(s: MatchState, beneficiary: PlayerIndex, foulerGroupPocketed: number): number {
  if (!s.groups || foulerGroupPocketed <= 0) return 0;
  const own = groupOnTable(s, s.groups[beneficiary]).length;
  const keep = s.settings.equalizeMayTakeLastBall ? 0 : 1;
  return Math.max(0, Math.min(foulerGroupPocketed, own - keep));
}

/** B8-SPOT-OWN may follow ball in hand while the player still has group balls on the table. */
export function canSpotOwn(s: MatchState, p: PlayerIndex): boolean {
  return s.groups !== null && !isOnEight(s, p);
}

/** B8-BREAK-OPTIONS after an illegal break (B8-F1). */
export function breakFoulOffers(cueInHand: boolean): Offer[] {
  const rule = "B8-BREAK-OPTIONS";
  return cueInHand
    ? [offer("ball-in-hand", rule), offer("rebreak", rule)]
    : [offer("accept", rule), offer("ball-in-hand", rule), offer("rebreak", rule)];
}

/** B8-LAG: the lag winner breaks or hands the break over. */
export const lagWinnerOffers = (): Offer[] => [offer("break", "B8-LAG"), offer("hand-over-break", "B8-LAG")];

export const countGroupBalls = (balls: readonly ObjectBallId[], g: Group | null): number =>
  g === null ? 0 : balls.filter((b) => groupOf(b) === g).length;
