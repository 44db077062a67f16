/**
 * Correcting a shot in place (issue 38 item 4): the recorder replaces step k and the referee
 * rules it and every later step again. A correction that leaves a later step illegal is refused
 * naming that step, and changes nothing. On the store port, so SQLite and PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { called, miss, pinaBreak } from "../../bench/support/pina-steps.ts";
import { parseStep } from "../../src/protocol/step.ts";
import { apply, type MatchState, newMatch } from "../../src/rules/index.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, pinaTournament, signIn } from "./club-fixture.ts";

/** What the rules say after `steps` from Ana's break: the last report. */
function reportAfter(steps: readonly unknown[]) {
  const s = newMatch("pina", {}, 0);
  if (!s.ok) throw new Error(s.error.message);
  let state: MatchState = s.value;
  let report: unknown = null;
  for (const raw of steps) {
    const a = parseStep(raw);
    if (!a.ok) throw new Error(a.error);
    const r = apply(state, a.value);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    report = r.value.report;
  }
  return report;
}

describe("correcting a recorded shot (issue 38 item 4)", () => {
  let f: Fixture;
  let base: string;
  let h: Record<string, string>;
  let id: string;

  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    const auth = await signIn(f.app);
    const t = await pinaTournament(f.app, auth, { players: ["Ana", "Beto"], tables: 1 });
    id = t.id;
    base = `/api/tournaments/${id}/tables/1`;
    h = { "x-table-token": t.tokens[0]! };
    expect((await call(f.app, "POST", `${base}/start`, { breaker: 0 }, h)).status).toBe(200);
  });
  afterAll(async () => f?.close());

  const script = async () => {
    const t = await call(f.app, "GET", `/api/tournaments/${id}`);
    return (await call(f.app, "GET", `/api/tournaments/${id}/encounters/${t.json.encounters[0].id}/script`))
      .json.steps as unknown[];
  };

  it("re-rules the corrected step and every later one, or refuses naming the step that no longer stands", async () => {
    // Ana breaks; Beto makes the 1 and the 2, misses the 3; Ana misses the 3.
    const steps = [pinaBreak(0), called(1, 1), called(1, 2), miss(1, 3), miss(0, 3)];
    for (const [seq, step] of steps.entries())
      expect((await call(f.app, "POST", `${base}/steps`, { seq, step }, h)).status).toBe(200);
    const before = await script();
    const wall = async () => (await call(f.app, "GET", `/api/tournaments/${id}`)).json.encounters[0].report;
    const wallBefore = await wall();

    // Beto missed the 2 after all: then Ana is due at step 4, which says Beto shot. Refused,
    // naming step 4, and nothing changes.
    const refused = await call(f.app, "POST", `${base}/correct`, { seq: 5, index: 2, step: miss(1, 2) }, h);
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe("correction-refused");
    expect(refused.json.error.message).toMatch(/^step 4 no longer stands once step 3 is corrected: /);
    expect(await script()).toEqual(before);
    expect(await wall()).toEqual(wallBefore);

    // A corrected step the referee refuses by itself is named as such.
    const wrong = await call(f.app, "POST", `${base}/correct`, { seq: 5, index: 1, step: called(0, 1) }, h);
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.message).toMatch(/^step 2 as corrected: /);
    // The page's count is checked, and the step must exist.
    const stale = await call(f.app, "POST", `${base}/correct`, { seq: 4, index: 1, step: called(1, 1) }, h);
    expect([stale.status, stale.json.error.code]).toEqual([409, "stale-entry"]);
    const none = await call(f.app, "POST", `${base}/correct`, { seq: 5, index: 5, step: called(1, 1) }, h);
    expect([none.status, none.json.error.code]).toEqual([404, "no-such-step"]);
    const bad = await call(f.app, "POST", `${base}/correct`, { seq: 5, index: 1, step: { shot: {} } }, h);
    expect([bad.status, bad.json.error.code]).toEqual([400, "invalid-step"]);
    expect(await script()).toEqual(before);

    // The 1 went in the side pocket, and the 3 dropped too (Beto's extra ball): step 2 is
    // replaced and steps 3–5 are ruled again after it.
    const fixed = {
      shot: {
        by: 1,
        call: { ball: 1, pocket: "side-left" },
        events: [{ hit: [0, 1] }, { pocket: [1, "side-left"] }, { pocket: [3, "head-right"] }],
      },
    };
    const ok = await call(f.app, "POST", `${base}/correct`, { seq: 5, index: 1, step: fixed }, h);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const corrected = [steps[0], fixed, ...steps.slice(2)];
    expect(ok.json.encounter.seq).toBe(5);
    expect(await script()).toEqual(corrected);
    // The stored summary is the referee's for the corrected match.
    expect(ok.json.encounter.report).toEqual(reportAfter(corrected));
    expect(await wall()).toEqual(reportAfter(corrected));

    // Beto's miss of the 3 was a foul seen (he touched a ball): Ana's later miss still stands,
    // and the last report now counts Beto's foul.
    const foul = {
      shot: { by: 1, call: { ball: 3, pocket: "side-left" }, events: [{ hit: [0, 3] }], fouls: ["PC-8"] },
    };
    const again = await call(f.app, "POST", `${base}/correct`, { seq: 5, index: 3, step: foul }, h);
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const twice = [...corrected.slice(0, 3), foul, corrected[4]];
    expect(await script()).toEqual(twice);
    expect(again.json.encounter.report).toEqual(reportAfter(twice));
    expect(again.json.encounter.report.consecutiveFouls).toEqual([0, 1]);
    expect(wallBefore.consecutiveFouls).toEqual([0, 0]);
    expect(again.json.encounter.lines.length).toBeGreaterThan(0);

    // Recording goes on from the corrected match.
    const next = await call(f.app, "POST", `${base}/steps`, { seq: 5, step: miss(1, 4) }, h);
    expect(next.status, JSON.stringify(next.json)).toBe(200);
  });
});
