import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POCKET_IDS } from "../../src/core/index.ts";
import { isRefusalCode } from "../../src/protocol/refusals.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, pinaTournament, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

const ball = fc.oneof(
  fc.integer({ min: 0, max: 15 }),
  fc.constantFrom(-1, 16, 1.5, "3" as unknown as number),
);
const pocket = fc.oneof(
  fc.constantFrom(...POCKET_IDS),
  fc.constantFrom("corner", "", 7 as unknown as string),
);
const event = fc.oneof(
  fc.record({ hit: fc.tuple(ball, ball) }),
  fc.record({ rail: ball }),
  fc.record({ pocket: fc.tuple(ball, pocket) }),
  fc.record({ off: ball }),
  fc.record({ bounce: ball }),
);
const player = fc.constantFrom(0, 1, 2, -1, "0" as unknown as number);
const callArb = fc.oneof(
  fc.record({ ball, pocket }),
  fc.constant({ defense: true }),
  fc.record({ group: fc.constantFrom("solids", "stripes", "dots") }),
);
const shot = fc.record(
  {
    by: player,
    events: fc.array(event, { maxLength: 5 }),
    call: callArb,
    fouls: fc.array(fc.constantFrom("PC-8", "PC-25", "B8-F6", "XX-1", "pc-8"), { maxLength: 2 }),
    miscue: fc.boolean(),
  },
  { requiredKeys: ["by", "events"] },
);
const step = fc.oneof(
  fc.record({ shot }),
  fc.record({
    choose: fc.record({ by: player, option: fc.constantFrom("accept", "ball-in-hand", "rebreak", "nope") }),
  }),
  fc.record({ lag: fc.record({ winner: player }) }),
  fc.record({ declare: fc.record({ by: player, group: fc.constantFrom("solids", "stripes") }) }),
  // Keys that Object.prototype has: once a 500 in the step decoder.
  fc.constantFrom(
    { toString: 0 },
    { constructor: { by: 0 } },
    { __proto__: { shot: 1 } },
    { hasOwnProperty: [] },
  ),
  fc.jsonValue(),
);

describe(`fuzzing the recording endpoint (${DB_KIND}, real referee)`, () => {
  let f: Fixture;
  let path: string;
  let tokens: string[];
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    const auth = await signIn(f.app);
    const t = await pinaTournament(f.app, auth);
    tokens = t.tokens;
    path = `/api/tournaments/${t.id}/tables/1`;
    await call(f.app, "POST", `${path}/start`, { breaker: 0 }, { "x-table-token": tokens[0]! });
  });
  afterAll(() => f.close());

  it("answers every entry with 200 (and one more stored step) or a 4xx with a message that changed nothing", async () => {
    const h = () => ({ "x-table-token": tokens[0]! });
    let statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 6, arbitrary: fc.record({ seqDelta: fc.constantFrom(0, 0, 0, 1, -1), step }) },
          { weight: 1, arbitrary: fc.jsonValue().map((raw) => ({ raw })) },
        ),
        fc.constantFrom("own", "own", "own", "other", "junk"),
        async (input, who) => {
          const before = (await call(f.app, "GET", path, undefined, h())).json.encounter;
          const headers =
            who === "own" ? h() : { "x-table-token": who === "other" ? tokens[1]! : "not-a-token" };
          const body = "raw" in input ? input.raw : { seq: before.seq + input.seqDelta, step: input.step };
          const r = await call(f.app, "POST", `${path}/steps`, body ?? null, headers);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          const after = (await call(f.app, "GET", path, undefined, h())).json.encounter;
          if (r.status === 200) {
            expect(after.seq).toBe(before.seq + 1);
          } else {
            expect(r.status).toBeGreaterThanOrEqual(400);
            expect(r.status).toBeLessThan(500);
            expect(typeof r.json.error.message).toBe("string");
            expect(r.json.error.message.length).toBeGreaterThan(5);
            expect(isRefusalCode(r.json.error.code), JSON.stringify(r.json)).toBe(true);
            expect(after).toEqual(before);
          }
        },
      ),
      { numRuns: 400 },
    );
    // The fuzzer reached the referee (422) as well as the decoders (400) and the access checks (403).
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 403, 409, 422]));
    statuses = new Map();
  });
});
