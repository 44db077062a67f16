import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concedeEncounter } from "../../bench/support/pina-steps.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

type Enc = {
  id: string;
  stage: string;
  round: number;
  slot: number;
  status: string;
  table: number | null;
  a: string;
  b: string;
  winner: number | null;
  score: number[];
};

async function playAtTables(f: Fixture, id: string, tokens: string[], steps: (by: 0 | 1) => unknown[]) {
  const v = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
  for (const e of v.encounters as Enc[]) {
    if (e.status !== "playing" || e.table === null) continue;
    const h = { "x-table-token": tokens[e.table - 1]! };
    const path = `/api/tournaments/${id}/tables/${e.table}`;
    expect((await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h)).status).toBe(200);
    for (const [seq, step] of steps(0).entries()) {
      const r = await call(f.app, "POST", `${path}/steps`, { seq, step }, h);
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
  }
  return (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
}

async function create(f: Fixture, auth: Record<string, string>, body: Record<string, unknown>) {
  const c = await call(f.app, "POST", "/api/tournaments", body, auth);
  expect(c.status, JSON.stringify(c.json)).toBe(201);
  await call(f.app, "POST", `/api/tournaments/${c.json.id}/draw`, {}, auth);
  const admin = await call(f.app, "GET", `/api/tournaments/${c.json.id}/admin`, undefined, auth);
  return {
    id: c.json.id as string,
    tokens: admin.json.tables.map((t: { token: string }) => t.token) as string[],
  };
}

describe(`Bola 8 single elimination on the real referee (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
  });
  afterAll(() => f.close());

  it("B8-BREAK-8-WIN racks decide a race to 1; winners fill the final; the bracket ends", async () => {
    const { id, tokens } = await create(f, auth, {
      name: "Copa Bola 8",
      game: "bola8",
      format: "single-elimination",
      tables: 2,
      settings: { raceTo: 1 },
      players: ["Ana", "Beto", "Carla", "Dani"],
    });
    // The breaker (player 0 of each encounter: the better seed) pockets the 8 on the break.
    const eightOnBreak = () => [{ shot: { by: 0, events: [{ hit: [0, 1] }, { pocket: [8, "foot-left"] }] } }];
    let v = await playAtTables(f, id, tokens, eightOnBreak);
    const semis = (v.encounters as Enc[]).filter((e) => e.round === 1);
    expect(semis.map((e) => [e.status, e.winner, e.score])).toEqual([
      ["done", 0, [1, 0]],
      ["done", 0, [1, 0]],
    ]);
    const final = (v.encounters as Enc[]).find((e) => e.round === 2)!;
    const name = (pid: string) => v.players.find((p: { id: string }) => p.id === pid).name;
    expect([name(final.a), name(final.b), final.status]).toEqual(["Ana", "Beto", "playing"]);
    v = await playAtTables(f, id, tokens, eightOnBreak);
    expect(v.status).toBe("done");
    expect(v.tieBreaks).toEqual(["racks-won", "encounters-won", "racks-lost-fewest", "seed"]);
  });

  it("B8-BREAK-OPTIONS: an option the referee did not offer is refused with its message", async () => {
    const { id, tokens } = await create(f, auth, {
      name: "Opciones",
      game: "bola8",
      format: "round-robin",
      tables: 1,
      settings: { raceTo: 2 },
      players: ["Ana", "Beto"],
    });
    const h = { "x-table-token": tokens[0]! };
    const path = `/api/tournaments/${id}/tables/1`;
    await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);
    const foul = await call(
      f.app,
      "POST",
      `${path}/steps`,
      { seq: 0, step: { shot: { by: 0, events: [{ hit: [0, 1] }] } } },
      h,
    );
    expect(foul.json.report).toMatchObject({
      fouls: ["B8-F1"],
      options: ["accept", "ball-in-hand", "rebreak"],
      optionsFor: 1,
    });
    expect(foul.json.next.find((x: { kind: string }) => x.kind === "choose")).toMatchObject({ by: 1 });
    const wrong = await call(
      f.app,
      "POST",
      `${path}/steps`,
      { seq: 1, step: { choose: { by: 1, option: "ball-in-hand-spot-8" } } },
      h,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.code).toBe("option-not-offered");
    const byOther = await call(
      f.app,
      "POST",
      `${path}/steps`,
      { seq: 1, step: { choose: { by: 0, option: "accept" } } },
      h,
    );
    expect(byOther.status).toBe(422);
    const ok = await call(
      f.app,
      "POST",
      `${path}/steps`,
      { seq: 1, step: { choose: { by: 1, option: "ball-in-hand" } } },
      h,
    );
    expect(ok.status).toBe(200);
    expect(ok.json.report).toMatchObject({ options: [], turn: 1, ballInHand: true });
    // Undo takes the choice back: B8-BREAK-OPTIONS are on offer to Beto again, and he may
    // now choose differently (accept: he plays the table as it lies).
    const undone = await call(f.app, "POST", `${path}/undo`, { seq: 2 }, h);
    expect(undone.status).toBe(200);
    expect(undone.json.encounter.seq).toBe(1);
    const view = (await call(f.app, "GET", path, undefined, h)).json.encounter;
    expect(view.report).toMatchObject({ options: ["accept", "ball-in-hand", "rebreak"], optionsFor: 1 });
    const accepted = await call(
      f.app,
      "POST",
      `${path}/steps`,
      { seq: 1, step: { choose: { by: 1, option: "accept" } } },
      h,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.json.report).toMatchObject({ options: [], turn: 1, ballInHand: false });
  });
});

describe(`groups then knockout (${DB_KIND})`, () => {
  it("draws the knockout from the group standings once every group encounter is done", async () => {
    const f = await makeFixture(rulesReferee);
    try {
      const auth = await signIn(f.app);
      const players = ["A1", "B1", "B2", "A2", "A3", "B3", "B4", "A4"];
      const { id, tokens } = await create(f, auth, {
        name: "Grupos",
        game: "pina",
        format: "groups-knockout",
        tables: 4,
        groupSize: 4,
        advance: 2,
        players,
      });
      // Player 1 of each encounter concedes both games (a resignation gives up one game; a lag
      // comes between, PC-LAG): player 0 (listed first in the draw) wins 3–0 (PC-MATCH).
      let v = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
      expect(v.standings.map((g: { group: number }) => g.group)).toEqual([1, 2]);
      for (
        let i = 0;
        i < 12 && v.encounters.some((e: Enc) => e.stage === "group" && e.status !== "done");
        i++
      )
        v = await playAtTables(f, id, tokens, () => concedeEncounter(1));
      const group = (v.encounters as Enc[]).filter((e) => e.stage === "group");
      expect(group).toHaveLength(12);
      for (const e of group) expect([e.status, e.winner, e.score]).toEqual(["done", 0, [3, 0]]);
      const ko = (v.encounters as Enc[]).filter((e) => e.stage === "ko");
      expect(ko).toHaveLength(3);
      const name = (pid: string) => v.players.find((p: { id: string }) => p.id === pid).name;
      const groupWinners = v.standings.map((g: { rows: { name: string }[] }) => g.rows[0]!.name);
      const semis = ko.filter((e) => e.round === 1).map((e) => [name(e.a), name(e.b)]);
      // Each group winner meets the other group's runner-up.
      expect(semis.map((s) => s[0])).toEqual(groupWinners);
      for (const s of semis) expect(s[0]![0]).not.toBe(s[1]![0]);
    } finally {
      await f.close();
    }
  });
});
