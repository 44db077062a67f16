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

/**
 * What one entry may hold: few enough to bound the work, and more than any shot lists — a
 * simulated break names every contact and rail (the longest of 150 simulated Bola 8 matches had
 * 67; 64 set aside 2 in 96 of the club night's matches), a person at a table far fewer.
 */
export const STEP_LIMITS: StepLimits = { maxEvents: 128, maxFouls: 8 };

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
