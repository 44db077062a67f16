/**
 * Plays one match headless: lag, racks, shots through the physics, every shot judged by the
 * referee from the game's physics→record bridge, balls spotted with the game's G-SPOT. The
 * players are Movers (the AI, a human at the terminal, or a saved match being replayed), so a
 * replay runs exactly the code a match ran.
 */
import type { AiSituation } from "../../ai/index.ts";
import { makeRng, type ObjectBallId, type PlayerIndex, type Vec2 } from "../../core/index.ts";
import { restingBall } from "../../game/geometry.ts";
import { type LagStroke, simulateLag } from "../../game/lag.ts";
import { nearestAllowed, placementRegion, validateCueBallPlacement } from "../../game/placement.ts";
import { rackBalls } from "../../game/rack.ts";
import { toShotRecord } from "../../game/shot-record.ts";
import { spotBalls } from "../../game/spot.ts";
import { simulateShot } from "../../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../../physics/options.ts";
import { makeTable } from "../../physics/table.ts";
import type { BallState, Table } from "../../physics/types.ts";
import {
  type Action,
  type Applied,
  apply,
  ballOn,
  legalActions,
  type MatchState,
  newMatch,
  nextActor,
  type StepReport,
} from "../../rules/index.ts";
import type { MatchConfig, MatchOutcome, Move } from "./types.ts";

export interface Mover {
  /** The move of the player on `sit.me`; `ms` is filled in by the runner. */
  move(sit: AiSituation): Move | Promise<Move>;
  lag(table: Table, p: PlayerIndex): LagStroke;
}

export interface RunHooks {
  onStep?(report: StepReport, move: Move | null): void;
}

const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;

export async function runMatch(
  config: MatchConfig,
  movers: readonly [Mover, Mover],
  hooks: RunHooks = {},
): Promise<MatchOutcome> {
  const table = makeTable(config.table);
  const rackRng = makeRng(`${config.seed}:rack`);
  const moves: Move[] = [];
  const actions: Action[] = [];
  const reports: StepReport[] = [];
  const fouls: Record<string, number> = {};
  const shotsPerRack: number[] = [];
  const ballsPerVisit: [number[], number[]] = [[], []];
  const decisionMs: [number[], number[]] = [[], []];
  let illegalPlacements = 0;
  let physicsRetries = 0;
  let refused = 0;
  let racks = 0;
  let shotsThisRack = 0;
  let visit: { by: PlayerIndex; balls: number } | null = null;
  const endVisit = () => {
    if (visit) ballsPerVisit[visit.by].push(visit.balls);
    visit = null;
  };

  const lag = async (): Promise<PlayerIndex | null> => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const strokes: [LagStroke, LagStroke] = [movers[0].lag(table, 0), movers[1].lag(table, 1)];
      moves.push({ kind: "lag", strokes });
      const r = simulateLag(config.game, table, strokes);
      if (!r.ok) return null;
      if (r.value.result.kind === "winner") return r.value.result.winner;
    }
    return null;
  };

  const first = await lag();
  if (first === null) return finish("the opening lag never produced a winner");
  const started = newMatch(config.game, config.settings, first);
  if (!started.ok) return finish(`newMatch refused: ${started.error.message}`);
  let state: MatchState = started.value;
  let balls: BallState[] = [];

  const record = (action: Action, applied: Applied, move: Move | null) => {
    actions.push(action);
    reports.push(applied.report);
    for (const f of applied.ruling.fouls) fouls[f.rule] = (fouls[f.rule] ?? 0) + 1;
    if (applied.ruling.result) {
      racks++;
      shotsPerRack.push(shotsThisRack);
      shotsThisRack = 0;
      endVisit();
    }
    hooks.onStep?.(applied.report, move);
  };

  for (
    let step = 0;
    !state.matchOver && racks < (config.stopAfterRacks ?? Number.POSITIVE_INFINITY);
    step++
  ) {
    if (step >= config.maxSteps) return finish(`no result after ${config.maxSteps} steps`);
    const hints = legalActions(state);
    if (hints.some((h) => h.kind === "lag")) {
      const winner = await lag();
      if (winner === null) return finish("a lag never produced a winner");
      const action: Action = { kind: "lag", winner };
      const applied = apply(state, action);
      if (!applied.ok) return finish(`lag refused: ${applied.error.message}`);
      state = applied.value.state;
      record(action, applied.value, null);
      continue;
    }
    const actor = nextActor(state);
    const found = hints.find((h) => h.kind === "shot" && h.by === actor);
    const shotHint = found?.kind === "shot" ? found : undefined;
    if (shotHint?.isBreak) balls = rackBalls(config.game, table, rackRng);
    const sit: AiSituation = { table, balls, me: actor, state };
    const t0 = performance.now();
    const move = await movers[actor].move(sit);
    decisionMs[actor].push(performance.now() - t0);
    moves.push(move);

    if (move.kind === "lag") return finish("a player answered a lag where a move was due");
    if (move.kind === "choose") {
      const action: Action = { kind: "choose", by: actor, choice: move.choice };
      const applied = apply(state, action);
      if (!applied.ok) {
        refused++;
        return finish(`choice refused: ${applied.error.message}`);
      }
      state = applied.value.state;
      balls = reconcile(balls, state, applied.value.ruling.spotted, table);
      record(action, applied.value, move);
      continue;
    }

    // A shot: place the cue ball when in hand, strike, judge.
    let start = balls;
    const cue = balls.find((b) => b.id === 0);
    const cueOnCloth = cue !== undefined && cue.motion !== "pocketed" && cue.motion !== "off";
    if (state.ballInHand || !cueOnCloth) {
      const want: Vec2 = move.place ?? (cueOnCloth ? [cue.r[0], cue.r[1]] : [table.headStringX - 0.2, 0]);
      const zone = "kitchen";
      const others = balls.filter((b) => b.id !== 0);
      let at = want;
      const ok = validateCueBallPlacement(want, table, others, zone, R);
      if (!ok.ok || !state.ballInHand) {
        if (move.place || !state.ballInHand) illegalPlacements++;
        at = nearestAllowed(want, placementRegion(table, others, zone, R)) ?? want;
      }
      start = [restingBall(0, at[0], at[1], R), ...others];
    }
    // The physics sometimes runs past its event limit on a cue ball frozen to another ball.
    // Until it stops doing so, the stroke is played again turned by a fraction of a degree (the
    // same turns in a replay, so replays stay identical); each retry is counted.
    let strike = move.strike;
    let sim = simulateShot(table, start, strike);
    for (const turn of [0.3, -0.3, 1, -1]) {
      if (sim.ok || sim.error.code !== "too-many-events") break;
      physicsRetries++;
      strike = { ...move.strike, direction: (move.strike.direction + turn + 360) % 360 };
      sim = simulateShot(table, start, strike);
    }
    if (!sim.ok)
      return finish(
        `physics refused a shot: ${sim.error.code === "invalid-input" ? sim.error.message : sim.error.code}`,
      );
    const shot = toShotRecord({
      game: config.game,
      by: actor,
      start,
      strike,
      result: sim.value,
      ...(move.call ? { call: move.call } : {}),
      fromKitchen: state.ballInHand,
      headStringX: table.headStringX,
      ballOn: config.game === "pina" && !shotHint?.isBreak ? ballOn(state) : null,
      settings: state.settings,
    });
    const action: Action = { kind: "shot", shot };
    const applied = apply(state, action);
    if (!applied.ok) {
      refused++;
      return finish(`shot refused: ${applied.error.message}`);
    }
    shotsThisRack++;
    if (!visit || visit.by !== actor) {
      endVisit();
      visit = { by: actor, balls: 0 };
    }
    const down = sim.value.final.filter((b) => b.id !== 0 && b.motion === "pocketed").length;
    visit.balls += Math.max(0, down - applied.value.ruling.spotted.length);
    state = applied.value.state;
    balls = reconcile([...sim.value.final], state, applied.value.ruling.spotted, table);
    record(action, applied.value, move);
    if (applied.value.ruling.next !== actor) endVisit();
  }
  return finish(null);

  function finish(why: string | null): MatchOutcome {
    endVisit();
    const last = reports.at(-1);
    const score = last?.matchScore;
    const winner: PlayerIndex | "tie" | null =
      why !== null || !score ? null : score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : "tie";
    return {
      record: { format: "mingo-play-1", config, moves, actions, reports },
      completed: why === null,
      problem: why,
      winner,
      racks,
      fouls,
      shotsPerRack,
      ballsPerVisit,
      decisionMs,
      illegalPlacements,
      refused,
      physicsRetries,
    };
  }
}

/**
 * Brings the positions in line with the referee: balls it spotted go on the foot spot (G-SPOT,
 * in its order), balls it no longer counts on the table (pocketed, removed by equalizing, off
 * for good) leave the cloth.
 */
function reconcile(
  balls: readonly BallState[],
  state: MatchState,
  spotted: readonly ObjectBallId[],
  table: Table,
): BallState[] {
  const on = new Set<number>(state.onTable);
  let out = settle(balls, table).filter(
    (b) => b.id === 0 || (on.has(b.id) && !spotted.includes(b.id as ObjectBallId)),
  );
  out = out.filter((b) => b.id === 0 || (b.motion !== "pocketed" && b.motion !== "off"));
  const present = new Set(out.filter((b) => b.motion !== "pocketed" && b.motion !== "off").map((b) => b.id));
  const missing = state.onTable.filter((id) => !present.has(id) && !spotted.includes(id));
  const toSpot = [...spotted.filter((id) => on.has(id)), ...missing].sort((a, b) => a - b);
  if (toSpot.length === 0) return out;
  const r = spotBalls(toSpot, out, table, R);
  return r.ok ? settle(r.value, table) : out;
}

/** Pulls balls back inside the cushions and apart, alternately, until both hold. */
export function settle(balls: readonly BallState[], table: Table): BallState[] {
  let out = balls.map((b) => intoCushions(b, table));
  // A ball clamped into a corner gives back half of each push: the overlap halves per round.
  for (let round = 0; round < 60; round++) {
    out = separate(out).map((b) => intoCushions(b, table));
    if (!hasOverlap(out)) break;
  }
  return out;
}

function hasOverlap(balls: readonly BallState[]): boolean {
  const live = balls.filter((b) => b.motion !== "pocketed" && b.motion !== "off");
  for (let i = 0; i < live.length; i++)
    for (let j = i + 1; j < live.length; j++)
      if (Math.hypot(live[i]!.r[0] - live[j]!.r[0], live[i]!.r[1] - live[j]!.r[1]) < 2 * R - 5e-7)
        return true;
  return false;
}

/**
 * A ball can come to rest in a pocket's mouth, past the cushion nose lines, where the physics
 * refuses to start the next shot from ("not on the cloth"). Until the physics accepts its own
 * final positions, such a ball is nudged back onto the nose rectangle (at most a few cm).
 */
export function intoCushions(b: BallState, table: Table): BallState {
  if (b.motion === "pocketed" || b.motion === "off") return b;
  const hx = table.length / 2 - R;
  const hy = table.width / 2 - R;
  if (Math.abs(b.r[0]) <= hx && Math.abs(b.r[1]) <= hy) return b;
  const x = Math.max(-hx, Math.min(hx, b.r[0]));
  const y = Math.max(-hy, Math.min(hy, b.r[1]));
  return { ...b, r: [x, y, b.r[2]] };
}

/**
 * The physics sometimes leaves two balls of a tight cluster overlapping by a fraction of a
 * millimetre, then refuses to start the next shot from there. Until it stops doing so, such
 * pairs are pushed apart along their line of centres to a micrometre gap.
 */
export function separate(balls: readonly BallState[]): BallState[] {
  const out = balls.map((b) => ({ ...b, r: [...b.r] as [number, number, number] }));
  const live = out.filter((b) => b.motion !== "pocketed" && b.motion !== "off");
  const min = 2 * R + 2e-6;
  for (let pass = 0; pass < 20; pass++) {
    let moved = false;
    for (let i = 0; i < live.length; i++)
      for (let j = i + 1; j < live.length; j++) {
        const a = live[i]!.r;
        const b = live[j]!.r;
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const d = Math.hypot(dx, dy);
        if (d >= min - 1e-6 || d === 0) continue;
        const push = (min - d) / 2 / d;
        a[0] -= dx * push;
        a[1] -= dy * push;
        b[0] += dx * push;
        b[1] += dy * push;
        moved = true;
      }
    if (!moved) break;
  }
  return out;
}
