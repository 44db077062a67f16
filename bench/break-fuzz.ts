/**
 * `npm run bench:break-fuzz [-- --n N] [--worst K] [--json]`: N seeded random breaks (default
 * 3,000) to find what makes a shot cost many events: the three table sizes, Bola 8 and Piña
 * racks, the cue ball anywhere behind the head string, aimed at a random rack ball (±3°),
 * 2–13 m/s, any tip, one in five from a raised cue. Prints the events a break (median, p95, p99,
 * max), the time a break, and the K costliest breaks with the pair of balls that took most of
 * their contacts and at how many distinct instants they met (one instant: the same impact set
 * off again and again; many: balls rolling on in contact). Figures only.
 */
import { makeRng } from "../src/core/index.ts";
import { DEFAULT_RACK_SPACING, defaultCueBallSpot, rackBalls } from "../src/game/rack.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../src/physics/options.ts";
import { simulateShot } from "../src/physics/simulate.ts";
import { makeTable } from "../src/physics/table.ts";
import type { BallState, PhysicsEvent, Strike, TableSize } from "../src/physics/types.ts";
import { quantile } from "./stats.ts";
import { argValue } from "./support/args.ts";

export interface FuzzBreak {
  readonly seed: number;
  readonly table: TableSize;
  readonly game: "bola8" | "pina";
  readonly strike: Strike;
  /** Events, or null when the break passed the event limit. */
  readonly events: number | null;
  readonly ms: number;
  /** The pair with the most contacts ("a-b"), their count, and at how many distinct instants. */
  readonly busiestPair: {
    readonly pair: string;
    readonly contacts: number;
    readonly instants: number;
  } | null;
}

const TABLES: readonly TableSize[] = ["7ft", "8ft", "9ft"];

/** Break `seed` of the fuzz, played. */
export function fuzzBreak(seed: number): FuzzBreak {
  const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;
  const rng = makeRng(`break-fuzz-${seed}`);
  const size = TABLES[seed % 3]!;
  const table = makeTable(size);
  const game = seed % 2 === 0 ? "pina" : "bola8";
  const rack = rackBalls(game, table, rng, R, DEFAULT_RACK_SPACING);
  const [cx] = defaultCueBallSpot(table, R);
  const cue: BallState = {
    ...rack[0]!,
    r: [cx - 0.2 * rng.next(), (rng.next() - 0.5) * (table.width - 4 * R), R],
  };
  const objects = rack.slice(1);
  const aimed = objects[Math.floor(rng.next() * objects.length)]!;
  const direction =
    (Math.atan2(aimed.r[1] - cue.r[1], aimed.r[0] - cue.r[0]) * 180) / Math.PI + (rng.next() - 0.5) * 6;
  const strike: Strike = {
    speed: 2 + 11 * rng.next(),
    direction,
    tipX: (rng.next() - 0.5) * 0.8,
    tipY: (rng.next() - 0.5) * 1.4,
    elevation: rng.next() < 0.2 ? 20 * rng.next() : 0,
  };
  const t0 = performance.now();
  const r = simulateShot(table, [cue, ...objects], strike, DEFAULT_PHYSICS_OPTIONS);
  const ms = performance.now() - t0;
  const events = r.ok ? r.value.events : r.error.code === "too-many-events" ? r.error.events : [];
  if (!r.ok && r.error.code !== "too-many-events") throw new Error(`seed ${seed}: ${r.error.message}`);
  return {
    seed,
    table: size,
    game,
    strike,
    events: r.ok ? events.length : null,
    ms,
    busiestPair: busiest(events),
  };
}

function busiest(events: readonly PhysicsEvent[]): FuzzBreak["busiestPair"] {
  const times = new Map<string, Set<number>>();
  const counts = new Map<string, number>();
  for (const e of events) {
    if (e.kind !== "ball-ball") continue;
    const pair = `${Math.min(e.a, e.b)}-${Math.max(e.a, e.b)}`;
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
    if (!times.has(pair)) times.set(pair, new Set());
    times.get(pair)!.add(e.t);
  }
  let top: FuzzBreak["busiestPair"] = null;
  for (const [pair, contacts] of counts) {
    if (!top || contacts > top.contacts) top = { pair, contacts, instants: times.get(pair)!.size };
  }
  return top;
}

function main(): void {
  const n = Math.max(1, Math.floor(Number(argValue("--n") ?? 3000)) || 3000);
  const worstK = Math.max(0, Math.floor(Number(argValue("--worst") ?? 8)) || 0);
  const breaks = Array.from({ length: n }, (_, k) => fuzzBreak(k + 1));
  const done = breaks.filter((b) => b.events !== null);
  const counts = done.map((b) => b.events!).sort((a, b) => a - b);
  const times = breaks.map((b) => b.ms).sort((a, b) => a - b);
  const costliest = [...breaks]
    .sort((a, b) => (b.events ?? Infinity) - (a.events ?? Infinity))
    .slice(0, worstK);
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify({ n, overEventLimit: n - done.length, counts, costliest })}\n`);
    return;
  }
  const q = (xs: number[], p: number): string => String(Math.round(quantile(xs, p) * 100) / 100);
  const out = [
    `${n} random breaks (default models): ${n - done.length} past the event limit`,
    `events a break: median ${q(counts, 0.5)}, p95 ${q(counts, 0.95)}, p99 ${q(counts, 0.99)}, max ${counts.at(-1)}`,
    `ms a break: median ${q(times, 0.5)}, p95 ${q(times, 0.95)}, p99 ${q(times, 0.99)}, max ${q(times, 1)}`,
    "",
    "costliest: seed, table, rack, speed m/s, events, the busiest pair's contacts at how many instants",
  ];
  for (const b of costliest) {
    const p = b.busiestPair;
    const pair = p ? `${p.pair}: ${p.contacts} contacts at ${p.instants} instants` : "no ball-ball contact";
    out.push(
      `  ${b.seed} ${b.table} ${b.game} ${b.strike.speed.toFixed(2)} ${b.events ?? "past the limit"}  ${pair}`,
    );
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

if (process.argv[1]?.endsWith("break-fuzz.ts")) main();
