/**
 * Tournaments of teams (G-TEAM, G-TEAM-ORDER) in club mode: entries of two to four named players,
 * a round robin of three teams recorded at the tables with who actually shot (a stroke by the
 * partner not due ruled as a foul), standings per team, the script and the wall's view with the
 * teams' players, and bad entries refused with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

const TEAMS = [
  { name: "Los Tigres", members: ["Ana", "Carla"] },
  { name: "Las Águilas", members: ["Beto", "Dani", "Eli"] },
  { name: "El Rejunte", members: ["Fede", "Gabi"] },
];

describe(`club mode with teams (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
  });
  afterAll(() => f.close());

  const make = (players: unknown, game = "bola8") =>
    call(
      f.app,
      "POST",
      "/api/tournaments",
      {
        name: "Parejas del jueves",
        game,
        format: "round-robin",
        tables: 1,
        settings: game === "bola8" ? { raceTo: 1 } : {},
        players,
      },
      auth,
    );

  it("G-TEAM: a round robin of three teams; the scorekeeper enters who shot; standings per team", async () => {
    const made = await make(TEAMS);
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth);
    const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
    const h = { "x-table-token": admin.json.tables[0].token as string };
    const path = `/api/tournaments/${id}/tables/1`;
    let played = 0;
    for (let k = 0; k < 3; k++) {
      const view = (await call(f.app, "GET", path, undefined, h)).json.encounter;
      expect(view.sides).toHaveLength(2);
      await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);
      // The break by the side's first player, then the other side's player 1 shoots though player 0 is due.
      const br = await call(
        f.app,
        "POST",
        `${path}/steps`,
        {
          seq: 0,
          step: {
            shot: { by: 0, events: [{ hit: [0, 1] }, { rail: 2 }, { rail: 3 }, { rail: 4 }, { rail: 5 }] },
          },
        },
        h,
      );
      expect(br.json.report.shooter).toEqual([1, 0]);
      const wrong = await call(
        f.app,
        "POST",
        `${path}/steps`,
        {
          seq: 1,
          step: {
            shot: { by: 1, player: 1, call: { group: "solids" }, events: [{ hit: [0, 2] }, { rail: 2 }] },
          },
        },
        h,
      );
      expect(wrong.status).toBe(200);
      expect(wrong.json.report).toMatchObject({ fouls: ["G-TEAM-ORDER"], optionsFor: 0, shooter: [0, 1] });
      const said = JSON.stringify(wrong.json.lines);
      expect(said).toContain(view.sides[1][1]);
      // A partner outside the side is refused, and nothing is recorded.
      const outside = await call(
        f.app,
        "POST",
        `${path}/steps`,
        { seq: 2, step: { shot: { by: 0, player: 7, events: [] } } },
        h,
      );
      expect(outside.status).toBe(400);
      const beyond = await call(
        f.app,
        "POST",
        `${path}/steps`,
        { seq: 2, step: { shot: { by: 0, player: 3, events: [] } } },
        h,
      );
      expect([beyond.status, beyond.json.error.code]).toEqual([422, "invalid-shot"]);
      // Side 1 resigns the rack: side 0 wins the race to 1.
      const end = await call(f.app, "POST", `${path}/steps`, { seq: 2, step: { resign: { by: 1 } } }, h);
      expect(end.json.matchOver).toBe(true);
      played++;
      const script = await call(f.app, "GET", `/api/tournaments/${id}/encounters/${view.id}/script`);
      expect(script.json.players).toEqual(view.sides);
      expect(script.json.steps[1].shot.player).toBe(1);
    }
    expect(played).toBe(3);
    const t = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
    expect(t.players.map((p: { members?: string[] }) => p.members)).toEqual(TEAMS.map((x) => x.members));
    const rows = t.standings[0].rows as { name: string; played: number; won: number }[];
    expect(rows.map((r) => r.played)).toEqual([2, 2, 2]);
    expect(rows.reduce((a, r) => a + r.won, 0)).toBe(3);
    expect(rows.every((r) => TEAMS.some((x) => x.name === r.name))).toBe(true);
  });

  it("G-TEAM: bad entries are refused with the field named, and nothing is created", async () => {
    const before = (await call(f.app, "GET", "/api/my/tournaments", undefined, auth)).json;
    for (const players of [
      [
        { name: "Solo", members: ["Ana"] },
        { name: "B", members: ["C", "D"] },
      ],
      [{ name: "Cinco", members: ["a", "b", "c", "d", "e"] }],
      [{ name: "Dobles", members: ["Ana", "ana"] }],
      [{ name: "Raro", members: ["Ana", "Beto\u0007"] }],
    ]) {
      const r = await make(players);
      expect(r.status, JSON.stringify(players)).toBe(400);
      expect(JSON.stringify(r.json.error)).toMatch(/players/);
    }
    const mixed = await make(["Ana", { name: "Pareja", members: ["Beto", "Dani"] }]);
    expect([mixed.status, mixed.json.error.code]).toEqual([400, "mixed-entries"]);
    expect((await call(f.app, "GET", "/api/my/tournaments", undefined, auth)).json).toEqual(before);
  });
});
