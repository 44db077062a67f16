/** A Bola 8 player's choice among the options offered (B8-BREAK-OPTIONS, B8-SANCTION…, B8-LAG). */
import {
  describeValue,
  err,
  isObjectBallId,
  type ObjectBallId,
  ok,
  other,
  type PlayerIndex,
  type Result,
} from "../../core/index.ts";
import type { Choice, RuleError } from "../actions.ts";
import type { RuleId } from "../catalogue/ids.ts";
import { makeRuling } from "../ruling.ts";
import { type MatchState, type Offer, rackState } from "../state.ts";
import { EIGHT, groupOnTable } from "./groups.ts";
import { canSpotOwn, isPrimary, pendingFrom } from "./offers.ts";
import type { Judged } from "./shot.ts";

export function chooseBola8(s: MatchState, by: PlayerIndex, choice: Choice): Result<Judged, RuleError> {
  const pending = s.pending;
  if (!pending) return err({ code: "option-not-offered", message: "no option is on offer now" });
  if (pending.for !== by)
    return err({
      code: "not-your-turn",
      message: `the options are offered to player ${pending.for}, not ${by}`,
    });
  const offered = pending.offers.find((o) => o.option === choice.kind);
  if (!offered)
    return err({
      code: "option-not-offered",
      message: `"${choice.kind}" is not offered; the options are ${pending.offers.map((o) => o.option).join(", ")}`,
    });
  // A primary choice ends the primary choice; an extra goes alone. What is left stays on offer.
  const remaining = pending.offers.filter(
    (o) => o !== offered && !(isPrimary(choice.kind) && isPrimary(o.option)),
  );
  const notes = [offered.rule];
  const done = (state: MatchState, spotted: ObjectBallId[] = []): Result<Judged, RuleError> =>
    ok({ state, ruling: makeRuling(state, { action: "choose", spotted, notes }) });
  const withExtras = (state: MatchState, more: Offer[] = []): MatchState => ({
    ...state,
    pending: pendingFrom(by, [...remaining, ...more], pending.equalizeUpTo),
  });

  switch (choice.kind) {
    case "accept":
      return done(withExtras({ ...s, ballInHand: false }));
    case "ball-in-hand": {
      notes.push("G-BIH");
      const spotOwn = canSpotOwn(s, by) && !remaining.some((o) => o.option === "spot-own");
      return done(
        withExtras({ ...s, ballInHand: true }, spotOwn ? [{ option: "spot-own", rule: "B8-SPOT-OWN" }] : []),
      );
    }
    case "ball-in-hand-spot-8":
      // After a scratch the cue ball is in hand already (cited on the shot); here the 8 is spotted.
      if (!s.ballInHand) notes.push("G-BIH");
      return done(withExtras({ ...s, ballInHand: true }), [EIGHT]);
    case "rebreak": {
      // B8-BREAK-OPTIONS: the opponent breaks a new rack themselves; the rack number stays.
      const fresh = rackState(s, s.rack, by);
      return done({ ...fresh, consecutiveFouls: s.consecutiveFouls, matchScore: s.matchScore });
    }
    case "break":
    case "hand-over-break": {
      const breaker = choice.kind === "break" ? by : other(by);
      return done({ ...s, breaker, turn: breaker, ballInHand: true, pending: null });
    }
    case "equalize":
      return equalize(s, by, choice.balls, pending.equalizeUpTo ?? 0, withExtras, notes);
    case "spot-own": {
      const ball = "ball" in choice ? choice.ball : undefined;
      if (ball !== undefined) {
        const own = s.groups ? groupOnTable(s, s.groups[by]) : [];
        if (!isObjectBallId(ball) || !own.includes(ball))
          return err({
            code: "ball-not-on-table",
            message: `ball ${describeValue(ball)} is not one of player ${by}'s balls on the table`,
          });
        return done(withExtras({ ...s, ballInHand: true }), [ball]);
      }
      // Scripts carry no positions: the referee takes the player's word on which ball.
      return done(withExtras({ ...s, ballInHand: true }));
    }
    case "decline":
      return done({ ...s, pending: null });
  }
}

function equalize(
  s: MatchState,
  by: PlayerIndex,
  balls: readonly ObjectBallId[],
  upTo: number,
  withExtras: (st: MatchState) => MatchState,
  notes: RuleId[],
): Result<Judged, RuleError> {
  const own = s.groups ? groupOnTable(s, s.groups[by]) : [];
  if (balls.length === 0) return err({ code: "invalid-call", message: "equalize names no ball" });
  if (new Set(balls).size !== balls.length)
    return err({ code: "invalid-call", message: "equalize names a ball twice" });
  if (balls.length > upTo)
    return err({
      code: "invalid-call",
      message: `equalize may remove up to ${upTo} ball(s), not ${balls.length}`,
    });
  for (const b of balls)
    if (!own.includes(b))
      return err({
        code: "ball-not-on-table",
        message: `ball ${b} is not one of player ${by}'s balls on the table`,
      });
  const state = withExtras({
    ...s,
    onTable: s.onTable.filter((b) => !balls.includes(b)),
    pocketed: [...s.pocketed, ...balls],
  });
  return ok({ state, ruling: makeRuling(state, { action: "choose", notes }) });
}
