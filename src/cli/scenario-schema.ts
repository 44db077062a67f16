/**
 * The shape of a shot scenario (docs/simulate.md), checked field by field.
 * Every object is strict: an unknown field is an error, because a misspelt "tipY" silently
 * ignored would simulate a different shot than the one the author meant.
 * Geometry (overlaps, balls off the cloth) and physics options are checked afterwards,
 * in ./scenario.ts, where the table and the ball radius are known.
 */
import { z } from "zod";
import { TABLE_SIZES } from "../physics/index.ts";

/** Faster than any recorded break (~14 m/s); beyond it a scenario is a typo, not a shot. */
export const MAX_CUE_SPEED_MPS = 20;
/** Far above what a cue can give (~200 rad/s at the miscue limit). */
export const MAX_CUE_SPIN_RADPS = 2000;

const finite = () => z.number({ error: "must be a number" });

const ballSchema = z.strictObject(
  {
    id: z
      .number({ error: "must be a number" })
      .int({ error: "must be a ball number from 0 to 15" })
      .min(0, { error: "must be a ball number from 0 to 15" })
      .max(15, { error: "must be a ball number from 0 to 15" }),
    x: finite(),
    y: finite(),
  },
  { error: 'must be a ball, {"id", "x", "y"}' },
);

const strikeSchema = z
  .strictObject(
    {
      speed: finite()
        .min(0, { error: "must not be negative" })
        .max(MAX_CUE_SPEED_MPS, { error: `must be at most ${MAX_CUE_SPEED_MPS} m/s` }),
      direction: finite(),
      tipX: finite().default(0),
      tipY: finite().default(0),
      elevation: finite()
        .min(0, { error: "must be from 0 to 90 degrees" })
        .max(90, { error: "must be from 0 to 90 degrees" })
        .default(0),
    },
    { error: "must be an object" },
  )
  .refine((s) => s.tipX * s.tipX + s.tipY * s.tipY <= 1, {
    error: "the tip offset must lie on the ball: tipX² + tipY² ≤ 1",
  });

const vec3 = (unit: string, limit: number) =>
  z
    .tuple([finite(), finite(), finite()], { error: "must be [x, y, z], three numbers" })
    .refine((v) => Math.hypot(v[0], v[1], v[2]) <= limit, {
      error: `must not be larger than ${limit} ${unit}`,
    });

const cueBallSchema = z.strictObject(
  {
    v: vec3("m/s", MAX_CUE_SPEED_MPS),
    w: vec3("rad/s", MAX_CUE_SPIN_RADPS),
  },
  { error: 'must be an object, {"v", "w"}' },
);

export const scenarioSchema = z
  .strictObject(
    {
      table: z.enum(TABLE_SIZES, { error: `must be one of ${TABLE_SIZES.map((s) => `"${s}"`).join(", ")}` }),
      balls: z
        .array(ballSchema, { error: "must be an array of balls" })
        .min(1, { error: "must not be empty" }),
      strike: strikeSchema.optional(),
      cueBall: cueBallSchema.optional(),
      // Checked by the physics module's own validator, which knows every option's name.
      options: z.unknown().optional(),
    },
    { error: "a scenario must be a JSON object" },
  )
  .refine((s) => (s.strike === undefined) !== (s.cueBall === undefined), {
    error: 'give exactly one of "strike" or "cueBall"',
  });

export type RawScenario = z.infer<typeof scenarioSchema>;

/** One line naming where the first problem is, e.g. `balls[2].x: x must be a number`. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = formatPath(issue.path);
  if (issue.code === "unrecognized_keys") {
    const names = issue.keys.map((k) => `"${k}"`).join(", ");
    return `${where ? `${where}: ` : "top level: "}unknown field${issue.keys.length > 1 ? "s" : ""} ${names}`;
  }
  return where ? `${where}: ${issue.message}` : issue.message;
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}
