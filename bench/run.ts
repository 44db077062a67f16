/**
 * `npm run bench [-- --json] [--reps N] [--passes N] [--pooltool [--pooltool-src DIR]]`: our
 * engine on pooltool's reference scenarios (test/fixtures/pooltool), on one core, warm. Prints
 * per-shot timings and throughput, then the comparison with pooltool's results and pooltool's
 * own timings alongside; with --pooltool, pooltool itself run beside it (pooltool-side.ts).
 * Figures only: nothing here passes or fails on a time.
 */

import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { DEFAULT_PHYSICS_OPTIONS, POOLTOOL_SIMPLE_OPTIONS } from "../src/physics/options.ts";
import type { PhysicsOptions, ShotResult } from "../src/physics/types.ts";
import { benchAiDecisions } from "./ai.ts";
import { describeEvent } from "./compare.ts";
import type { ModelSet } from "./pooltool.ts";
import { sideBySideFromArgs, sideBySideText } from "./pooltool-side.ts";
import {
  compareWithReference,
  loadReference,
  type Reference,
  type ReferenceShot,
  runReferenceShot,
  type ShotComparison,
} from "./reference.ts";
import { mean, median, p95 } from "./stats.ts";

interface OptionSet {
  readonly name: string;
  readonly opts: PhysicsOptions;
  /** The pooltool model set it is compared with. */
  readonly ref: ModelSet;
  /** Whether event-by-event agreement is expected (same models) or only statistics. */
  readonly sameModels: boolean;
}

/**
 * Earlier figures of the default models' random-shot throughput (a pass at each shot's median
 * time, events/s), printed beside today's. Measured with this bench, Node 20, one core; the
 * machine is shared, so each carries the load average (1 min) it was measured under.
 */
const DEFAULT_MODELS_BASELINES = [
  // Before the cushion integration was rewritten (issue 11), machine lightly loaded.
  {
    date: "2026-12-01",
    commit: "bfaa724",
    eventsPerSec: 135_556,
    load1: null,
    before: "the cushion rewrite",
  },
  // Before the speed work of issue 11 item 7 (19:09 UTC, `npm run bench`, load 5.3 on 2 cores).
  {
    date: "2026-12-01",
    commit: "6dbe117",
    eventsPerSec: 137_052,
    load1: 5.3,
    before: "the event-loop speed work",
  },
  // 2026-12-02 01:29 UTC, `npm run bench` three times each, taking turns with the branch at
  // 21224fa (the physics of 9ffe0d3: the event loop as module functions), which gave 386,099,
  // 409,577 and 401,944 events/s (median 401,944) in those minutes; medians of three, load
  // 3.3–5.0 on 2 cores. One day's figures against another's say more about the machine than
  // about the engine: compare the ratio beside a baseline measured in the same minutes.
  {
    date: "2026-12-02",
    commit: "6dbe117",
    eventsPerSec: 272_143,
    load1: 4.5,
    before: "the event-loop speed work, measured again beside 21224fa",
  },
  {
    date: "2026-12-02",
    commit: "6415d5a",
    eventsPerSec: 343_795,
    load1: 4.5,
    before: "the event loop as module functions, measured beside 21224fa",
  },
] as const;

const OPTION_SETS: readonly OptionSet[] = [
  { name: "pooltool-simple", opts: POOLTOOL_SIMPLE_OPTIONS, ref: "simple", sameModels: true },
  { name: "defaults", opts: DEFAULT_PHYSICS_OPTIONS, ref: "default", sameModels: false },
];

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}

const asJson = process.argv.includes("--json");
const breakReps = argValue("--reps", 200);
const passes = argValue("--passes", 20);

const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const r1 = (x: number): number => Math.round(x * 10) / 10;

function simulateOrThrow(ref: Reference, shot: ReferenceShot, set: OptionSet): ShotResult {
  const r = runReferenceShot(ref, shot, set.opts);
  if (!r.ok) {
    const e = r.error;
    throw new Error(
      `${shot.name} under ${set.name}: ${e.code === "invalid-input" ? e.message : `${e.code} (${e.limit})`}`,
    );
  }
  return r.value;
}

interface Timing {
  readonly minMs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly meanMs: number;
  readonly n: number;
}
const timing = (ms: readonly number[]): Timing => ({
  minMs: r3(Math.min(...ms)),
  medianMs: r3(median(ms)),
  p95Ms: r3(p95(ms)),
  meanMs: r3(mean(ms)),
  n: ms.length,
});

function timeBreak(ref: Reference, set: OptionSet) {
  const samples: number[] = [];
  let events = 0;
  for (let i = 0; i < breakReps; i++) {
    const t0 = performance.now();
    const r = runReferenceShot(ref, ref.breakShot, set.opts);
    samples.push(performance.now() - t0);
    if (r.ok) events = r.value.events.length;
  }
  const t = timing(samples);
  return {
    ...t,
    events,
    eventsPerSec: Math.round(events / (t.medianMs / 1000)),
    breaksPerSec: r1(1000 / t.medianMs),
  };
}

function timeRandom(ref: Reference, shots: readonly ReferenceShot[], set: OptionSet) {
  const samples: number[] = [];
  const byShot: number[][] = shots.map(() => []);
  // Process CPU time too: on a machine shared with other work, wall time counts the time this
  // process waited for a core; CPU time does not.
  const cpuByShot: number[][] = shots.map(() => []);
  let events = 0;
  let totalMs = 0;
  for (let p = 0; p < passes; p++) {
    shots.forEach((shot, i) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = runReferenceShot(ref, shot, set.opts);
      const dt = performance.now() - t0;
      const cpu = process.cpuUsage(c0);
      cpuByShot[i]!.push((cpu.user + cpu.system) / 1000);
      samples.push(dt);
      byShot[i]!.push(dt);
      totalMs += dt;
      if (r.ok) events += r.value.events.length;
    });
  }
  // A pass at each shot's median time: throughput without the pauses other processes cause.
  const medianPassMs = byShot.reduce((sum, ms) => sum + median(ms), 0);
  const medianCpuPassMs = cpuByShot.reduce((sum, ms) => sum + median(ms), 0);
  const eventsPerPass = events / passes;
  return {
    perShot: timing(samples),
    passes,
    eventsPerShot: r1(eventsPerPass / shots.length),
    shotsPerSec: Math.round((passes * shots.length) / (totalMs / 1000)),
    eventsPerSec: Math.round(events / (totalMs / 1000)),
    medianPass: {
      ms: r3(medianPassMs),
      shotsPerSec: Math.round(shots.length / (medianPassMs / 1000)),
      eventsPerSec: Math.round(eventsPerPass / (medianPassMs / 1000)),
    },
    medianCpuPass: {
      ms: r3(medianCpuPassMs),
      eventsPerSec: Math.round(eventsPerPass / (medianCpuPassMs / 1000)),
    },
  };
}

/** Statistics of the comparison with pooltool's results for one shot. */
function breakComparison(c: ShotComparison) {
  return {
    // Ours has no strike event (we start after it); one is counted so totals line up.
    events: { ours: c.ours.length, pooltool: c.ref.length },
    countsByKind: { ours: c.oursCounts, pooltool: c.refCounts },
    durationS: { ours: r3(c.oursDurationS), pooltool: r3(c.refDurationS) },
    pocketed: { ours: c.finals.oursPocketed, pooltool: c.finals.refPocketed, same: c.finals.samePocketedSet },
    finalPositionDiffMm: {
      median: r3(median(c.finals.positionDiffsM) * 1000),
      max: r3(Math.max(0, ...c.finals.positionDiffsM) * 1000),
    },
    firstEventsAgreeing: c.early.agreeing,
    firstDifference: c.early.firstDifference
      ? `#${c.early.firstDifference.index}: ours ${describeEvent(c.early.firstDifference.ours)} / pooltool ${describeEvent(c.early.firstDifference.ref)}`
      : null,
    invariants: invariantSummary([c]),
  };
}

function invariantSummary(cs: readonly ShotComparison[]) {
  return {
    shotsWithKeRise: cs.filter((c) => !c.invariants.keNeverRises).length,
    maxKeRiseJ: Math.max(0, ...cs.map((c) => c.invariants.maxKeRiseJ)),
    maxOverlapUm: r3(Math.max(0, ...cs.map((c) => c.invariants.maxOverlapM)) * 1e6),
    shotsWithOverlap: cs.filter((c) => c.invariants.overlapping.length > 0).length,
    shotsWithBallLeavingTable: cs.filter((c) => c.invariants.leftTable.length > 0).length,
    shotsNotEndingAtRest: cs.filter((c) => c.invariants.notAtRest.length > 0).length,
  };
}

function sumCounts(list: readonly Record<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const counts of list) for (const [k, v] of Object.entries(counts)) out[k] = (out[k] ?? 0) + v;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function randomComparison(cs: readonly ShotComparison[], pooltoolRunsWithKeRise: number | undefined) {
  const diffs = cs.flatMap((c) => c.finals.positionDiffsM);
  const disagreeing = cs
    .map((c, i) => ({ i, c }))
    .filter(({ c }) => c.early.agreeing < 3)
    .map(({ i, c }) =>
      c.early.firstDifference
        ? `shot ${i} #${c.early.firstDifference.index}: ours ${describeEvent(c.early.firstDifference.ours)} / pooltool ${describeEvent(c.early.firstDifference.ref)}`
        : `shot ${i}`,
    );
  return {
    shots: cs.length,
    events: {
      ours: cs.reduce((s, c) => s + c.ours.length, 0),
      pooltool: cs.reduce((s, c) => s + c.ref.length, 0),
    },
    countsByKind: {
      ours: sumCounts(cs.map((c) => c.oursCounts)),
      pooltool: sumCounts(cs.map((c) => c.refCounts)),
    },
    pocketedBalls: {
      ours: cs.reduce((s, c) => s + c.finals.oursPocketed.length, 0),
      pooltool: cs.reduce((s, c) => s + c.finals.refPocketed.length, 0),
      shotsWithSameSet: cs.filter((c) => c.finals.samePocketedSet).length,
    },
    finalPositionDiffMm: {
      median: r3(median(diffs) * 1000),
      p95: r3(p95(diffs) * 1000),
      max: r3(Math.max(0, ...diffs) * 1000),
    },
    agreeOnFirst3: cs.filter((c) => c.early.agreeing >= 3).length,
    agreeOnFirst5: cs.filter((c) => c.early.agreeing >= 5).length,
    maxDtAgreeingS: Math.max(0, ...cs.map((c) => c.early.maxDtS)),
    disagreeOnFirst3: disagreeing,
    invariants: { ...invariantSummary(cs), pooltoolRunsWithKeRise: pooltoolRunsWithKeRise ?? null },
  };
}

function main(): void {
  const loadBefore = loadavg().map(r1);
  const ref = loadReference();
  const shots = ref.randomShots;

  // Warm-up pass: every scenario under every set (the break 50 times, so that the JIT has
  // optimised the break's own hot paths too).
  for (const set of OPTION_SETS) {
    for (let i = 0; i < 50; i++) simulateOrThrow(ref, ref.breakShot, set);
    for (const s of shots) simulateOrThrow(ref, s, set);
  }

  const sets = OPTION_SETS.map((set) => {
    const breakTiming = timeBreak(ref, set);
    const randomTiming = timeRandom(ref, shots, set);
    const breakCmp = compareWithReference(
      ref,
      ref.breakShot,
      simulateOrThrow(ref, ref.breakShot, set),
      set.ref,
      set.opts,
      // The break is compared as far as it goes: how long the two engines stay in step.
      ref.breakShot.results[set.ref].events.length,
    );
    const randomCmp = randomComparison(
      shots.map((s) => compareWithReference(ref, s, simulateOrThrow(ref, s, set), set.ref, set.opts)),
      ref.randomTotals[set.ref]?.runs_with_ke_increase,
    );
    return {
      name: set.name,
      comparedWith: `pooltool ${set.ref}`,
      sameModels: set.sameModels,
      break: { ...breakTiming, comparison: breakComparison(breakCmp) },
      randomShots: { ...randomTiming, comparison: randomCmp },
    };
  });

  const pt = ref.timings;
  const pooltool = pt
    ? Object.fromEntries(
        (["simple", "default"] as const).map((m) => {
          const b = pt.break_9mps[m];
          const rs = pt.random_shots_100[m];
          return [
            m,
            {
              break: b
                ? { medianMs: b.median_ms, p95Ms: b.p95_ms, events: b.events, eventsPerSec: b.events_per_s }
                : null,
              randomShots: rs
                ? {
                    perShotMedianMs: rs.per_shot.median_ms,
                    perShotP95Ms: rs.per_shot.p95_ms,
                    shotsPerSec: rs.shots_per_s,
                    eventsPerSec: rs.events_per_s,
                    eventsPerShot: rs.mean_events_per_shot,
                  }
                : null,
            },
          ];
        }),
      )
    : null;

  const headline = sets[0]!;
  // Other processes on the machine show up as long tails (p95), not in the median or min.
  const load = { before: loadBefore, after: loadavg().map(r1) };
  const report = {
    engine: "mingo (one core, warm, performance.now)",
    node: process.version,
    loadAverage: load,
    // Top-level figures are for the pooltool-simple set: same models as the reference figures.
    options: headline.name,
    break: {
      medianMs: headline.break.medianMs,
      p95Ms: headline.break.p95Ms,
      events: headline.break.events,
      eventsPerSec: headline.break.eventsPerSec,
    },
    randomShots: headline.randomShots
      ? {
          perShotMedianMs: headline.randomShots.perShot.medianMs,
          perShotP95Ms: headline.randomShots.perShot.p95Ms,
          eventsPerShot: headline.randomShots.eventsPerShot,
          eventsPerSec: headline.randomShots.eventsPerSec,
          shotsPerSec: headline.randomShots.shotsPerSec,
        }
      : null,
    defaultModelsBaselines: DEFAULT_MODELS_BASELINES,
    sets,
    pooltool,
    // The computer opponent's decision time per level (issue 4), after the physics figures so
    // that its runs do not warm or disturb them.
    ai: benchAiDecisions(4),
    // pooltool itself beside ours, last: its Python processes would disturb our timings.
    pooltoolLive: sideBySideFromArgs(ref, process.argv) ?? null,
  };

  if (asJson) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  printText(report);
}

type Report = {
  loadAverage: { before: number[]; after: number[] };
  ai: ReturnType<typeof benchAiDecisions>;
  pooltoolLive: ReturnType<typeof sideBySideFromArgs> | null;
  sets: {
    name: string;
    comparedWith: string;
    sameModels: boolean;
    break: ReturnType<typeof timeBreak> & { comparison: ReturnType<typeof breakComparison> };
    randomShots:
      | (ReturnType<typeof timeRandom> & { comparison: ReturnType<typeof randomComparison> | undefined })
      | null;
  }[];
  pooltool: Record<string, unknown> | null;
};

function printText(report: Report): void {
  const out: string[] = [];
  const line = (s = "") => out.push(s);
  const counts = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  line(
    `mingo physics bench — ${process.version}, one core, warm (warm-up pass first), ${breakReps} breaks, ${passes} passes over the random shots`,
  );
  line(
    `load average before ${report.loadAverage.before.join(" ")}, after ${report.loadAverage.after.join(" ")} (a busy machine shows in p95, less in median and min)`,
  );
  for (const s of report.sets) {
    line();
    line(
      `== options: ${s.name} (compared with ${s.comparedWith}${s.sameModels ? ", same models" : ", different models: statistics only"})`,
    );
    const b = s.break;
    line(
      `break:  min ${b.minMs} ms, median ${b.medianMs} ms, p95 ${b.p95Ms} ms, ${b.events} events, ${b.eventsPerSec.toLocaleString("en")} events/s, ${b.breaksPerSec} breaks/s`,
    );
    const bc = b.comparison;
    line(
      `  events ours ${bc.events.ours} (incl. the strike) / pooltool ${bc.events.pooltool}; duration ${bc.durationS.ours} s / ${bc.durationS.pooltool} s`,
    );
    line(`  ours:     ${counts(bc.countsByKind.ours)}`);
    line(`  pooltool: ${counts(bc.countsByKind.pooltool)}`);
    line(
      `  pocketed ours [${bc.pocketed.ours.join(",")}] / pooltool [${bc.pocketed.pooltool.join(",")}] (${bc.pocketed.same ? "same" : "different"}); final positions differ median ${bc.finalPositionDiffMm.median} mm, max ${bc.finalPositionDiffMm.max} mm`,
    );
    line(
      `  events agreeing from the start (order, agents, time ±1 ms): ${bc.firstEventsAgreeing}${bc.firstDifference ? `; first difference ${bc.firstDifference}` : ""}`,
    );
    line(`  invariants: ${JSON.stringify(bc.invariants)}`);
    const r = s.randomShots;
    if (!r?.comparison) continue;
    line(
      `random: per shot min ${r.perShot.minMs} ms, median ${r.perShot.medianMs} ms, p95 ${r.perShot.p95Ms} ms; ${r.eventsPerShot} events/shot (no strike event), ${r.shotsPerSec.toLocaleString("en")} shots/s, ${r.eventsPerSec.toLocaleString("en")} events/s`,
    );
    line(
      `        a pass at each shot's median time: ${r.medianPass.ms} ms, ${r.medianPass.shotsPerSec.toLocaleString("en")} shots/s, ${r.medianPass.eventsPerSec.toLocaleString("en")} events/s (CPU time: ${r.medianCpuPass.ms} ms, ${r.medianCpuPass.eventsPerSec.toLocaleString("en")} events/s)`,
    );
    const rc = r.comparison;
    line(`  events ours ${rc.events.ours} / pooltool ${rc.events.pooltool} over ${rc.shots} shots`);
    line(`  ours:     ${counts(rc.countsByKind.ours)}`);
    line(`  pooltool: ${counts(rc.countsByKind.pooltool)}`);
    line(
      `  pocketed balls ours ${rc.pocketedBalls.ours} / pooltool ${rc.pocketedBalls.pooltool}; same pocketed set in ${rc.pocketedBalls.shotsWithSameSet}/${rc.shots} shots`,
    );
    line(
      `  final positions differ (balls on the table in both): median ${rc.finalPositionDiffMm.median} mm, p95 ${rc.finalPositionDiffMm.p95} mm, max ${rc.finalPositionDiffMm.max} mm`,
    );
    line(
      `  early events (after the strike) agree in order, agents and time (±1 ms): first 3 in ${rc.agreeOnFirst3}/${rc.shots}, first 5 in ${rc.agreeOnFirst5}/${rc.shots}; max |Δt| among agreeing ${rc.maxDtAgreeingS.toExponential(2)} s`,
    );
    if (s.sameModels) for (const d of rc.disagreeOnFirst3.slice(0, 10)) line(`    ${d}`);
    if (s.sameModels && rc.disagreeOnFirst3.length > 10)
      line(`    … ${rc.disagreeOnFirst3.length - 10} more`);
    line(`  invariants: ${JSON.stringify(rc.invariants)}`);
    if (s.name === "defaults") {
      const now = r.medianPass.eventsPerSec;
      line(
        `  default models now ${now.toLocaleString("en")} events/s (${r.medianPass.shotsPerSec.toLocaleString("en")} shots/s, load ${report.loadAverage.before[0]}), beside:`,
      );
      for (const b of DEFAULT_MODELS_BASELINES) {
        line(
          `    ${b.eventsPerSec.toLocaleString("en")} events/s on ${b.date} (commit ${b.commit}, before ${b.before}${b.load1 === null ? "" : `, load ${b.load1}`}): ×${(now / b.eventsPerSec).toFixed(2)}`,
        );
      }
    }
  }
  if (report.pooltool) {
    line();
    line("== pooltool v0.6.0 on its 2-core Xeon (from pooltool-timings.json), for scale");
    for (const [m, v] of Object.entries(report.pooltool)) line(`  ${m}: ${JSON.stringify(v)}`);
  }
  if (report.pooltoolLive) {
    line();
    for (const l of sideBySideText(report.pooltoolLive)) line(l);
  }
  line();
  line("== AI decision time per level (ms, one core: fixed positions and positions after a break)");
  for (const r of report.ai)
    line(
      `  ${r.level.padEnd(9)} median ${r.medianMs}  p95 ${r.p95Ms}  max ${r.maxMs}  (${r.decisions} decisions, ${r.meanSims} simulations each)`,
    );
  process.stdout.write(`${out.join("\n")}\n`);
}

main();
