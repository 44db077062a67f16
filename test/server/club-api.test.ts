import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { called, miss, pinaBreak, runToWin, touchedBall } from "../../bench/support/pina-steps.ts";
import { type Line, renderLines } from "../../src/narration/index.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, pinaTournament, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

describe(`club API (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
  });
  afterAll(() => f.close());

  it("signs in only with the right password, and refuses malformed credentials", async () => {
    expect(
      (await call(f.app, "POST", "/api/session", { name: "club", password: "wrong-password" })).status,
    ).toBe(401);
    const bad = await call(f.app, "POST", "/api/session", { name: "club", password: 5 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/^body: password/);
    const notJson = await call(f.app, "POST", "/api/session", "{nope");
    expect(notJson.status).toBe(400);
    expect((await call(f.app, "POST", "/api/tournaments", { name: "x" })).status).toBe(401);
  });

  it("refuses settings the referee does not know", async () => {
    const r = await call(
      f.app,
      "POST",
      "/api/tournaments",
      { name: "x", game: "pina", format: "round-robin", tables: 1, settings: { colour: "red" } },
      auth,
    );
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/colour/);
  });

  it("draws a round robin of four and calls two encounters to the two tables", async () => {
    const { id } = await pinaTournament(f.app, auth);
    const v = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
    expect(v.encounters).toHaveLength(6);
    expect(v.encounters.filter((e: any) => e.status === "playing").map((e: any) => e.table)).toEqual([1, 2]);
    expect(v.standings[0].rows.map((r: any) => r.points)).toEqual([0, 0, 0, 0]);
    expect(v.tieBreaks).toEqual(["points", "encounters-won", "head-to-head", "seed"]);
  });

  it("another organizer can neither see the links nor change the tournament", async () => {
    const { id } = await pinaTournament(f.app, auth);
    const other = await signIn(f.app, "otro", "otra-clave-larga");
    expect((await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, other)).status).toBe(403);
    expect(
      (await call(f.app, "POST", `/api/tournaments/${id}/players`, { names: ["Eva"] }, other)).status,
    ).toBe(403);
  });

  it("the scorekeeper link opens its own table only", async () => {
    const { id, tokens } = await pinaTournament(f.app, auth);
    const mine = await call(f.app, "GET", `/api/tournaments/${id}/tables/1`, undefined, {
      "x-table-token": tokens[0]!,
    });
    expect(mine.status).toBe(200);
    expect(mine.json.encounter.players).toEqual(["Ana", "Dani"]);
    const other = await call(f.app, "GET", `/api/tournaments/${id}/tables/1`, undefined, {
      "x-table-token": tokens[1]!,
    });
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe("wrong-table-token");
    const none = await call(f.app, "POST", `/api/tournaments/${id}/tables/1/steps`, {
      seq: 0,
      step: pinaBreak(0),
    });
    expect(none.status).toBe(401);
  });

  it("records a match entry by entry; refusals change nothing; the finished encounter scores and frees the table", async () => {
    const { id, tokens } = await pinaTournament(f.app, auth);
    const h = { "x-table-token": tokens[0]! };
    const base = `/api/tournaments/${id}/tables/1`;
    expect(
      (await call(f.app, "POST", `${base}/steps`, { seq: 0, step: pinaBreak(0) }, h)).json.error.code,
    ).toBe("not-started");
    expect((await call(f.app, "POST", `${base}/start`, { breaker: 0 }, h)).status).toBe(200);
    expect((await call(f.app, "POST", `${base}/start`, { breaker: 1 }, h)).status).toBe(409);

    // Ana (player 0) breaks: Dani may not shoot first.
    const wrongTurn = await call(f.app, "POST", `${base}/steps`, { seq: 0, step: pinaBreak(1) }, h);
    expect(wrongTurn.status).toBe(422);
    expect(wrongTurn.json.error.code).toBe("not-your-turn");
    // PC-FOUL: Piña offers no options at all, so any "choose" is refused.
    const notOffered = await call(
      f.app,
      "POST",
      `${base}/steps`,
      { seq: 0, step: { choose: { by: 0, option: "rebreak" } } },
      h,
    );
    expect(notOffered.status).toBe(422);
    expect(notOffered.json.error.code).toBe("option-not-offered");
    const badBall = await call(f.app, "POST", `${base}/steps`, { seq: 0, step: called(0, 16) }, h);
    expect(badBall.status).toBe(400);
    expect(badBall.json.error.message).toMatch(/^step: shot\.events\[0\]\.hit\[1\]: must be a ball number/);
    // Nothing of the refusals was stored.
    expect((await call(f.app, "GET", base, undefined, h)).json.encounter.seq).toBe(0);

    let seq = 0;
    const rec = async (step: unknown) => {
      const r = await call(f.app, "POST", `${base}/steps`, { seq, step }, h);
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      seq = r.json.seq;
      return r.json;
    };
    // PC-BREAK: nothing dropped on the break, the turn passes to Dani.
    expect((await rec(pinaBreak(0))).report).toMatchObject({ turn: 1, score: [0, 0], fouls: [] });
    // PC-8 (touching a ball), entered by the scorekeeper: "una cabeza"; PC-FOUL: the turn
    // passes and nothing is offered: the opponent plays from the position.
    const foul = await rec(touchedBall(1, 1));
    expect(foul.report).toMatchObject({
      fouls: ["PC-8"],
      turn: 0,
      options: [],
      optionsFor: null,
      consecutiveFouls: [0, 1],
    });
    // The step told by the narration, as data: the foul cites PC-8, the count is "una cabeza".
    const said = renderLines(foul.lines, "es");
    expect(foul.lines.find((l: Line) => l.kind === "foul")).toMatchObject({ rule: "PC-8" });
    expect(said.join(" ")).toMatch(/Una cabeza/);
    expect(said.join(" ")).not.toMatch(/PC-8/);
    // An entry made against an old sequence number is refused, whatever it says.
    const stale = await call(f.app, "POST", `${base}/steps`, { seq: 1, step: miss(0, 1) }, h);
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe("stale-entry");
    // PC-ORDER: Ana hits the 1 but it does not drop: no points, Dani's turn.
    expect((await rec(miss(0, 1))).report).toMatchObject({ turn: 1, score: [0, 0] });
    // Undo takes that shot back (Ana on turn again), and the same shot can be entered again.
    const undone = await call(f.app, "POST", `${base}/undo`, { seq }, h);
    expect(undone.status).toBe(200);
    expect(undone.json.encounter.seq).toBe(2);
    seq = 2;
    const view = (await call(f.app, "GET", base, undefined, h)).json.encounter;
    expect(view.report).toMatchObject({ turn: 0, fouls: ["PC-8"] });
    await rec(miss(0, 1));
    // Dani runs 1..11: 66 points (PC-4b), game 1; a lag before game 2 (PC-LAG), which Ana
    // wins and breaks; Dani runs 1..11 again: 2 games won, the encounter 0–3 (PC-MATCH).
    const runs = runToWin(1);
    for (const step of runs.slice(0, -1)) await rec(step);
    const game1 = await rec(runs.at(-1));
    expect(game1.report).toMatchObject({ winner: 1, score: [0, 66], matchScore: [0, 1], matchOver: false });
    const lagWrong = await call(f.app, "POST", `${base}/steps`, { seq, step: pinaBreak(0) }, h);
    expect(lagWrong.status).toBe(422);
    expect(lagWrong.json.error.code).toBe("lag-expected");
    await rec({ lag: { winner: 0 } });
    await rec(pinaBreak(0));
    for (const step of runToWin(1)) await rec(step);
    const v = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
    const e = v.encounters.find((x: any) => x.round === 1 && x.slot === 0);
    expect(e).toMatchObject({ status: "done", score: [0, 3], winner: 1 });
    expect(v.standings[0].rows[0]).toMatchObject({ name: "Dani", points: 3, won: 1 });
    // The finished match takes no more entries: the table has no match called to it now.
    const after = await call(f.app, "POST", `${base}/steps`, { seq, step: pinaBreak(0) }, h);
    expect(after.status).toBe(409);
    expect(after.json.error.code).toBe("no-match");
    // Table 1 is free but stays empty: every round-2 encounter involves Beto or Carla, still
    // playing at table 2.
    expect(v.encounters.filter((x: any) => x.status === "playing").map((x: any) => x.table)).toEqual([2]);
    const script = await call(f.app, "GET", `/api/tournaments/${id}/encounters/${e.id}/script`);
    expect(script.json).toMatchObject({ game: "pina", players: ["Ana", "Dani"], breaker: 0 });
    // break, foul, miss, 11 shots, lag, break, 11 shots (the undone entry is gone).
    expect(script.json.steps).toHaveLength(27);
    expect(script.json.steps.slice(0, 3)).toEqual([pinaBreak(0), touchedBall(1, 1), miss(0, 1)]);
    expect(script.json.steps[14]).toEqual({ lag: { winner: 0 } });
  });

  it("PC-NOSHOW: the forfeit waits 30 minutes from the scheduled time, then gives the present player 3", async () => {
    const { id } = await pinaTournament(f.app, auth);
    const v = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
    const e = v.encounters.find((x: any) => x.table === 2);
    const url = `/api/tournaments/${id}/encounters/${e.id}/noshow`;
    f.now.value += 29 * 60 * 1000;
    const early = await call(f.app, "POST", url, { absent: [1] }, auth);
    expect(early.status).toBe(409);
    expect(early.json.error.message).toMatch(/30 minutes/);
    f.now.value += 60 * 1000;
    const r = await call(f.app, "POST", url, { absent: [1] }, auth);
    expect(r.json.encounter).toMatchObject({ score: [3, 0], winner: 0 });
    expect((await call(f.app, "POST", url, { absent: [2] }, auth)).status).toBe(400);
    const after = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
    const rows = after.standings[0].rows;
    expect(rows[0]).toMatchObject({ points: 3, forfeits: 0 });
    expect(rows.find((r: any) => r.forfeits === 1)).toBeTruthy();
  });

  it("documents the HTTP API as OpenAPI", async () => {
    const doc = (await call(f.app, "GET", "/api/docs/json")).json;
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/tournaments/{id}/tables/{n}/steps");
    const rec = doc.paths["/api/tournaments/{id}/tables/{n}/steps"].post;
    expect(rec.requestBody.content["application/json"].schema.properties.step).toBeTruthy();
    expect(rec.parameters.map((p: any) => p.name)).toEqual(["id", "n", "x-table-token"]);
  });
});

describe(`table assignment (${DB_KIND})`, () => {
  it("never calls a player to two tables at once", async () => {
    const f = await makeFixture(rulesReferee);
    try {
      const auth = await signIn(f.app);
      // Three players, three tables: one encounter per round can be played at a time.
      const { id } = await pinaTournament(f.app, auth, { players: ["Ana", "Beto", "Carla"], tables: 3 });
      const v = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
      const playing = v.encounters.filter((e: { status: string }) => e.status === "playing");
      expect(playing).toHaveLength(1);
    } finally {
      await f.close();
    }
  });
});
