/**
 * The same scenarios in both engines, in one run (issue 40 item 3): pooltool's reference break
 * and 100 random shots, and 50 breaks of its rack at slightly different aims and speeds, each engine under its own model set beside
 * ours (pooltool "simple" beside our pooltool-simple preset, pooltool's defaults beside ours).
 * Prints the time ratios, how many of each shot's first events agree, whether live pooltool
 * still gives the results kept as fixtures, and where each engine's break balls drop.
 */
import { performance } from "node:perf_hooks";
import { makeRng } from "../src/core/index.ts";
import { DEFAULT_PHYSICS_OPTIONS, POOLTOOL_SIMPLE_OPTIONS } from "../src/physics/options.ts";
import { simulateFromStates } from "../src/physics/simulate.ts";
import type { PhysicsOptions, ShotResult } from "../src/physics/types.ts";
import { earlyAgreement } from "./compare.ts";
import {
  type CommonEvent,
  commonFromPooltool,
  loadBreak,
  loadRandomShots,
  type ModelSet,
  type PtBall,
  type PtPostStrike,
  startingBalls,
} from "./pooltool.ts";
import { type LiveRun, type LiveSetup, runPooltool, setUpPooltool } from "./pooltool-live.ts";
import { BREAK_PATH, ourCommonEvents, RANDOM_SHOTS_PATH, type Reference } from "./reference.ts";
import { median } from "./stats.ts";

const PAIRS: readonly { readonly set: ModelSet; readonly ours: string; readonly opts: PhysicsOptions }[] = [
  { set: "simple", ours: "pooltool-simple", opts: POOLTOOL_SIMPLE_OPTIONS },
  { set: "default", ours: "defaults", opts: DEFAULT_PHYSICS_OPTIONS },
];
const RACKS = 50;
const POCKET_GROUPS = {
  "foot-left": "foot",
  "foot-right": "foot",
  "side-left": "side",
  "side-right": "side",
  "head-left": "head",
  "head-right": "head",
} as const;

interface Scenario {
  readonly name: string;
  readonly balls: readonly PtBall[];
}

/** Ball 0 given its post-strike state: how both engines start (the cue model left out). */
function struck(layout: readonly PtBall[], cue: PtPostStrike): PtBall[] {
  return layout.map((b) => (b.id === 0 ? { ...b, v: cue.v, w: cue.w, s: cue.s } : b));
}

/**
 * The reference rack broken 50 times: the cue ball's 9 m/s turned up to ±0.5° and scaled by up
 * to ±10 %; seeded, the same for both engines. (The rack itself is left as it is: moving a
 * ball would need pooltool's spacing rules to keep touching balls apart.)
 */
function racks(layout: readonly PtBall[], cue: PtPostStrike): Scenario[] {
  return Array.from({ length: RACKS }, (_, k) => {
    const rng = makeRng(`rack-${k}`);
    const turn = ((rng.next() * 2 - 1) * 0.5 * Math.PI) / 180;
    const scale = 1 + (rng.next() * 2 - 1) * 0.1;
    const [vx, vy] = [cue.v[0]! * scale, cue.v[1]! * scale];
    const v = [vx * Math.cos(turn) - vy * Math.sin(turn), vx * Math.sin(turn) + vy * Math.cos(turn), 0];
    const balls = layout.map((b) => (b.id === 0 ? { ...b, v, w: cue.w, s: cue.s } : b));
    return { name: `rack ${k + 1}`, balls };
  });
}

function ours(ref: Reference, s: Scenario, opts: PhysicsOptions): ShotResult {
  const balls = startingBalls(s.balls, s.balls.find((b) => b.id === 0)!, ref.dims, ref.radius);
  const r = simulateFromStates(ref.table, balls, opts);
  if (!r.ok) throw new Error(`${s.name}: ${r.error.code}`);
  return r.value;
}

/** Our median wall time for a scenario, warm. */
function ourMs(ref: Reference, s: Scenario, opts: PhysicsOptions, reps: number): number {
  const ms: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    ours(ref, s, opts);
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

/** pooltool's events in the shared words, its stick event put back at t = 0 (as ourCommonEvents does for ours). */
const liveCommon = (ref: Reference, r: LiveRun): CommonEvent[] => [
  { t: 0, kind: "strike", balls: [0] },
  ...r.events.map((e) => commonFromPooltool({ ...e, balls: [...e.balls], ke: 0 }, ref.places)),
];

function pocketShares(pocketed: readonly string[]) {
  const by = { foot: 0, side: 0, head: 0 };
  for (const p of pocketed) by[POCKET_GROUPS[p as keyof typeof POCKET_GROUPS]]++;
  return { made: pocketed.length, ...by };
}

export interface SideBySide {
  readonly pooltool: string;
  readonly python: string;
  readonly how: string;
  readonly sets: readonly {
    readonly pooltool: ModelSet;
    readonly ours: string;
    readonly breakMs: { readonly pooltool: number; readonly ours: number; readonly ratio: number };
    readonly randomMs: { readonly pooltool: number; readonly ours: number; readonly ratio: number };
    /** Shots (of 100) whose first 3 and first 5 events agree in order, agents and time (±1 ms). */
    readonly firstEventsAgree: {
      readonly first3: number;
      readonly first5: number;
      readonly breakAgreeing: number;
    };
    /** Shots (of 101) where live pooltool gives the event count and pocketed set kept in the fixtures. */
    readonly liveMatchesFixtures: number;
    /** The others, named. */
    readonly liveDiffers: readonly string[];
    readonly racks: {
      readonly pooltool: ReturnType<typeof pocketShares>;
      readonly ours: ReturnType<typeof pocketShares>;
    };
  }[];
}

/** Runs both engines on the same scenarios; an error when pooltool's side cannot run. */
export function sideBySide(ref: Reference, setup: LiveSetup, reps: number): SideBySide | string {
  const brk = loadBreak(BREAK_PATH);
  const rs = loadRandomShots(RANDOM_SHOTS_PATH);
  const shots: Scenario[] = [
    { name: "break", balls: struck(brk.balls_pre_strike, brk.cue_ball_post_strike) },
    ...rs.shots.map((s) => ({ name: `shot ${s.shot}`, balls: struck(rs.layout, s.cue_ball_post_strike) })),
  ];
  const stored = [brk.results, ...rs.shots.map((s) => s.results)];
  const broken = racks(brk.balls_pre_strike, brk.cue_ball_post_strike);
  let versions = { pooltool: "?", python: "?" };
  const sets: SideBySide["sets"][number][] = [];
  for (const pair of PAIRS) {
    const live = runPooltool(setup, pair.set, shots, reps);
    if (!live.ok) return live.error;
    const liveRacks = runPooltool(setup, pair.set, broken, 1);
    if (!liveRacks.ok) return liveRacks.error;
    versions = { pooltool: live.value.pooltool, python: live.value.python };
    const runs = live.value.runs;
    const oursMs = shots.map((s) => ourMs(ref, s, pair.opts, Math.max(reps, 10)));
    const oursEvents = shots.map((s) => ourCommonEvents(ours(ref, s, pair.opts)));
    let first3 = 0;
    let first5 = 0;
    let matches = 0;
    const differs: string[] = [];
    shots.forEach((s, i) => {
      const agree = earlyAgreement(oursEvents[i]!, liveCommon(ref, runs[i]!), 5).agreeing;
      if (i > 0 && agree >= 3) first3++;
      if (i > 0 && agree >= 5) first5++;
      const kept = stored[i]![pair.set];
      const livePocketed = Object.keys(runs[i]!.pocketed).sort().join(",");
      const keptPocketed = Object.keys(kept.pocketed).sort().join(",");
      // The fixtures count pooltool's stick event; the live run starts after it.
      if (runs[i]!.events.length + 1 === kept.n_events && livePocketed === keptPocketed) matches++;
      else
        differs.push(
          `${s.name}: ${runs[i]!.events.length + 1} events, pocketed [${livePocketed}] (kept: ${kept.n_events}, [${keptPocketed}])`,
        );
    });
    const breakAgreeing = earlyAgreement(oursEvents[0]!, liveCommon(ref, runs[0]!), 200).agreeing;
    const ptRandom = runs.slice(1).reduce((a, r) => a + r.medianMs, 0);
    const ourRandom = oursMs.slice(1).reduce((a, x) => a + x, 0);
    const ourPocketed = broken.flatMap((s) =>
      ours(ref, s, pair.opts)
        .final.filter((b) => b.id !== 0 && b.motion === "pocketed")
        .map((b) => b.pocket ?? ""),
    );
    const ptPocketed = liveRacks.value.runs.flatMap((r) =>
      Object.entries(r.pocketed)
        .filter(([id]) => id !== "0")
        .map(([, p]) => p),
    );
    sets.push({
      pooltool: pair.set,
      ours: pair.ours,
      breakMs: { pooltool: runs[0]!.medianMs, ours: oursMs[0]!, ratio: runs[0]!.medianMs / oursMs[0]! },
      randomMs: { pooltool: ptRandom, ours: ourRandom, ratio: ptRandom / ourRandom },
      firstEventsAgree: { first3, first5, breakAgreeing },
      liveMatchesFixtures: matches,
      liveDiffers: differs,
      racks: { pooltool: pocketShares(ptPocketed), ours: pocketShares(ourPocketed) },
    });
  }
  return { ...versions, how: setup.how, sets };
}

/** The printout's lines. */
export function sideBySideLines(s: SideBySide): string[] {
  const out = [`== pooltool ${s.pooltool} (Python ${s.python}, ${s.how}) and ours, same scenarios, this run`];
  const share = (k: number, n: number) => (n > 0 ? `${Math.round((100 * k) / n)}%` : "–");
  for (const x of s.sets) {
    const r = (v: number) => v.toFixed(3);
    out.push(
      `  pooltool ${x.pooltool} / ours ${x.ours}:`,
      `    break: pooltool ${r(x.breakMs.pooltool)} ms, ours ${r(x.breakMs.ours)} ms (×${x.breakMs.ratio.toFixed(0)}); first ${x.firstEventsAgree.breakAgreeing} events agree`,
      `    100 random shots: pooltool ${r(x.randomMs.pooltool)} ms, ours ${r(x.randomMs.ours)} ms (×${x.randomMs.ratio.toFixed(0)}); first 3 events agree in ${x.firstEventsAgree.first3}/100, first 5 in ${x.firstEventsAgree.first5}/100`,
      `    live pooltool gives the kept fixtures' event count and pocketed set in ${x.liveMatchesFixtures}/101 shots${x.liveDiffers.length ? `; not in ${x.liveDiffers.join("; ")}` : ""}`,
    );
    for (const [who, p] of [
      ["pooltool", x.racks.pooltool],
      ["ours", x.racks.ours],
    ] as const) {
      out.push(
        `    ${RACKS} racks, ${who.padEnd(8)}: ${(p.made / RACKS).toFixed(2)} balls made a break; foot ${share(p.foot, p.made)}, side ${share(p.side, p.made)}, head ${share(p.head, p.made)}`,
      );
    }
  }
  return out;
}

/** `--pooltool [--pooltool-src DIR]`: the side-by-side run, or why pooltool could not run here. */
export function sideBySideFromArgs(
  ref: Reference,
  argv: readonly string[],
): SideBySide | { readonly blocked: string } | undefined {
  if (!argv.includes("--pooltool")) return undefined;
  const i = argv.indexOf("--pooltool-src");
  const setup = setUpPooltool(i >= 0 ? argv[i + 1] : undefined);
  if (!setup.ok) return { blocked: setup.error };
  const r = sideBySide(ref, setup.value, 3);
  return typeof r === "string" ? { blocked: r } : r;
}

export function sideBySideText(s: SideBySide | { readonly blocked: string }): string[] {
  return "blocked" in s ? [`== pooltool side by side: not run. ${s.blocked}`] : sideBySideLines(s);
}
