/**
 * A shot scenario (docs/simulate.md) decoded into the engine's own types:
 * structure by ./scenario-schema.ts, options by the physics module's validator, geometry by
 * ./layout-check.ts. Every failure is one line of text naming the problem.
 */
import { type BallId, err, ok, type Result, type Vec3 } from "../core/index.ts";
import type { BallState, PhysicsOptions, Strike, Table } from "../physics/index.ts";
import { fromPhysicsOptions, makeTable } from "../physics/index.ts";
import { checkLayout } from "./layout-check.ts";
import { describeIssue, scenarioSchema } from "./scenario-schema.ts";

/** The cue ball's state right after the hit, given directly instead of a strike. */
export interface CueBallVelocities {
  readonly kind: "velocities";
  readonly v: Vec3;
  readonly w: Vec3;
}

export interface Scenario {
  readonly table: Table;
  /** At rest on the cloth, in the order the scenario lists them. */
  readonly balls: readonly BallState[];
  readonly shot: Strike | CueBallVelocities;
  readonly options: PhysicsOptions;
}

/** Decodes scenario text; JSON syntax errors are reported like any other problem. */
/** A scenario is a few levels deep; far deeper input is refused before anything walks it recursively. */
export const MAX_JSON_DEPTH = 32;

/** How deep the arrays and objects of a JSON text nest (strings skipped), without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

export function parseScenario(text: string): Result<Scenario, string> {
  if (jsonDepth(text) > MAX_JSON_DEPTH) return err(`nested deeper than ${MAX_JSON_DEPTH} levels`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  return fromScenario(json);
}

export function fromScenario(input: unknown): Result<Scenario, string> {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return err(first ? describeIssue(first) : "invalid scenario");
  }
  const raw = parsed.data;

  const options = fromPhysicsOptions(raw.options ?? {});
  if (!options.ok) return err(options.error);
  const radius = options.value.ball.radius;

  const table = makeTable(raw.table);
  const placed = raw.balls.map((b) => ({ id: b.id as BallId, x: b.x, y: b.y }));
  const layout = checkLayout(table, radius, placed);
  if (!layout.ok) return err(layout.error);

  const balls: BallState[] = placed.map((b) => ({
    id: b.id,
    r: [b.x, b.y, radius],
    v: [0, 0, 0],
    w: [0, 0, 0],
    motion: "stationary",
  }));
  const shot: Strike | CueBallVelocities = raw.strike
    ? raw.strike
    : { kind: "velocities", v: raw.cueBall!.v, w: raw.cueBall!.w };
  return ok({ table, balls, shot, options: options.value });
}
