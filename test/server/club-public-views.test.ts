/**
 * Public views are typed views (issue 39 item 6): every GET of the club's HTTP API answers
 * exactly the keys its schema in src/protocol/public-views.ts declares (strict schemas: a
 * storage column spread into a reply fails here), and no reply carries a storage column's
 * snake_case name at any depth. The list of GET routes is read from the server's own OpenAPI
 * document, so a new route without a declared shape fails this test until it gets one.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import * as views from "../../src/protocol/public-views.ts";
import { headerSchema } from "../../src/rules/script/schema.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

/** Keys in snake_case (tournament_id, checked_in_at, player_a…): storage's spelling, never the wire's. */
function storageKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => storageKeys(v, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(/^[a-z]+(_[a-z]+)+$/.test(k) ? [`${path}.${k}`] : []),
    ...storageKeys(v, `${path}.${k}`),
  ]);
}

/** How each GET route is checked: its JSON against a strict schema, or the kind of file it sends. */
type Check = { json: z.ZodType } | { file: "application/pdf" | "text/csv" };

const CLUB_GETS: Record<string, Check> = {
  "/api/tournaments": { json: views.tournamentList },
  "/api/my/tournaments": { json: views.tournamentList },
  "/api/tournaments/{id}": { json: views.tournamentView },
  "/api/tournaments/{id}/admin": { json: views.adminView },
  "/api/tournaments/{id}/tables/{n}": { json: views.tableView },
  "/api/tournaments/{id}/encounters/{eid}/script": { json: headerSchema },
  "/api/catalogue": { json: views.catalogueView },
  "/api/leagues/{id}": { json: views.seasonView },
  "/api/tournaments/{id}/print/{sheet}": { file: "application/pdf" },
  "/api/tournaments/{id}/encounters/{eid}/sheet.pdf": { file: "application/pdf" },
  "/api/print/blank-sheet.pdf": { file: "application/pdf" },
  "/api/leagues/{id}/standings.pdf": { file: "application/pdf" },
  "/api/tournaments/{id}/export/{what}": { file: "text/csv" },
  // The organizer's table cards (issue 39 item 3): a PDF, checked by its own test.
  "/api/tournaments/{id}/table-cards.pdf": { file: "application/pdf" },
};

describe(`every public club view answers exactly its declared keys (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  const urls: Record<string, string> = {};
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
    // A round robin of three, one with a handicap, one encounter played; a league of it; a
    // double elimination drawn; a tournament still taking entries.
    const rr = await call(
      f.app,
      "POST",
      "/api/tournaments",
      {
        name: "Liga",
        game: "bola8",
        format: "round-robin",
        settings: { raceTo: 2 },
        tables: 1,
        players: [{ name: "Łukasz Żółw", handicap: 3 }, "Νίκος", "Nguyễn Văn An"],
      },
      auth,
    );
    const id = rr.json.id as string;
    await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth);
    const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
    const token = admin.json.tables[0].token as string;
    const table = `/api/tournaments/${id}/tables/1`;
    const h = { "x-table-token": token };
    await call(f.app, "POST", `${table}/start`, { breaker: 0 }, h);
    for (const seq of [0, 1])
      await call(f.app, "POST", `${table}/steps`, { seq, step: { resign: { by: 1 } } }, h);
    const view = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
    const eid = view.encounters.find((e: { status: string }) => e.status === "done").id as string;
    const league = await call(f.app, "POST", "/api/leagues", { name: "Temporada", game: "bola8" }, auth);
    await call(f.app, "POST", `/api/leagues/${league.json.id}/nights`, { tournament: id }, auth);
    const de = await call(
      f.app,
      "POST",
      "/api/tournaments",
      { name: "Doble", game: "pina", format: "double-elimination", tables: 2, players: ["A", "B", "C"] },
      auth,
    );
    await call(f.app, "POST", `/api/tournaments/${de.json.id}/draw`, {}, auth);
    const open = await call(
      f.app,
      "POST",
      "/api/tournaments",
      { name: "Abierto", game: "pina", format: "round-robin", tables: 1 },
      auth,
    );
    Object.assign(urls, {
      rr: id,
      de: de.json.id,
      open: open.json.id,
      eid,
      league: league.json.id,
      token,
    });
  });
  afterAll(() => f.close());

  it("the list of GET routes is the declared one (club routes here, online play's apart)", async () => {
    const doc = (await call(f.app, "GET", "/api/docs/json")).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(doc.paths)
      .filter(([, ops]) => "get" in ops)
      .map(([p]) => p);
    const club = gets.filter((p) => !p.startsWith("/api/online/"));
    expect(club.sort()).toEqual(Object.keys(CLUB_GETS).sort());
  });

  const jsonCases: [string, (u: Record<string, string>) => string, boolean][] = [
    ["/api/tournaments", () => "/api/tournaments", false],
    ["/api/my/tournaments", () => "/api/my/tournaments", true],
    ["/api/tournaments/{id}", (u) => `/api/tournaments/${u.rr}`, false],
    ["/api/tournaments/{id}", (u) => `/api/tournaments/${u.de}`, false],
    ["/api/tournaments/{id}", (u) => `/api/tournaments/${u.open}`, false],
    ["/api/tournaments/{id}/admin", (u) => `/api/tournaments/${u.rr}/admin`, true],
    ["/api/tournaments/{id}/tables/{n}", (u) => `/api/tournaments/${u.rr}/tables/1`, false],
    [
      "/api/tournaments/{id}/encounters/{eid}/script",
      (u) => `/api/tournaments/${u.rr}/encounters/${u.eid}/script`,
      false,
    ],
    ["/api/catalogue", () => "/api/catalogue", false],
    ["/api/leagues/{id}", (u) => `/api/leagues/${u.league}`, false],
  ];
  it.each(jsonCases)("%s: exactly the declared keys, no storage column", async (route, url, organizer) => {
    const check = CLUB_GETS[route];
    if (!check || !("json" in check)) throw new Error(`${route} is not a JSON route`);
    const headers = {
      ...(organizer ? auth : {}),
      ...(route.includes("tables") ? { "x-table-token": urls.token ?? "" } : {}),
    };
    const r = await call(f.app, "GET", url(urls), undefined, headers);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const parsed = check.json.safeParse(r.json);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual(
      [],
    );
    expect(storageKeys(r.json)).toEqual([]);
  });

  it("the standings rows carry no storage column (the issue's account, checked_in_at, profile, tournament_id)", async () => {
    const v = views.tournamentView.parse((await call(f.app, "GET", `/api/tournaments/${urls.rr}`)).json);
    const row = v.standings[0]?.rows[0];
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ["against", "forfeits", "id", "lost", "name", "played", "points", "rank", "seed", "won"].sort(),
    );
    expect(v.players[0]).toEqual({ id: v.players[0]?.id, name: "Łukasz Żółw", seed: 1, handicap: 3 });
  });

  it.each([
    [
      "/api/tournaments/{id}/print/{sheet}",
      (u: Record<string, string>) => `/api/tournaments/${u.rr}/print/standings.pdf`,
    ],
    [
      "/api/tournaments/{id}/encounters/{eid}/sheet.pdf",
      (u: Record<string, string>) => `/api/tournaments/${u.rr}/encounters/${u.eid}/sheet.pdf`,
    ],
    ["/api/print/blank-sheet.pdf", () => "/api/print/blank-sheet.pdf?game=pina"],
    [
      "/api/leagues/{id}/standings.pdf",
      (u: Record<string, string>) => `/api/leagues/${u.league}/standings.pdf`,
    ],
    [
      "/api/tournaments/{id}/export/{what}",
      (u: Record<string, string>) => `/api/tournaments/${u.rr}/export/standings.csv`,
    ],
  ] as const)("%s: a file of the declared kind", async (route, url) => {
    const check = CLUB_GETS[route];
    if (!check || !("file" in check)) throw new Error(`${route} is not a file route`);
    const r = await f.app.inject({ method: "GET", url: url(urls) });
    expect(r.statusCode).toBe(200);
    expect(String(r.headers["content-type"])).toContain(check.file);
  });
});
