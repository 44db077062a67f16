/**
 * Physics options: literature defaults, presets matching pooltool's model sets, and the
 * validating constructor used for the `options` object of a shot scenario.
 */
import { err, ok, type Result } from "../core/index.ts";
import {
  BALL_BALL_FRICTION_LIMITS,
  BALL_BALL_MODELS,
  type BallBallFriction,
  type BallBallFrictionLimit,
  type BallBallModel,
  type BallParams,
  CLUSTER_IMPACTS,
  type ClusterImpactModel,
  CUSHION_MODELS,
  type CushionModel,
  type PhysicsOptions,
} from "./types.ts";

/** Cushion models resolveBallCushion implements; the others are refused by fromPhysicsOptions. */
export const IMPLEMENTED_CUSHION_MODELS: readonly CushionModel[] = [
  "han2005",
  "mathavan2010",
  "stronge-compliant",
];

/** Alciatore's fit of measured ball–ball friction against relative surface speed (TP A-14). */
export const ALCIATORE_BALL_BALL_FRICTION: Extract<BallBallFriction, { kind: "alciatore-fit" }> = {
  kind: "alciatore-fit",
  a: 9.951e-3,
  b: 0.108,
  c: 1.088,
};

export const DEFAULT_BALL_PARAMS: BallParams = {
  // WPA: 2.25 in (57.15 mm) diameter.
  radius: 0.028575,
  // WPA: 5.5–6 oz (156–170 g); 170 g is the common weight of a modern set.
  mass: 0.17,
  // Ranges below marked [AP] are from Alciatore's table of typical pool equipment properties
  // (billiards.colostate.edu, "physical properties"). Cloth sliding friction 0.15–0.4, ≈ 0.2 [AP].
  muSlide: 0.2,
  // Rolling resistance 0.005–0.015 [AP]; 0.01 as in pooltool.
  muRoll: 0.01,
  // Spin friction as a length, (4/9)·R as in pooltool's defaults (gives z-spin decay 5·u_sp·g/(2R)).
  muSpin: (4 / 9) * 0.028575,
  // Ball–ball friction 0.03–0.08 [AP]; 0.05 mid-range (used only with ballBallFriction "constant").
  muBallBall: 0.05,
  // Ball–ball restitution 0.92–0.98 [AP]; 0.95.
  eBallBall: 0.95,
  // Ball–cushion restitution (0.6–0.9 [AP]) and friction: 0.85 and 0.2, pooltool's defaults
  // with Han's model.
  eCushion: 0.85,
  fCushion: 0.2,
  // Ball–slate restitution ≈ 0.5 [AP] (pooltool's e_t too).
  eTable: 0.5,
  g: 9.81,
};

/** The literature defaults. */
export const DEFAULT_PHYSICS_OPTIONS: PhysicsOptions = {
  ball: DEFAULT_BALL_PARAMS,
  // Throw and spin transfer matter for aiming (cut- and spin-induced throw, TP A-14).
  ballBall: "frictional-inelastic",
  ballBallFriction: ALCIATORE_BALL_BALL_FRICTION,
  // Coulomb's law: friction impulse at most μ times the normal impulse.
  ballBallFrictionLimit: "normal-impulse",
  // Balls stay in contact ~0.2–0.4 ms and flatten by tenths of a mm, far more than a rack's
  // gaps: the rack takes the break as one simultaneous impact (collide/cluster.ts).
  clusterImpact: "compliant",
  // Mathavan et al. 2010 integrates the impact with slip at both the cushion and the cloth, and
  // was checked against measured rebounds; it costs ~22 RK4 steps a hit (han2005 is one).
  cushion: "mathavan2010",
  // A 16-ball break takes ~100–300 events; 20 000 leaves room for anything real.
  maxEvents: 20_000,
  // Squirt ≈ 2.5° at half a ball-radius of english for a standard shaft (Alciatore's squirt
  // measurements, typically 1.5–3.5° at half-tip); linear in the tip offset here. pooltool's
  // end-mass model gives ≈ 2.0° (fitted over its 100 reference shots).
  squirtPerTipX: (2.5 * Math.PI) / 180 / 0.5,
  // A ball that touches a point at speed gets sidespin and rattles out (TP 3.7 / 3.8, and the
  // high-speed clips of "Just how big are the pockets anyway?"); the proofs' slow and fast
  // shots bracket it, 1.5 m/s (a firm shot) is where this engine takes the fast-shot rule.
  rattleSpeed: 1.5,
};

/** pooltool's ball parameters (shared/bench/table-7ft.json, ball_params). */
export const POOLTOOL_BALL_PARAMS: BallParams = {
  radius: 0.028575,
  mass: 0.170097,
  muSlide: 0.2,
  muRoll: 0.01,
  muSpin: 0.0127,
  muBallBall: 0.05,
  eBallBall: 0.95,
  eCushion: 0.85,
  fCushion: 0.2,
  eTable: 0.5,
  g: 9.81,
};

/** pooltool's "simple" model set: frictionless-elastic ball–ball, han2005 cushions. */
export const POOLTOOL_SIMPLE_OPTIONS: PhysicsOptions = {
  ...DEFAULT_PHYSICS_OPTIONS,
  ball: POOLTOOL_BALL_PARAMS,
  ballBall: "frictionless-elastic",
  ballBallFriction: { kind: "constant" },
  clusterImpact: "pairwise",
  cushion: "han2005",
  rattleSpeed: null,
};

/**
 * pooltool's "default" set: frictional-inelastic ball–ball with Alciatore's friction fit and
 * e_b = 0.95, its friction limit taken from the separation speed as pooltool does, and
 * stronge-compliant cushions (omega_ratio 1.8).
 */
export const POOLTOOL_DEFAULT_OPTIONS: PhysicsOptions = {
  ...DEFAULT_PHYSICS_OPTIONS,
  ball: POOLTOOL_BALL_PARAMS,
  ballBall: "frictional-inelastic",
  ballBallFriction: ALCIATORE_BALL_BALL_FRICTION,
  ballBallFrictionLimit: "separation-speed",
  clusterImpact: "pairwise",
  cushion: "stronge-compliant",
  rattleSpeed: null,
};

export const PHYSICS_PRESETS = {
  literature: DEFAULT_PHYSICS_OPTIONS,
  "pooltool-simple": POOLTOOL_SIMPLE_OPTIONS,
  "pooltool-default": POOLTOOL_DEFAULT_OPTIONS,
} as const satisfies Record<string, PhysicsOptions>;
export type PhysicsPreset = keyof typeof PHYSICS_PRESETS;

/** Valid range of each ball parameter: [min, max, minIsExclusive]. */
const BALL_PARAM_RANGES: Record<keyof BallParams, readonly [number, number, boolean]> = {
  radius: [0, 1, true],
  mass: [0, 100, true],
  muSlide: [0, 10, false],
  muRoll: [0, 10, false],
  muSpin: [0, 10, false],
  muBallBall: [0, 10, false],
  eBallBall: [0, 1, false],
  eCushion: [0, 1, false],
  fCushion: [0, 10, false],
  eTable: [0, 1, false],
  g: [0, 1000, true],
};

const TOP_LEVEL_KEYS = [
  "preset",
  "ball",
  "ballBall",
  "ballBallFriction",
  "ballBallFrictionLimit",
  "clusterImpact",
  "cushion",
  "maxEvents",
  "squirtPerTipX",
  "rattleSpeed",
] as const;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

const show = (x: unknown): string => (typeof x === "number" ? String(x) : (JSON.stringify(x) ?? String(x)));

function checkNumber(path: string, x: unknown, [lo, hi, loOpen]: readonly [number, number, boolean]) {
  if (typeof x !== "number" || !Number.isFinite(x)) return `${path}: expected a number, got ${show(x)}`;
  if (x < lo || (loOpen && x === lo) || x > hi) {
    return `${path}: expected a number in ${loOpen ? "(" : "["}${lo}, ${hi}], got ${x}`;
  }
  return undefined;
}

function fromBallParams(base: BallParams, x: unknown): Result<BallParams, string> {
  if (!isRecord(x)) return err(`options.ball: expected an object, got ${show(x)}`);
  const out: Record<string, number> = { ...base };
  for (const [k, v] of Object.entries(x)) {
    if (!(k in BALL_PARAM_RANGES)) return err(`options.ball.${k}: unknown name`);
    const problem = checkNumber(`options.ball.${k}`, v, BALL_PARAM_RANGES[k as keyof BallParams]);
    if (problem) return err(problem);
    out[k] = v as number;
  }
  return ok(out as unknown as BallParams);
}

function fromBallBallFriction(base: BallBallFriction, x: unknown): Result<BallBallFriction, string> {
  if (x === "constant") return ok({ kind: "constant" });
  if (x === "alciatore-fit") return ok(ALCIATORE_BALL_BALL_FRICTION);
  if (!isRecord(x)) {
    return err(`options.ballBallFriction: expected "constant", "alciatore-fit" or an object, got ${show(x)}`);
  }
  if (x.kind === "constant") {
    const extra = Object.keys(x).find((k) => k !== "kind");
    return extra ? err(`options.ballBallFriction.${extra}: unknown name`) : ok({ kind: "constant" });
  }
  if (x.kind !== "alciatore-fit") {
    return err(`options.ballBallFriction.kind: expected "constant" or "alciatore-fit", got ${show(x.kind)}`);
  }
  const start = base.kind === "alciatore-fit" ? base : ALCIATORE_BALL_BALL_FRICTION;
  const fit = { a: start.a, b: start.b, c: start.c };
  for (const [k, v] of Object.entries(x)) {
    if (k === "kind") continue;
    if (k !== "a" && k !== "b" && k !== "c") return err(`options.ballBallFriction.${k}: unknown name`);
    const problem = checkNumber(`options.ballBallFriction.${k}`, v, [0, 100, false]);
    if (problem) return err(problem);
    fit[k] = v as number;
  }
  return ok({ kind: "alciatore-fit", ...fit });
}

/**
 * Validates a scenario's `options` object. Starts from `preset` (default "literature") and
 * applies the given fields; `ball` and `ballBallFriction` may be partial. Unknown names,
 * non-numbers, values out of range and unimplemented models are errors naming the field.
 */
export function fromPhysicsOptions(partial: unknown): Result<PhysicsOptions, string> {
  if (partial === undefined) return ok(DEFAULT_PHYSICS_OPTIONS);
  if (!isRecord(partial)) return err(`options: expected an object, got ${show(partial)}`);
  for (const k of Object.keys(partial)) {
    if (!(TOP_LEVEL_KEYS as readonly string[]).includes(k)) return err(`options.${k}: unknown name`);
  }
  let base: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS;
  if (partial.preset !== undefined) {
    const p = partial.preset;
    if (typeof p !== "string" || !Object.hasOwn(PHYSICS_PRESETS, p)) {
      return err(
        `options.preset: expected one of ${Object.keys(PHYSICS_PRESETS).join(", ")}, got ${show(p)}`,
      );
    }
    base = PHYSICS_PRESETS[p as PhysicsPreset];
  }
  let ball = base.ball;
  if (partial.ball !== undefined) {
    const r = fromBallParams(base.ball, partial.ball);
    if (!r.ok) return r;
    ball = r.value;
  }
  let ballBall: BallBallModel = base.ballBall;
  if (partial.ballBall !== undefined) {
    const m = partial.ballBall;
    if (!(BALL_BALL_MODELS as readonly unknown[]).includes(m)) {
      return err(`options.ballBall: expected one of ${BALL_BALL_MODELS.join(", ")}, got ${show(m)}`);
    }
    ballBall = m as BallBallModel;
  }
  let ballBallFriction = base.ballBallFriction;
  if (partial.ballBallFriction !== undefined) {
    const r = fromBallBallFriction(base.ballBallFriction, partial.ballBallFriction);
    if (!r.ok) return r;
    ballBallFriction = r.value;
  }
  let ballBallFrictionLimit: BallBallFrictionLimit = base.ballBallFrictionLimit;
  if (partial.ballBallFrictionLimit !== undefined) {
    const m = partial.ballBallFrictionLimit;
    if (!(BALL_BALL_FRICTION_LIMITS as readonly unknown[]).includes(m)) {
      return err(
        `options.ballBallFrictionLimit: expected one of ${BALL_BALL_FRICTION_LIMITS.join(", ")}, got ${show(m)}`,
      );
    }
    ballBallFrictionLimit = m as BallBallFrictionLimit;
  }
  let clusterImpact: ClusterImpactModel = base.clusterImpact;
  if (partial.clusterImpact !== undefined) {
    const m = partial.clusterImpact;
    if (!(CLUSTER_IMPACTS as readonly unknown[]).includes(m)) {
      return err(`options.clusterImpact: expected one of ${CLUSTER_IMPACTS.join(", ")}, got ${show(m)}`);
    }
    clusterImpact = m as ClusterImpactModel;
  }
  let cushion: CushionModel = base.cushion;
  if (partial.cushion !== undefined) {
    const m = partial.cushion;
    if (!(CUSHION_MODELS as readonly unknown[]).includes(m)) {
      return err(`options.cushion: expected one of ${CUSHION_MODELS.join(", ")}, got ${show(m)}`);
    }
    if (!IMPLEMENTED_CUSHION_MODELS.includes(m as CushionModel)) {
      return err(
        `options.cushion: model ${show(m)} is not implemented (available: ${IMPLEMENTED_CUSHION_MODELS.join(", ")})`,
      );
    }
    cushion = m as CushionModel;
  }
  let maxEvents = base.maxEvents;
  if (partial.maxEvents !== undefined) {
    const problem = checkNumber("options.maxEvents", partial.maxEvents, [1, 1e9, false]);
    if (problem) return err(problem);
    if (!Number.isInteger(partial.maxEvents)) {
      return err(`options.maxEvents: expected a whole number, got ${show(partial.maxEvents)}`);
    }
    maxEvents = partial.maxEvents as number;
  }
  let squirtPerTipX = base.squirtPerTipX;
  if (partial.squirtPerTipX !== undefined) {
    const problem = checkNumber("options.squirtPerTipX", partial.squirtPerTipX, [-1, 1, false]);
    if (problem) return err(problem);
    squirtPerTipX = partial.squirtPerTipX as number;
  }
  let rattleSpeed = base.rattleSpeed;
  if (partial.rattleSpeed !== undefined) {
    if (partial.rattleSpeed !== null) {
      const problem = checkNumber("options.rattleSpeed", partial.rattleSpeed, [0, 100, false]);
      if (problem) return err(`${problem} (or null for no rattles)`);
    }
    rattleSpeed = partial.rattleSpeed as number | null;
  }
  return ok({
    ball,
    ballBall,
    ballBallFriction,
    ballBallFrictionLimit,
    clusterImpact,
    cushion,
    maxEvents,
    squirtPerTipX,
    rattleSpeed,
  });
}
