/**
 * A league of three nights and six players (issue 28): each night a Bola 8 round robin of four,
 * every encounter recorded at the tables (racks decided by resignation, G-RESIGN), the season
 * standings by racks won, then encounters won, then fewest racks lost, then the season's seed —
 * checked against the table worked out by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

/** Racks of each encounter, [first named, second named], race to 2. */
const NIGHTS: readonly (readonly [string, string, number, number])[][] = [
  [
    ["Ana", "Beto", 2, 1],
    ["Ana", "Carla", 2, 0],
    ["Ana", "Dani", 1, 2],
    ["Beto", "Carla", 2, 0],
    ["Beto", "Dani", 2, 1],
    ["Carla", "Dani", 2, 0],
  ],
  [
    ["Carla", "Dani", 0, 2],
    ["Carla", "Eli", 2, 1],
    ["Carla", "Fede", 2, 0],
    ["Dani", "Eli", 2, 0],
    ["Dani", "Fede", 1, 2],
    ["Eli", "Fede", 2, 1],
  ],
  [
    ["Ana", "Beto", 0, 2],
    ["Ana", "Eli", 2, 0],
    ["Ana", "Fede", 2, 1],
    ["Beto", "Eli", 1, 2],
    ["Beto", "Fede", 2, 0],
    ["Eli", "Fede", 1, 2],
  ],
];
const ENTRIES = [
  ["Ana", "Beto", "Carla", "Dani"],
  ["Carla", "Dani", "Eli", "Fede"],
  ["Ana", "Beto", "Eli", "Fede"],
];

/**
 * By hand: racks won / lost, encounters won / lost.
 *   Beto 10/5 W4 L2 · Ana 9/6 W4 L2 · Dani 8/7 W3 L3 · Carla 6/7 W3 L3
 *   Eli 6/10 W2 L4 · Fede 6/10 W2 L4 (Eli and Fede level on everything: the season's seed,
 *   the order they first came, Eli before Fede on night 2).
 */
const EXPECTED = [
  { name: "Beto", points: 10, against: 5, won: 4, lost: 2 },
  { name: "Ana", points: 9, against: 6, won: 4, lost: 2 },
  { name: "Dani", points: 8, against: 7, won: 3, lost: 3 },
  { name: "Carla", points: 6, against: 7, won: 3, lost: 3 },
  { name: "Eli", points: 6, against: 10, won: 2, lost: 4 },
  { name: "Fede", points: 6, against: 10, won: 2, lost: 4 },
];

describe(`a league of three nights (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
  });
  afterAll(() => f.close());

  /** Plays a drawn night through its table links: each encounter's racks lost by resigning. */
  async function playNight(id: string, results: (typeof NIGHTS)[number]): Promise<void> {
    const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
    const tables = admin.json.tables as { number: number; token: string }[];
    for (let pass = 0; pass < 20; pass++) {
      let played = 0;
      for (const t of tables) {
        const h = { "x-table-token": t.token };
        const path = `/api/tournaments/${id}/tables/${t.number}`;
        const view = (await call(f.app, "GET", path, undefined, h)).json;
        if (!view.encounter) continue;
        const [a, b] = view.encounter.players as [string, string];
        const row = results.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
        if (!row) throw new Error(`no result for ${a} – ${b}`);
        const [ra, rb] = row[0] === a ? [row[2], row[3]] : [row[3], row[2]];
        await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);
        // The racks, each lost by a resignation: the encounter's loser's racks first, so the race ends on the last.
        const aRacks = Array(ra).fill(1) as 1[];
        const bRacks = Array(rb).fill(0) as 0[];
        const losers: (0 | 1)[] = ra > rb ? [...bRacks, ...aRacks] : [...aRacks, ...bRacks];
        for (const [seq, by] of losers.entries()) {
          const r = await call(f.app, "POST", `${path}/steps`, { seq, step: { resign: { by } } }, h);
          expect(r.status, JSON.stringify(r.json)).toBe(200);
        }
        played++;
      }
      if (played === 0) return;
    }
  }

  it("season standings across the nights, with the tie-breaks named", async () => {
    const league = await call(
      f.app,
      "POST",
      "/api/leagues",
      { name: "Liga de los jueves", game: "bola8" },
      auth,
    );
    expect(league.status).toBe(201);
    const lid = league.json.id as string;
    for (const [n, players] of ENTRIES.entries()) {
      const t = await call(
        f.app,
        "POST",
        "/api/tournaments",
        {
          name: `Noche ${n + 1}`,
          game: "bola8",
          format: "round-robin",
          tables: 2,
          settings: { raceTo: 2 },
          players,
        },
        auth,
      );
      expect(t.status).toBe(201);
      await call(f.app, "POST", `/api/tournaments/${t.json.id}/draw`, {}, auth);
      const added = await call(f.app, "POST", `/api/leagues/${lid}/nights`, { tournament: t.json.id }, auth);
      expect(added.json).toEqual({ nights: n + 1 });
      await playNight(t.json.id, NIGHTS[n]!);
    }
    const season = await call(f.app, "GET", `/api/leagues/${lid}`);
    expect(season.status).toBe(200);
    expect(season.json.tieBreaks).toEqual(["racks-won", "encounters-won", "racks-lost-fewest", "seed"]);
    expect(
      season.json.nights.map((n: { done: number; encounters: number }) => [n.done, n.encounters]),
    ).toEqual([
      [6, 6],
      [6, 6],
      [6, 6],
    ]);
    const rows = season.json.standings.map((r: Record<string, unknown>) => ({
      name: r.name,
      points: r.points,
      against: r.against,
      won: r.won,
      lost: r.lost,
    }));
    expect(rows).toEqual(EXPECTED);
    expect(season.json.standings.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    const pdf = await f.app.inject({ method: "GET", url: `/api/leagues/${lid}/standings.pdf?lang=en` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("bad input changes nothing: another game's night, a night twice, a league that does not exist, a hostile name", async () => {
    const league = await call(f.app, "POST", "/api/leagues", { name: "Liga Piña", game: "pina" }, auth);
    const lid = league.json.id as string;
    const b8 = await call(
      f.app,
      "POST",
      "/api/tournaments",
      { name: "Bola 8", game: "bola8", format: "round-robin", tables: 1, players: ["A", "B"] },
      auth,
    );
    const wrongGame = await call(
      f.app,
      "POST",
      `/api/leagues/${lid}/nights`,
      { tournament: b8.json.id },
      auth,
    );
    expect([wrongGame.status, wrongGame.json.error.code]).toEqual([400, "league-game"]);
    const pina = await call(
      f.app,
      "POST",
      "/api/tournaments",
      { name: "Piña", game: "pina", format: "round-robin", tables: 1, players: ["A", "B"] },
      auth,
    );
    expect(
      (await call(f.app, "POST", `/api/leagues/${lid}/nights`, { tournament: pina.json.id }, auth)).status,
    ).toBe(200);
    const twice = await call(f.app, "POST", `/api/leagues/${lid}/nights`, { tournament: pina.json.id }, auth);
    expect([twice.status, twice.json.error.code]).toEqual([409, "league-night-taken"]);
    expect((await call(f.app, "GET", "/api/leagues/nope")).status).toBe(404);
    const hostile = await call(f.app, "POST", "/api/leagues", { name: "Liga\u001b[2J", game: "pina" }, auth);
    expect(hostile.status).toBe(400);
    expect(
      (await call(f.app, "POST", "/api/leagues", { name: "Sin organizador", game: "pina" })).status,
    ).toBe(401);
    expect((await call(f.app, "GET", `/api/leagues/${lid}`)).json.nights).toHaveLength(1);
  });
});
