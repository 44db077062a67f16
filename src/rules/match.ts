/**
 * The referee's one verb: apply(state, action) -> the next state, the ruling and the report
 * line, or an error naming what is wrong. Pure: the input state is never mutated.
 */
import { describeValue, err, type GameId, ok, other, type PlayerIndex, type Result } from "../core/index.ts";
import type { Action, RuleError, ShotRecord, StepReport } from "./actions.ts";
import { chooseBola8 } from "./bola8/choose.ts";
import { lagWinnerOffers, pendingFrom } from "./bola8/offers.ts";
import { type Judged, judgeBola8Shot, readBola8Call } from "./bola8/shot.ts";
import { endRack, startNextRack } from "./flow.ts";
import { type ManualFouls, readManualFouls } from "./manual-fouls.ts";
import { judgePinaShot, readPinaCall } from "./pina/shot.ts";
import { toReport } from "./report.ts";
import { makeRuling, type Ruling } from "./ruling.ts";
import { fromSettings } from "./settings.ts";
import { readShot, type ShotFacts } from "./shot-facts.ts";
import { freshRack, type MatchState } from "./state.ts";
import { afterStroke, fromSideSizes, readStriker, teamsAtRack } from "./teams.ts";

export interface Applied {
  readonly state: MatchState;
  readonly ruling: Ruling;
  readonly report: StepReport;
}

const isPlayer = (p: unknown): p is PlayerIndex => p === 0 || p === 1;

/**
 * A new match. `sideSizes` makes it a match of sides (G-TEAM): how many players each side has,
 * one to four; without it the match is two single players and reports no `shooter`.
 */
export function newMatch(
  game: GameId,
  settings: Readonly<Record<string, unknown>>,
  breaker: PlayerIndex,
  sideSizes?: readonly number[],
): Result<MatchState, RuleError> {
  if (game !== "bola8" && game !== "pina")
    return err({ code: "invalid-setting", message: `unknown game ${JSON.stringify(game)}` });
  if (!isPlayer(breaker))
    return err({ code: "invalid-setting", message: `breaker must be 0 or 1, not ${breaker}` });
  const s = fromSettings(game, settings);
  if (!s.ok) return s;
  const sizes = sideSizes === undefined ? null : fromSideSizes(sideSizes);
  if (sizes && !sizes.ok) return sizes;
  return ok({
    game,
    settings: s.value,
    matchScore: [0, 0],
    matchOver: false,
    gameResults: [],
    ...freshRack(1, breaker),
    ...(sizes ? { teams: teamsAtRack(sizes.value, 1) } : {}),
  });
}

/** The state as an output line, with no step's fouls or spotted balls. */
export const currentReport = (state: MatchState): StepReport => toReport(state, null);

export function apply(state: MatchState, action: Action): Result<Applied, RuleError> {
  const judged = judge(state, action);
  if (!judged.ok) return judged;
  return ok({ ...judged.value, report: toReport(judged.value.state, judged.value.ruling) });
}

function judge(s: MatchState, action: Action): Result<Judged, RuleError> {
  if (s.matchOver) return err({ code: "match-over", message: "the match is over" });
  const shape = checkShape(action);
  if (shape) return err(shape);
  const by = action.kind === "lag" ? action.winner : action.kind === "shot" ? action.shot.by : action.by;
  if (!isPlayer(by))
    return err({ code: "invalid-shot", message: `player must be 0 or 1, not ${describeValue(by)}` });
  if (s.phase.kind === "rack-over") {
    if (s.phase.lagDue) {
      if (action.kind !== "lag")
        return err({
          code: "lag-expected",
          message: `a lag decides who breaks rack ${s.rack + 1}; ${action.kind} is not allowed yet`,
        });
      return ok(lag(s, action.winner));
    }
    if (action.kind === "lag")
      return err({
        code: "lag-not-expected",
        message: "no lag is due: the break goes by the nextBreak setting",
      });
    return judge(startNextRack(s, s.turn), action);
  }
  switch (action.kind) {
    case "lag":
      return err({ code: "lag-not-expected", message: "no lag is due now" });
    case "resign":
      return ok(resign(s, action.by));
    case "choose":
      if (s.game !== "bola8") return err({ code: "option-not-offered", message: "Piña offers no options" });
      return chooseBola8(s, action.by, action.choice);
    case "declare":
      return declare(s, action.by, action.group);
    case "shot":
      return shootInOrder(s, action.shot);
    default:
      // Unchecked input (a hand-built action) gets an error, never a crash.
      return err({
        code: "invalid-shot",
        message: `unknown action ${JSON.stringify((action as { kind?: unknown }).kind)}`,
      });
  }
}

function lag(s: MatchState, winner: PlayerIndex): Judged {
  const fresh = startNextRack(s, winner);
  const rule = s.game === "bola8" ? "B8-LAG" : "PC-LAG";
  const state: MatchState =
    s.game === "bola8" ? { ...fresh, pending: pendingFrom(winner, lagWinnerOffers(), null) } : fresh;
  return { state, ruling: makeRuling(state, { action: "lag", notes: [rule] }) };
}

function resign(s: MatchState, by: PlayerIndex): Judged {
  const state = endRack(s, other(by), "G-RESIGN", "G-RESIGN");
  return { state, ruling: makeRuling(state, { action: "resign", loss: { rule: "G-RESIGN", by } }) };
}

/** A shot or declaration while an option is pending: "accept" (or "decline") where offered. */
function takeDefault(s: MatchState, by: PlayerIndex, what: string): Result<MatchState, RuleError> {
  if (by !== s.turn) return err({ code: "not-your-turn", message: `player ${s.turn} is on turn, not ${by}` });
  if (!s.pending) return ok(s);
  const options = s.pending.offers.map((o) => o.option);
  if (options.includes("accept")) return ok({ ...s, pending: null, ballInHand: false });
  if (options.includes("decline")) return ok({ ...s, pending: null });
  return err({
    code: "decision-pending",
    message: `player ${s.pending.for} must choose (${options.join(", ")}) before the ${what}`,
  });
}

function declare(s: MatchState, by: PlayerIndex, group: string): Result<Judged, RuleError> {
  if (s.game !== "bola8") return err({ code: "invalid-call", message: "Piña has no groups to declare" });
  const t = takeDefault(s, by, "declaration");
  if (!t.ok) return t;
  if (s.phase.kind === "break")
    return err({ code: "invalid-call", message: "no group is declared for the break" });
  if (s.groups)
    return err({ code: "invalid-call", message: "the groups are assigned: the table is not open" });
  if (group !== "solids" && group !== "stripes")
    return err({ code: "invalid-call", message: `${JSON.stringify(group)} is not a group` });
  const state: MatchState = { ...t.value, declared: group };
  return ok({ state, ruling: makeRuling(state, { action: "declare", notes: ["B8-OPEN"] }) });
}

/**
 * G-TEAM-ORDER around a shot: the partner who struck is checked against the side, a stroke by
 * a partner not due is a foul by the side, and the order moves on after the ruling.
 */
function shootInOrder(s: MatchState, shot: ShotRecord): Result<Judged, RuleError> {
  if (!s.teams) {
    if (shot.player !== undefined && shot.player !== 0)
      return err({
        code: "invalid-shot",
        message: `player ${describeValue(shot.player)}: a shot names a partner only in a match of sides`,
      });
    return shoot(s, shot, false);
  }
  const struck = readStriker(s.teams, shot.by, shot.player);
  if (!struck.ok) return struck;
  const outOfTurn = struck.value !== s.teams.due[shot.by];
  const judged = shoot(s, shot, outOfTurn);
  if (!judged.ok) return judged;
  const { state } = judged.value;
  // G-TEAM: the side is ruled as "the player" (its fouls, points, options).
  const ruling = { ...judged.value.ruling, striker: [shot.by, struck.value] as const };
  const sided = (order: boolean): Ruling => ({
    ...ruling,
    notes: [...ruling.notes, "G-TEAM", ...(order ? (["G-TEAM-ORDER"] as const) : [])],
  });
  // A new rack starts its own order (rackState); a miscue re-taken is no stroke.
  if (state.phase.kind === "rack-over" || shot.miscue || !state.teams)
    return ok({ state, ruling: sided(false) });
  const teams = afterStroke(state.teams, s.settings.teamRotation, shot.by, struck.value, !ruling.continues);
  // G-TEAM-ORDER named when the stroke moved the side's order on to the next partner.
  const moved = teams.due[shot.by] !== state.teams.due[shot.by];
  return ok({ state: { ...state, teams }, ruling: sided(moved) });
}

function shoot(s: MatchState, shot: ShotRecord, outOfTurn: boolean): Result<Judged, RuleError> {
  const t = takeDefault(s, shot.by, "shot");
  if (!t.ok) return t;
  const before = t.value;
  const read = readManualFouls(s.game, shot.fouls);
  if (!read.ok) return read;
  // G-TEAM-ORDER: the side's usual foul (B8-SANCTION; Piña, the turn lost as for PC-FOUL).
  const manual = outOfTurn
    ? ok({ ...read.value, fouls: [...read.value.fouls, "G-TEAM-ORDER" as const] })
    : read;
  const facts = readShot(before.onTable, shot.events);
  if (!facts.ok) return facts;
  if (shot.miscue) {
    if (s.game !== "pina" || before.phase.kind !== "break")
      return err({
        code: "invalid-shot",
        message: "miscue marks only a Piña break that did not touch the rack (PC-BREAK)",
      });
    if (shot.events.some((e) => (e.kind === "hit" ? e.a !== 0 || e.b !== 0 : e.ball !== 0)))
      return err({ code: "invalid-shot", message: "a re-taken miscue cannot touch an object ball" });
    if ((shot.fouls ?? []).length > 0)
      return err({ code: "invalid-shot", message: "a re-taken break miscue carries no fouls" });
    // PC-BREAK (PC-3a): a miscue that does not touch the rack is re-taken.
    return ok({ state: before, ruling: makeRuling(before, { action: "shot", notes: ["PC-BREAK"] }) });
  }
  const judged = judgeShot(before, shot, facts.value, manual.value);
  if (!judged.ok || !manual.value.byPerson) return judged;
  // What a person saw shaped the ruling (said by its foul or loss line).
  const { ruling } = judged.value;
  return ok({ ...judged.value, ruling: { ...ruling, notes: [...ruling.notes, "G-HUMAN"] } });
}

function judgeShot(
  before: MatchState,
  shot: ShotRecord,
  facts: ShotFacts,
  manual: ManualFouls,
): Result<Judged, RuleError> {
  if (before.game === "bola8") {
    const call = readBola8Call(before, shot);
    if (!call.ok) return call;
    return ok(judgeBola8Shot(before, shot, call.value, facts, manual));
  }
  const call = readPinaCall(before, shot);
  if (!call.ok) return call;
  return ok(judgePinaShot(before, shot, call.value, facts, manual));
}

/** Cheap structural checks, so a malformed action from outside the type system is refused, not thrown on. */
function checkShape(a: Action): RuleError | null {
  const bad = (message: string): RuleError => ({ code: "invalid-shot", message });
  if (typeof a !== "object" || a === null) return bad("an action must be an object");
  if (a.kind === "shot") {
    const shot = a.shot as Partial<ShotRecord> | undefined;
    if (typeof shot !== "object" || shot === null) return bad("a shot needs a shot record");
    if (!Array.isArray(shot.events)) return bad("a shot needs an events list");
    if (shot.events.some((e) => typeof e !== "object" || e === null))
      return bad("every event must be an object");
    if (
      shot.fouls !== undefined &&
      (!Array.isArray(shot.fouls) || shot.fouls.some((f) => typeof f !== "string"))
    )
      return bad("fouls must be a list of rule IDs");
    if (shot.call !== undefined && (typeof shot.call !== "object" || shot.call === null))
      return { code: "invalid-call", message: "a call must be an object" };
  }
  if (a.kind === "choose") {
    const c = a.choice as { kind?: unknown; balls?: unknown } | undefined;
    if (typeof c !== "object" || c === null || typeof c.kind !== "string")
      return { code: "option-not-offered", message: "a choice needs an option" };
    if (c.kind === "equalize" && !Array.isArray(c.balls))
      return { code: "invalid-call", message: "equalize needs a list of balls" };
  }
  return null;
}
