/**
 * A Bola 8 double elimination of five through the HTTP API (issue 39 items 1 and 2): byes for
 * seeds 1–3, a handicap (Ana plays a race to 5, the rest to 3), the losers' side winning the
 * first final so the reset is played, and the placings named — all checked against the
 * bracket worked out by hand below. Every rack is decided by a resignation (G-RESIGN).
 *
 * By hand (bracket of 8): wb1 Dani–Eli (the only first-round match; Ana, Beto, Carla have byes)
 * → Dani; wb2 Ana–Dani → Ana, Beto–Carla → Beto; wb3 Ana–Beto → Ana. lb1: Eli alone (bye), an
 * empty one; lb2 Eli–Carla → Carla (Eli 5th), Dani alone (bye); lb3 Carla–Dani → Carla (Dani
 * 4th); lb4 Carla–Beto → Beto (Carla 3rd). Grand final Ana–Beto → Beto 3–0 (Ana needed 5), so
 * the reset: Ana–Beto → Ana 5–0 (the race does not end at 3–0 for her).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { called, pinaBreak } from "../../bench/support/pina-steps.ts";
import { tournamentView } from "../../src/protocol/public-views.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";
import { pdfText } from "./pdf-tools.ts";

const PLAYERS = ["Ana", "Beto", "Carla", "Dani", "Eli"];

describe(`double elimination with a handicap, played at the tables (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
  });
  afterAll(() => f.close());

  it("runs to its champion through the reset final; placings, targets and the script as worked out by hand", async () => {
    const created = await call(
      f.app,
      "POST",
      "/api/tournaments",
      {
        name: "Doble K.O.",
        game: "bola8",
        format: "double-elimination",
        settings: { raceTo: 3 },
        tables: 2,
        players: [{ name: "Ana", handicap: 5 }, ...PLAYERS.slice(1)],
      },
      auth,
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id as string;
    expect((await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth)).status).toBe(200);
    const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
    const tables = admin.json.tables as { number: number; token: string }[];
    const seedOf = (name: string) => PLAYERS.indexOf(name) + 1;

    const played: string[] = [];
    let targetsSeen: unknown = null;
    for (let pass = 0; pass < 20; pass++) {
      const view = (await call(f.app, "GET", `/api/tournaments/${id}`)).json;
      const now = (
        view.encounters as { stage: string; round: number; table: number | null; status: string }[]
      ).filter((e) => e.status === "playing");
      if (now.length === 0) break;
      for (const e of now) {
        const t = tables.find((x) => x.number === e.table)!;
        const h = { "x-table-token": t.token };
        const path = `/api/tournaments/${id}/tables/${t.number}`;
        const table = (await call(f.app, "GET", path, undefined, h)).json;
        const [a, b] = table.encounter.players as [string, string];
        if (a === "Ana" && b === "Beto") targetsSeen = table.encounter.targets;
        // The better seed wins, except the first grand final, which the losers' side (b) wins.
        const upset = e.stage === "gf" && e.round === 1;
        const winner: 0 | 1 = upset ? 1 : seedOf(a) < seedOf(b) ? 0 : 1;
        const loser = winner === 0 ? 1 : 0;
        expect((await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h)).status).toBe(200);
        let racks = 0;
        for (let seq = 0; seq < 10; seq++) {
          const r = await call(f.app, "POST", `${path}/steps`, { seq, step: { resign: { by: loser } } }, h);
          expect(r.status, JSON.stringify(r.json)).toBe(200);
          racks++;
          if (r.json.matchOver) break;
        }
        played.push(`${e.stage}${e.round} ${a}–${b} ${winner === 0 ? a : b} in ${racks}`);
      }
    }
    // In the order called to the two tables: Beto–Carla is ready at once, Ana–Dani waits for Dani.
    expect(played).toEqual([
      "wb1 Dani–Eli Dani in 3",
      "wb2 Beto–Carla Beto in 3",
      "wb2 Ana–Dani Ana in 5",
      "lb2 Eli–Carla Carla in 3",
      "wb3 Ana–Beto Ana in 5",
      "lb3 Carla–Dani Carla in 3",
      "lb4 Carla–Beto Beto in 3",
      "gf1 Ana–Beto Beto in 3",
      "gf2 Ana–Beto Ana in 5",
    ]);
    expect(targetsSeen).toEqual([5, 3]);

    const final = await call(f.app, "GET", `/api/tournaments/${id}`);
    const view = tournamentView.parse(final.json);
    expect(view.status).toBe("done");
    expect(view.grandFinalReset).toBe(true);
    expect(view.players.find((p) => p.name === "Ana")?.handicap).toBe(5);
    const name = (pid: string) => view.players.find((p) => p.id === pid)?.name;
    expect(view.placings.map((p) => [p.from, p.to, p.players.map(name).join(" ")])).toEqual([
      [1, 1, "Ana"],
      [2, 2, "Beto"],
      [3, 3, "Carla"],
      [4, 4, "Dani"],
      [5, 5, "Eli"],
    ]);

    // The reset's script carries both sides' races, so `mingo referee` replays it alike.
    const reset = view.encounters.find((e) => e.stage === "gf" && e.round === 2)!;
    const script = await call(f.app, "GET", `/api/tournaments/${id}/encounters/${reset.id}/script`);
    expect(script.json.settings).toEqual({ raceTo: 3, handicap: [5, 3] });
    expect(script.json.steps).toHaveLength(5);

    // Printed: the three brackets and the placings, the handicap beside the name.
    const pdf = async (path: string) =>
      Buffer.from((await f.app.inject({ method: "GET", url: path })).rawPayload);
    const bracket = await pdfText(await pdf(`/api/tournaments/${id}/print/bracket.pdf?lang=es`));
    for (const words of [
      "Cuadro de ganadores",
      "Cuadro de perdedores",
      "Gran final",
      "Final de desempate",
      "Clasificación final",
    ])
      expect(bracket).toContain(words);
    expect(bracket).toMatch(/1\.º\s+Ana \(a 5\)/);
    expect(bracket).toMatch(/5\.º\s+Eli/);
    const draw = await pdfText(await pdf(`/api/tournaments/${id}/print/draw.pdf?lang=en`));
    expect(draw).toContain("Ana (race to 5)");
    expect(draw).toContain("Grand final");
  });

  it("Piña, 61 against 50: the weaker player's game ends at 55 (their own 50), said with each target", async () => {
    const created = await call(
      f.app,
      "POST",
      "/api/tournaments",
      {
        name: "Piña con hándicap",
        game: "pina",
        format: "round-robin",
        tables: 1,
        players: ["Ana", { name: "Beto", handicap: 50 }],
      },
      auth,
    );
    const id = created.json.id as string;
    await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth);
    const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
    const h = { "x-table-token": admin.json.tables[0].token as string };
    const path = `/api/tournaments/${id}/tables/1`;
    expect((await call(f.app, "GET", path, undefined, h)).json.encounter.targets).toEqual([61, 50]);
    await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);
    const steps = [pinaBreak(0), ...Array.from({ length: 10 }, (_, i) => called(1, i + 1))];
    let last: {
      report: { winner: unknown; score: number[] };
      lines: { phrase: string; args: unknown }[];
    } | null = null;
    for (const [seq, step] of steps.entries()) {
      const r = await call(f.app, "POST", `${path}/steps`, { seq, step }, h);
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      last = r.json;
      // 1 + … + 9 = 45: short of 50, the game goes on.
      if (seq === 9) expect(r.json.report.winner).toBeNull();
    }
    expect(last?.report.score).toEqual([0, 55]);
    expect(last?.report.winner).toBe(1);
    expect(last?.lines.find((l) => l.phrase === "score")?.args).toMatchObject({ targets: [61, 50] });
  });

  it("a handicap outside the game's range (a race to 40) is refused, naming the player", async () => {
    const bad = await call(
      f.app,
      "POST",
      "/api/tournaments",
      {
        name: "Mal",
        game: "bola8",
        format: "double-elimination",
        tables: 1,
        players: [{ name: "Ana", handicap: 40 }, "Beto"],
      },
      auth,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("bad-handicap");
    expect(bad.json.error.message).toContain("Ana");
  });
});
