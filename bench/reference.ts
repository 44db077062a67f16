/**
 * The reference scenarios ready to run: pooltool's table as our Table, the break and the
 * random shots as our starting states, and one function that runs a shot under our engine
 * and compares it with pooltool's result. Shared by `npm run bench` and test/physics-reference.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Result } from "../src/core/index.ts";
import { positionsAt, simulateFromStates } from "../src/physics/index.ts";
import { tableFromPooltool } from "../src/physics/pooltool-table.ts";
import type { BallState, PhysicsOptions, ShotResult, SimulationError, Table } from "../src/physics/types.ts";
import {
  commonFromOurs,
  compareFinals,
  countByKind,
  type EarlyAgreement,
  earlyAgreement,
  type FinalComparison,
} from "./compare.ts";
import { checkInvariants, type InvariantReport } from "./invariants.ts";
import {
  type CommonEvent,
  commonFromPooltool,
  cushionPlaces,
  loadBreak,
  loadPooltoolTable,
  loadRandomShots,
  loadTimings,
  type ModelSet,
  type PtDims,
  type PtRandomShots,
  type PtResult,
  type PtTimings,
  startingBalls,
} from "./pooltool.ts";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * pooltool's reference data (the table, the break, the 100 random shots and pooltool's own
 * timings), kept in the project as test fixtures so that the tests and the bench run on a
 * clone alone. test/physics-reference/fixtures-match-shared.test.ts checks them against the
 * steering copies when those sit beside the project.
 */
export const REFERENCE_DIR = join(PROJECT_ROOT, "test", "fixtures", "pooltool");
export const RANDOM_SHOTS_PATH = join(REFERENCE_DIR, "random-shots-100.json");
export const BREAK_PATH = join(REFERENCE_DIR, "break-9mps.json");
export const TIMINGS_PATH = join(REFERENCE_DIR, "pooltool-timings.json");

export interface ReferenceShot {
  readonly name: string;
  /** Our starting states: the layout at rest with ball 0 in its post-strike state. */
  readonly balls: readonly BallState[];
  readonly results: Readonly<Record<ModelSet, PtResult>>;
}

export interface Reference {
  readonly table: Table;
  readonly dims: PtDims;
  readonly radius: number;
  readonly places: ReadonlyMap<string, string>;
  readonly breakShot: ReferenceShot;
  readonly randomShots: readonly ReferenceShot[];
  readonly randomTotals: PtRandomShots["totals"];
  readonly timings: PtTimings;
}

export function loadReference(): Reference {
  const { json, table: pt } = loadPooltoolTable(join(REFERENCE_DIR, "table-7ft.json"));
  const table = tableFromPooltool(json);
  const dims: PtDims = { w: pt.w, l: pt.l };
  const radius = pt.ball_params.R;
  const places = cushionPlaces(pt);
  const brk = loadBreak(BREAK_PATH);
  const breakShot: ReferenceShot = {
    name: "break",
    balls: startingBalls(brk.balls_pre_strike, brk.cue_ball_post_strike, dims, radius),
    results: brk.results,
  };
  const rs = loadRandomShots(RANDOM_SHOTS_PATH);
  const randomShots = rs.shots.map((s) => ({
    name: `shot ${s.shot}`,
    balls: startingBalls(rs.layout, s.cue_ball_post_strike, dims, radius),
    results: s.results,
  }));
  const timings = loadTimings(TIMINGS_PATH);
  return { table, dims, radius, places, breakShot, randomShots, randomTotals: rs.totals, timings };
}

export function runReferenceShot(
  ref: Reference,
  shot: ReferenceShot,
  opts: PhysicsOptions,
): Result<ShotResult, SimulationError> {
  return simulateFromStates(ref.table, shot.balls, opts);
}

/**
 * Our events in the shared vocabulary. We start from the post-strike state, so our list has
 * no strike event; pooltool's has its stick_ball at t = 0. Adding one here keeps indices and
 * counts comparable.
 */
export function ourCommonEvents(result: ShotResult): CommonEvent[] {
  const events = result.events.map(commonFromOurs);
  return events[0]?.kind === "strike" ? events : [{ t: 0, kind: "strike", balls: [0] }, ...events];
}

export interface ShotComparison {
  readonly ours: readonly CommonEvent[];
  readonly ref: readonly CommonEvent[];
  readonly oursCounts: Record<string, number>;
  readonly refCounts: Record<string, number>;
  readonly early: EarlyAgreement;
  readonly finals: FinalComparison;
  readonly invariants: InvariantReport;
  readonly oursDurationS: number;
  readonly refDurationS: number;
}

/** How far into each shot the early-event comparison looks. */
export const EARLY_EVENTS = 5;

export function compareWithReference(
  ref: Reference,
  shot: ReferenceShot,
  result: ShotResult,
  set: ModelSet,
  opts: PhysicsOptions,
  earlyLimit = EARLY_EVENTS,
): ShotComparison {
  const pt = shot.results[set];
  const ours = ourCommonEvents(result);
  const refEvents = pt.events.map((e) => commonFromPooltool(e, ref.places));
  return {
    ours,
    ref: refEvents,
    oursCounts: countByKind(ours),
    refCounts: countByKind(refEvents),
    early: earlyAgreement(ours, refEvents, earlyLimit),
    finals: compareFinals(result.final, pt, ref.dims),
    invariants: checkInvariants(ref.table, result, positionsAt, opts.ball),
    oursDurationS: result.duration,
    refDurationS: pt.sim_time_s,
  };
}
