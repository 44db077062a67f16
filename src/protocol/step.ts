/**
 * A step of a match script as it arrives from a scorekeeper page: decoded by the one step
 * codec (rules/script/step.ts) within the server's bounds, so a page cannot send a huge shot.
 * The stored match is the list of these steps written back by `makeStep`, so `mingo referee`
 * re-checks it unchanged.
 */
import type { z } from "zod";
import type { Result } from "../core/index.ts";
import type { Action } from "../rules/index.ts";
import { parseStep as parseScriptStep, type StepLimits, stepDocSchema } from "../rules/index.ts";

export { makeStep, stepPlayer } from "../rules/index.ts";

/** What one entry may hold: more than any real shot lists, few enough to bound the work. */
export const STEP_LIMITS: StepLimits = { maxEvents: 64, maxFouls: 8 };

/** The step's shape, for the OpenAPI document; parseStep picks the variant by its key for clearer errors. */
export const stepSchema = stepDocSchema;

export function parseStep(input: unknown): Result<Action, string> {
  return parseScriptStep(input, STEP_LIMITS);
}

/** A readable sentence for the first problem zod found, with its path ("shot.events.0.hit.1"). */
export function describeZodError(e: z.ZodError): string {
  const first = e.issues[0];
  if (!first) return "invalid input";
  const path = first.path.join(".");
  return path ? `${path}: ${first.message}` : first.message;
}
