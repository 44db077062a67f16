/**
 * A match as data: `startMatch(setup)` then `playAction(match, action)` for each action. A
 * strike runs strike -> physics -> shot record -> referee -> next table: the referee's spotted
 * balls placed by G-SPOT, a new rack racked, ball in hand applied. `replay(setup, actions)`
 * rebuilds the same match from its seed and actions (the physics is deterministic).
 */
import { err, ok, other, type Result } from "../core/index.ts";
import type { BallState, TableSize } from "../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS, makeTable, simulateShot } from "../physics/index.ts";
import type { Action, MatchState, ShotRecord } from "../rules/index.ts";
import { type Applied, apply, ballOn, fromSettings, memberDue, newMatch } from "../rules/index.ts";
import { isOnCloth, restingBall } from "./geometry.ts";
import { simulateLag } from "./lag.ts";
import type { GameAction, GameError, Match, MatchAfter, MatchSetup, StepLog } from "./match-types.ts";
import { validateCueBallPlacement } from "./placement.ts";
import { toShotRecord } from "./shot-record.ts";
import { strikeProblem } from "./strike-check.ts";
import { rackFor, sortById, spotOwnBall, syncWithReferee } from "./table-sync.ts";

const physics = DEFAULT_PHYSICS_OPTIONS;

/** A new match waiting for its first lag, the first rack on the table. */
export function startMatch(setup: MatchSetup): Result<Match, GameError> {
  const settings = fromSettings(setup.game, setup.settings);
  if (!settings.ok) return err({ code: "invalid-setup", message: settings.error.message });
  const table = makeTable(`${settings.value.tableSizeFt}ft` as TableSize);
  return ok({
    setup,
    table,
    phase: { kind: "lag" },
    rules: null,
    firstBreaker: null,
    balls: rackFor(setup, table, 0),
    racks: 1,
    actions: [],
    log: [],
    ruleSteps: [],
  });
}

/**
 * Whether playing the action runs the physics: a strike or a lag. The rest (a choice, a
 * declaration, a resignation) is the referee's bookkeeping, microseconds of work.
 */
export const simulates = (action: GameAction): boolean => action.kind === "strike" || action.kind === "lag";

/** Plays one action; the match given is never changed. */
export function playAction(match: Match, action: GameAction): Result<MatchAfter, GameError> {
  const r = dispatch(match, action);
  if (!r.ok) return r;
  const m = r.value.match;
  return ok({
    ...r.value,
    match: { ...m, actions: [...match.actions, action], log: [...match.log, r.value.step] },
  });
}

/** Rebuilds a match from its setup and actions; the first refused action is the error, with its index. */
export function replay(
  setup: MatchSetup,
  actions: readonly GameAction[],
): Result<Match, GameError & { index: number }> {
  const started = startMatch(setup);
  if (!started.ok) return err({ ...started.error, index: -1 });
  return playAll(started.value, actions);
}

/** Plays the actions in turn from a match; the first refused action is the error, with its index. */
export function playAll(
  match: Match,
  actions: readonly GameAction[],
): Result<Match, GameError & { index: number }> {
  let m = match;
  for (const [index, a] of actions.entries()) {
    const r = playAction(m, a);
    if (!r.ok) return err({ ...r.error, index });
    m = r.value.match;
  }
  return ok(m);
}

function dispatch(m: Match, a: GameAction): Result<MatchAfter, GameError> {
  switch (m.phase.kind) {
    case "lag":
      if (a.kind !== "lag") return wrongPhase(`a lag decides the first break; ${a.kind} is not allowed yet`);
      return firstLag(m, a);
    case "lag-choice": {
      const w = m.phase.winner;
      if (
        a.kind !== "choose" ||
        a.by !== w ||
        (a.choice.kind !== "break" && a.choice.kind !== "hand-over-break")
      ) {
        return wrongPhase(`player ${w} won the lag and chooses "break" or "hand-over-break" (B8-LAG)`);
      }
      return begin(m, a.choice.kind === "break" ? w : other(w), { action: a });
    }
    case "play":
      return playRules(m, m.rules!, a);
  }
}

const wrongPhase = (message: string) => err<GameError>({ code: "wrong-phase", message });

function firstLag(m: Match, a: Extract<GameAction, { kind: "lag" }>): Result<MatchAfter, GameError> {
  const lag = simulateLag(m.setup.game, m.table, a.strokes, physics);
  if (!lag.ok) return err({ code: "physics", message: describeSim(lag.error) });
  const step: StepLog = { action: a, lag: { result: lag.value.result, balls: lag.value.balls } };
  const result = lag.value.result;
  if (result.kind === "replay") return ok({ match: m, step, simulation: lag.value.shot });
  // Bola 8: the winner chooses to break or hand it over; Piña: the winner breaks (PC-LAG).
  if (m.setup.game === "bola8") {
    return ok({
      match: { ...m, phase: { kind: "lag-choice", winner: result.winner } },
      step,
      simulation: lag.value.shot,
    });
  }
  const begun = begin(m, result.winner, step);
  if (!begun.ok) return begun;
  return ok({ ...begun.value, simulation: lag.value.shot });
}

function begin(m: Match, breaker: 0 | 1, step: StepLog): Result<MatchAfter, GameError> {
  const sides = m.setup.sides;
  const rules = newMatch(
    m.setup.game,
    m.setup.settings,
    breaker,
    sides ? [sides[0].length, sides[1].length] : undefined,
  );
  if (!rules.ok) return err({ code: "invalid-setup", message: rules.error.message });
  return ok({ match: { ...m, phase: { kind: "play" }, rules: rules.value, firstBreaker: breaker }, step });
}

function playRules(m: Match, s: MatchState, a: GameAction): Result<MatchAfter, GameError> {
  switch (a.kind) {
    case "lag": {
      if (!(s.phase.kind === "rack-over" && s.phase.lagDue)) return wrongPhase("no lag is due now");
      const lag = simulateLag(m.setup.game, m.table, a.strokes, physics);
      if (!lag.ok) return err({ code: "physics", message: describeSim(lag.error) });
      const summary = { result: lag.value.result, balls: lag.value.balls };
      if (lag.value.result.kind === "replay")
        return ok({ match: m, step: { action: a, lag: summary }, simulation: lag.value.shot });
      const r = referee(m, s, { kind: "lag", winner: lag.value.result.winner }, a, []);
      if (!r.ok) return r;
      return ok({ ...r.value, step: { ...r.value.step, lag: summary }, simulation: lag.value.shot });
    }
    case "declare":
      return referee(m, s, { kind: "declare", by: a.by, group: a.group }, a, []);
    case "resign":
      return referee(m, s, { kind: "resign", by: a.by }, a, []);
    case "choose": {
      if (a.choice.kind === "spot-own") {
        // The referee takes the player's word (as with a script); the positions decide the ball here.
        const ball = spotOwnBall(m.balls, s, a.by, m.table);
        if (!ball.ok) return ball;
        return referee(m, s, { kind: "choose", by: a.by, choice: { kind: "spot-own" } }, a, [ball.value]);
      }
      return referee(m, s, { kind: "choose", by: a.by, choice: a.choice }, a, []);
    }
    case "strike":
      return strike(m, s, a);
  }
}

/** Does the shooter have ball in hand for the next shot (G-BIH; every break)? */
export function hasBallInHand(s: MatchState): boolean {
  if (s.phase.kind === "rack-over" || s.phase.kind === "break") return true;
  if (s.pending?.offers.some((o) => o.option === "accept")) return false;
  return s.ballInHand;
}

function strike(
  m: Match,
  s: MatchState,
  a: Extract<GameAction, { kind: "strike" }>,
): Result<MatchAfter, GameError> {
  if (s.matchOver) return err({ code: "referee", message: "the match is over" });
  if (s.phase.kind === "rack-over" && s.phase.lagDue) return wrongPhase("a lag comes before the next game");
  if (a.by !== s.turn)
    return err({ code: "not-your-turn", message: `player ${s.turn} is on turn, not ${a.by}` });
  const partner = partnerOnStrike(m, s, a);
  if (!partner.ok) return partner;
  const bad = strikeProblem(a.strike);
  if (bad) return err({ code: "invalid-strike", message: bad });
  // The referee's view of the shot: a decided rack is followed by the next one's break.
  const shotState: MatchState =
    s.phase.kind === "rack-over"
      ? { ...s, phase: { kind: "break" }, onTable: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] }
      : s;
  const inHand = hasBallInHand(s);
  let balls = m.balls;
  if (a.cueBall) {
    if (!inHand)
      return err({ code: "placement", message: "the cue ball is in play: no ball in hand to place" });
    const p = validateCueBallPlacement(a.cueBall, m.table, balls, "kitchen");
    if (!p.ok) return err({ code: "placement", message: p.error.message });
    balls = [...balls.filter((b) => b.id !== 0), restingBall(0, p.value[0], p.value[1])];
  } else {
    const cue = balls.find((b) => b.id === 0 && isOnCloth(b));
    if (!cue)
      return err({
        code: "cue-ball-missing",
        message: "ball in hand: place the cue ball behind the head string",
      });
    if (inHand && cue.r[0] > m.table.headStringX) {
      return err({
        code: "placement",
        message: "ball in hand: the cue ball must be behind the head string (G-BIH)",
      });
    }
  }
  const onCloth = balls.filter(isOnCloth);
  const sim = simulateShot(m.table, onCloth, a.strike, physics);
  if (!sim.ok) return err({ code: "physics", message: describeSim(sim.error) });
  const record: ShotRecord = toShotRecord({
    game: m.setup.game,
    by: a.by,
    start: onCloth,
    strike: a.strike,
    result: sim.value,
    ...(a.call ? { call: a.call } : {}),
    fromKitchen: inHand,
    headStringX: m.table.headStringX,
    ballOn: m.setup.game === "pina" ? ballOn(shotState) : null,
    settings: s.settings,
    ball: physics.ball,
  });
  const seen = a.seen?.length ? { fouls: [...(record.fouls ?? []), ...a.seen] } : {};
  const shot: ShotRecord = {
    ...record,
    ...seen,
    ...(partner.value === null ? {} : { player: partner.value }),
  };
  const merged = sortById([
    ...balls.filter((b) => !isOnCloth(b) && !sim.value.final.some((f) => f.id === b.id)),
    ...sim.value.final,
  ]);
  const r = referee({ ...m, balls: merged }, s, { kind: "shot", shot }, a, []);
  if (!r.ok) return r;
  return ok({ ...r.value, step: { ...r.value.step, shot }, simulation: sim.value });
}

/**
 * G-TEAM-ORDER in a simulated match: only the partner due strikes (a scorekeeper's script may
 * record a stroke out of turn; a game cannot make one). Null in singles.
 */
function partnerOnStrike(
  m: Match,
  s: MatchState,
  a: Extract<GameAction, { kind: "strike" }>,
): Result<number | null, GameError> {
  const due = memberDue(s, a.by);
  if (due === null) {
    if (a.player !== undefined && a.player !== 0)
      return err({ code: "not-your-turn", message: "this match has no sides: a strike names no partner" });
    return ok(null);
  }
  if (a.player !== undefined && a.player !== due[1]) {
    const name = m.setup.sides?.[a.by]?.[due[1]] ?? `player ${due[1]}`;
    return err({
      code: "not-your-turn",
      message: `${name} (side ${a.by}, player ${due[1]}) is due to strike, not player ${a.player}`,
    });
  }
  return ok(due[1]);
}

/** Gives the referee its action, then brings the table in line with the ruling. */
function referee(
  m: Match,
  s: MatchState,
  action: Action,
  source: GameAction,
  alsoSpot: readonly (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15)[],
): Result<MatchAfter, GameError> {
  const applied: Result<Applied, { message: string }> = apply(s, action);
  if (!applied.ok) return err({ code: "referee", message: applied.error.message });
  const { state, ruling, report } = applied.value;
  let balls: BallState[] = m.balls.slice();
  let racks = m.racks;
  // A fresh rack: after a lag between games, a rebreak, or a rack decided with no lag to come.
  const fresh =
    action.kind === "lag" ||
    (action.kind === "choose" && action.choice.kind === "rebreak") ||
    (ruling.newRackNext && !ruling.lagNext);
  if (fresh) {
    balls = rackFor(m.setup, m.table, racks);
    racks += 1;
  } else {
    const synced = syncWithReferee(balls, [...ruling.spotted, ...alsoSpot], state, m.table);
    if (!synced.ok) return synced;
    balls = synced.value;
  }
  const step: StepLog = { action: source, ruleAction: action, ruling, report };
  return ok({ match: { ...m, rules: state, balls, racks, ruleSteps: [...m.ruleSteps, action] }, step });
}

function describeSim(e: { code: string; message?: string; limit?: number }): string {
  return e.code === "too-many-events" ? `the simulation passed ${e.limit} events` : (e.message ?? e.code);
}
