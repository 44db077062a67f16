/**
 * Writes the golden files from the engine as it is: golden.json (the shots of shots.ts) and
 * cushion-impacts.json (200 mathavan2010 cushion hits met in pooltool's 100 reference shots,
 * with the model's answers). Run only to record a deliberate change: `npm run golden`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mathavan2010 } from "../../src/physics/collide/mathavan2010.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../../src/physics/options.ts";
import type { BallState } from "../../src/physics/types.ts";
import { GOLDEN_SHOT_COUNT, runGoldenShot } from "./shots.ts";

const here = dirname(fileURLToPath(import.meta.url));
const shots = Array.from({ length: GOLDEN_SHOT_COUNT }, (_, i) => runGoldenShot(i));
// `converged` (kept as found): the same shots with the cushion integrated in 20,000 fixed steps
// a phase, done once outside the project, for the accuracy check.
const { converged } = JSON.parse(readFileSync(join(here, "golden.json"), "utf8"));
writeFileSync(join(here, "golden.json"), `${JSON.stringify({ shots, converged })}\n`);

// Impacts: inputs recorded once from the reference shots (impacts-in.json), answers from now.
// `converged` (kept as found): the same model integrated with 200,000 steps a phase, which
// was done once outside the project, for the accuracy check.
const inputs = JSON.parse(readFileSync(join(here, "cushion-impacts.json"), "utf8")).impacts as {
  in: { v: number[]; w: number[]; motion: BallState["motion"]; normal: [number, number]; height: number };
  converged: unknown;
}[];
const impacts = inputs.map(({ in: x, converged }) => {
  const ball: BallState = {
    id: 0,
    r: [0, 0, DEFAULT_PHYSICS_OPTIONS.ball.radius],
    v: x.v as never,
    w: x.w as never,
    motion: x.motion,
  };
  const out = mathavan2010(ball, x.normal, x.height, DEFAULT_PHYSICS_OPTIONS);
  return { in: x, out: { v: out.v, w: out.w, motion: out.motion }, converged };
});
writeFileSync(join(here, "cushion-impacts.json"), `${JSON.stringify({ impacts })}\n`);
process.stdout.write(`${shots.length} shots, ${impacts.length} impacts written\n`);
