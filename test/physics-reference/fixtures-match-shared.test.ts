/**
 * pooltool's reference data live in the project (test/fixtures/pooltool) so that a clone runs
 * its physics tests and bench alone. When the steering documents are beside the project, the
 * fixtures must be their bench files byte for byte: a new export there must be copied here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REFERENCE_DIR } from "../../bench/reference.ts";
import { againstShared, HAS_SHARED, sharedPath } from "../steering-documents.ts";

const FIXTURES = readdirSync(REFERENCE_DIR)
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("pooltool fixtures kept in the project", () => {
  it("are the table, the break, the 100 random shots and pooltool's timings", () => {
    expect(FIXTURES).toEqual([
      "break-9mps.json",
      "pooltool-timings.json",
      "random-shots-100.json",
      "table-7ft.json",
    ]);
  });
});

describe.skipIf(!HAS_SHARED)(againstShared("pooltool fixtures against the steering bench files"), () => {
  it.each(FIXTURES)("%s is the steering copy, byte for byte", (name) => {
    const ours = readFileSync(join(REFERENCE_DIR, name));
    const steering = readFileSync(sharedPath("bench", name));
    expect(ours.equals(steering), `${name} differs from ${sharedPath("bench", name)}`).toBe(true);
  });
});
