/**
 * The AI's decision time per level (median, p95) on one core: `node bin/run-ts.js bench/ai.ts
 * [--json] [--seeds N]`. Positions: the fixed pot-rate positions (bench/support/pot-positions.json) and
 * the tables left by simulated breaks of both games. Figures only, nothing passes or fails.
 * bench/run.ts can call benchAiDecisions() and print its rows.
 */
import { performance } from "node:perf_hooks";
import { AI_LEVELS, type AiLevel, type AiSituation, breakPlan, decide } from "../src/ai/index.ts";
import { makeRng, type ObjectBallId } from "../src/core/index.ts";
import { restingBall } from "../src/game/geometry.ts";
import { rackBalls } from "../src/game/rack.ts";
import { toShotRecord } from "../src/game/shot-record.ts";
import { spotBalls } from "../src/game/spot.ts";
import { simulateShot } from "../src/physics/index.ts";
import { makeTable } from "../src/physics/table.ts";
import type { BallState } from "../src/physics/types.ts";
import { apply, newMatch, nextActor } from "../src/rules/index.ts";
import { loadPositions, stateFor } from "./support/pot-rate.ts";

export interface AiBenchRow {
  readonly level: AiLevel;
  readonly decisions: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly meanSims: number;
}

const table = makeTable("9ft");

/** Positions after a simulated break (seeded), with the referee's state for the next player. */
export function afterBreak(game: "bola8" | "pina", seed: number): AiSituation | null {
  const m = newMatch(game, game === "bola8" ? { raceTo: 1 } : {}, 0);
  if (!m.ok) return null;
  const rng = makeRng(`bench-ai-${game}-${seed}`);
  const rack = rackBalls(game, table, rng).filter((b) => b.id !== 0);
  const apex = rack.find((b) => Math.abs(b.r[0] - table.footSpot[0]) < 1e-3) ?? rack[0]!;
  const plan = breakPlan(game, table, "medium", [apex.r[0], apex.r[1]], 0.028575);
  const start = [restingBall(0, plan.place[0], plan.place[1]), ...rack];
  const strike = { ...plan.strike, direction: plan.strike.direction + (rng.next() - 0.5) * 0.4 };
  const sim = simulateShot(table, start, strike);
  if (!sim.ok) return null;
  const shot = toShotRecord({
    game,
    by: 0,
    start,
    strike,
    result: sim.value,
    fromKitchen: true,
    headStringX: table.headStringX,
    ballOn: null,
    settings: m.value.settings,
  });
  const applied = apply(m.value, { kind: "shot", shot });
  if (!applied.ok) return null;
  const state = applied.value.state;
  let balls: BallState[] = sim.value.final.filter((b) => b.motion !== "pocketed" && b.motion !== "off");
  const spotted = applied.value.ruling.spotted.filter((id) => state.onTable.includes(id));
  if (spotted.length > 0) {
    const r = spotBalls(
      spotted as ObjectBallId[],
      balls.filter((b) => !spotted.includes(b.id as ObjectBallId)),
      table,
    );
    if (r.ok) balls = r.value;
  }
  return { table, balls, me: nextActor(state), state };
}

function fixedPositions(): AiSituation[] {
  return loadPositions().map((p) => ({
    table,
    me: 0,
    state: stateFor(p),
    balls: [
      restingBall(0, p.cue[0], p.cue[1]),
      ...p.balls.map(([id, x, y]) => restingBall(id as ObjectBallId, x, y)),
    ],
  }));
}

export function benchAiDecisions(seeds = 4): AiBenchRow[] {
  const situations: AiSituation[] = [...fixedPositions()];
  for (let s = 0; s < seeds; s++)
    for (const game of ["bola8", "pina"] as const) {
      const sit = afterBreak(game, s);
      if (sit) situations.push(sit);
    }
  // Warm-up: the first decisions pay for the JIT.
  for (const sit of situations.slice(0, 3)) decide(sit, "medium", makeRng("warm"));
  return AI_LEVELS.map((level) => {
    const times: number[] = [];
    let sims = 0;
    situations.forEach((sit, i) => {
      const t0 = performance.now();
      const m = decide(sit, level, makeRng(`bench-${level}-${i}`));
      times.push(performance.now() - t0);
      if (m?.kind === "shot") sims += m.sims;
    });
    const sorted = [...times].sort((a, b) => a - b);
    const q = (f: number) => sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))] ?? 0;
    return {
      level,
      decisions: times.length,
      medianMs: Math.round(q(0.5) * 10) / 10,
      p95Ms: Math.round(q(0.95) * 10) / 10,
      maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
      meanSims: Math.round((sims / times.length) * 10) / 10,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--seeds");
  const seeds = i >= 0 ? Number(process.argv[i + 1]) || 4 : 4;
  const rows = benchAiDecisions(seeds);
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify({ ai: rows })}\n`);
  else {
    process.stdout.write("AI decision time per level (ms, one core)\n");
    for (const r of rows)
      process.stdout.write(
        `  ${r.level.padEnd(9)} median ${r.medianMs}  p95 ${r.p95Ms}  max ${r.maxMs}  (${r.decisions} decisions, ${r.meanSims} sims each)\n`,
      );
  }
}
