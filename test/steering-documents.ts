/**
 * The steering documents — RULES.md, the two rulebooks (seeds), the contracts and pooltool's
 * reference data — sit in a folder named `shared` beside a working copy of mingo, never inside
 * it. A clone alone has none of them, and its tests must pass all the same: everything a test
 * needs is kept in the project (test/fixtures, the quotes in src/narration), and the checks
 * that compare mingo with the steering documents run only when the folder is there and are
 * reported as skipped, by name, when it is not.
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** `../shared` beside the project; MINGO_SHARED_DIR points elsewhere (or nowhere, to try the skip). */
export const SHARED_DIR = resolve(process.env.MINGO_SHARED_DIR ?? join(PROJECT_ROOT, "..", "shared"));

/** A file of the steering documents, by its path inside the shared folder. */
export const sharedPath = (...parts: string[]): string => join(SHARED_DIR, ...parts);

/** True when the steering documents are beside the project (RULES.md is the marker). */
export const HAS_SHARED = existsSync(sharedPath("rules", "RULES.md"));

/**
 * A describe block's name for a comparison with the steering documents: says, when they are
 * missing, why its tests were skipped.
 */
export function againstShared(what: string): string {
  return HAS_SHARED ? what : `${what} — skipped: no steering documents at ${SHARED_DIR}`;
}
