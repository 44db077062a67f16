/**
 * Printed and exported tournaments: the draw, the bracket, the standings and score sheets as
 * PDF (well-formed, one page or more, in both languages), standings and results as CSV that a
 * spreadsheet reads back (names with commas and quotes survive), and a filled score sheet whose
 * figures come from the referee's replay of what was recorded.
 */

import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { called, miss, pinaBreak, runToWin } from "../../bench/support/pina-steps.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { gamesOf } from "../../src/server/print/score-sheet.ts";
import { call, type Fixture, makeFixture, pinaTournament, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

/** A PDF's bytes: the header, the end marker and how many pages it declares. */
function pdfFacts(body: string | Buffer): { ok: boolean; pages: number } {
  const b = Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1");
  const text = b.toString("latin1");
  return {
    ok: text.startsWith("%PDF-") && text.trimEnd().endsWith("%%EOF"),
    pages: (text.match(/\/Type \/Page\b/g) ?? []).length,
  };
}

async function raw(f: Fixture, url: string) {
  const r = await f.app.inject({ method: "GET", url });
  return { status: r.statusCode, type: String(r.headers["content-type"]), body: r.rawPayload, text: r.body };
}

describe(`printed and exported tournaments (${DB_KIND})`, () => {
  let f: Fixture;
  let id: string;
  let eid: string;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    const auth = await signIn(f.app);
    const t = await pinaTournament(f.app, auth, {
      players: ['Ana "la Tigra"', "Beto, el Zurdo", "Carla", "Dani"],
    });
    id = t.id;
    const h = { "x-table-token": t.tokens[0]! };
    const path = `/api/tournaments/${id}/tables/1`;
    await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);
    // Game 1: the break, then player 1 runs 1 to 11 (66 points, PC-SCORE).
    const steps = [pinaBreak(0), ...runToWin(1)];
    for (const [seq, step] of steps.entries()) {
      const r = await call(f.app, "POST", `${path}/steps`, { seq, step }, h);
      if (r.status !== 200) throw new Error(JSON.stringify(r.json));
    }
    const table = await call(f.app, "GET", path, undefined, h);
    eid = table.json.encounter.id;
  });
  afterAll(() => f.close());

  it.each(["draw.pdf", "bracket.pdf", "standings.pdf"])(
    "%s is a PDF in Spanish and English",
    async (sheet) => {
      for (const lang of ["es", "en"]) {
        const r = await raw(f, `/api/tournaments/${id}/print/${sheet}?lang=${lang}`);
        expect(r.status).toBe(200);
        expect(r.type).toBe("application/pdf");
        expect(pdfFacts(r.body)).toMatchObject({ ok: true });
        expect(pdfFacts(r.body).pages).toBeGreaterThanOrEqual(1);
      }
    },
  );

  it("an encounter's sheet is filled from the recorded steps, as the referee rules them", async () => {
    const r = await raw(f, `/api/tournaments/${id}/encounters/${eid}/sheet.pdf?lang=es`);
    expect(r.status).toBe(200);
    expect(pdfFacts(r.body).ok).toBe(true);
    const games = gamesOf(
      {
        game: "pina",
        players: ["Ana", "Beto"],
        breaker: 0,
        steps: [pinaBreak(0), ...runToWin(1), { lag: { winner: 1 } }, pinaBreak(1), called(0, 1), miss(0, 2)],
      },
      "es",
    );
    expect(games.matchScore).toEqual([0, 1]);
    expect(games.games).toEqual([
      { breaker: 0, points: [0, 66], fouls: [0, 0], winner: 1, how: expect.any(String) },
      { breaker: 1, points: [1, 0], fouls: [0, 0], winner: null, how: "Jugando" },
    ]);
  });

  it("a blank sheet for a Piña encounter and a Bola 8 race", async () => {
    for (const q of ["game=pina&lang=es", "game=bola8&raceTo=5&lang=en"]) {
      const r = await raw(f, `/api/print/blank-sheet.pdf?${q}`);
      expect(r.status).toBe(200);
      expect(pdfFacts(r.body).ok).toBe(true);
    }
    expect((await raw(f, "/api/print/blank-sheet.pdf?game=snooker")).status).toBe(400);
    expect((await raw(f, `/api/tournaments/${id}/print/menu.pdf`)).status).toBe(400);
    expect((await raw(f, "/api/tournaments/nope/print/draw.pdf")).status).toBe(404);
  });

  it("standings and results as CSV that reads back as a table, quoting names with commas and quotes", async () => {
    const s = await raw(f, `/api/tournaments/${id}/export/standings.csv?lang=en`);
    expect(s.type).toMatch(/^text\/csv/);
    const rows = parse(s.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.Name).sort()).toEqual(
      ['Ana "la Tigra"', "Beto, el Zurdo", "Carla", "Dani"].sort(),
    );
    const results = parse(
      (await raw(f, `/api/tournaments/${id}/export/results.csv?lang=es`)).text,
    ) as string[][];
    expect(results[0]).toEqual([
      "etapa",
      "grupo",
      "ronda",
      "mesa",
      "A",
      "B",
      "puntos A",
      "puntos B",
      "ganador",
      "resultado",
    ]);
    expect(results.length).toBeGreaterThan(1);
  });
});
