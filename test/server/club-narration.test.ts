/**
 * One narration on every screen: for the same step, the game's rendering (client/app's
 * showLine over narrateStep), the scorekeeper's (the reply to its entry, and its table view
 * after a reload) and the wall's (the tournament view the live socket sends) are the same
 * sentences, in Spanish and English, with no bare rule ID and no doubled full stop. The steps
 * include a Piña shot and a Bola 8 shot entered with no call (G-NOCALL: ruled, not refused).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PINA_ENCOUNTER } from "../../bench/support/pina-steps.ts";
import { showLine } from "../../src/client/app/step-lines.ts";
import { saidLines } from "../../src/client/club/said.ts";
import type { Lang } from "../../src/core/index.ts";
import { type Line, narrateStep } from "../../src/narration/index.ts";
import { makeStep, parseStep } from "../../src/protocol/step.ts";
import { apply, type MatchState, newMatch } from "../../src/rules/index.ts";
import { randomAction, Tape } from "../../src/rules/testing/random-play.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

const LANGS: readonly Lang[] = ["es", "en"];

/** A Piña encounter's first steps, then Beto shoots and forgets to call (G-NOCALL). */
const PINA_STEPS: readonly unknown[] = [
  ...PINA_ENCOUNTER.slice(0, 4),
  { shot: { by: 0, events: [{ hit: [0, 3] }, { pocket: [3, "foot-right"] }] } },
  { shot: { by: 1, events: [{ hit: [0, 3] }] } },
];

/** Bola 8: a foul on the break (B8-F1), Beto takes ball in hand, then shoots with no call on the open table. */
const BOLA8_STEPS: readonly unknown[] = [
  { shot: { by: 0, events: [{ hit: [0, 1] }] } },
  { choose: { by: 1, option: "ball-in-hand" } },
  { shot: { by: 1, events: [{ hit: [0, 3] }, { pocket: [3, "side-left"] }] } },
  { shot: { by: 0, call: { group: "solids", pocket: "foot-left" }, events: [{ hit: [0, 2] }] } },
];

describe(`the narration on the scorekeeper and the wall (${DB_KIND})`, () => {
  let f: Fixture;
  let auth: Record<string, string>;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    auth = await signIn(f.app);
  });
  afterAll(() => f.close());

  it.each([
    ["pina", PINA_STEPS, {}],
    ["bola8", BOLA8_STEPS, { raceTo: 2 }],
  ] as const)(
    "%s: the game, the scorekeeper and the wall say the same for each step",
    async (game, steps, settings) => {
      const made = await call(
        f.app,
        "POST",
        "/api/tournaments",
        {
          name: `Narración ${game}`,
          game,
          format: "round-robin",
          tables: 1,
          settings,
          players: ["Ana", "Beto"],
        },
        auth,
      );
      const id = made.json.id as string;
      await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth);
      const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
      const h = { "x-table-token": admin.json.tables[0].token as string };
      const path = `/api/tournaments/${id}/tables/1`;
      await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);

      const started = newMatch(game, settings, 0);
      if (!started.ok) throw new Error(started.error.message);
      let state: MatchState = started.value;
      for (const [seq, raw] of steps.entries()) {
        const reply = await call(f.app, "POST", `${path}/steps`, { seq, step: raw }, h);
        expect(reply.status, `step ${seq + 1}: ${JSON.stringify(reply.json)}`).toBe(200);
        // The game's narration of the same step, from the referee run here.
        const step = parseStep(raw);
        if (!step.ok) throw new Error(step.error);
        const action = step.value;
        const applied = apply(state, action);
        if (!applied.ok) throw new Error(applied.error.message);
        const gameLines = narrateStep({ names: ["Ana", "Beto"], before: state, action, ...applied.value });
        state = applied.value.state;

        const table = (await call(f.app, "GET", path, undefined, h)).json.encounter;
        const wall = (await call(f.app, "GET", `/api/tournaments/${id}`)).json.encounters.find(
          (e: { table: number | null; status: string }) => e.table === 1 && e.status === "playing",
        );
        for (const lang of LANGS) {
          const inGame = gameLines.map((l) => showLine(l, lang).text);
          const scorekeeper = saidLines(reply.json.lines as Line[], lang).map((l) => l.text);
          expect(scorekeeper, `step ${seq + 1} ${lang}`).toEqual(inGame);
          expect(saidLines(table.lines, lang).map((l) => l.text)).toEqual(inGame);
          expect(saidLines(wall.lines, lang).map((l) => l.text)).toEqual(inGame);
          for (const text of inGame) {
            expect(text, text).not.toMatch(/\b(PC|B8|G)-[A-Z0-9]+\b/);
            expect(text, text).not.toMatch(/\.\.|\{|undefined/);
          }
        }
      }
      // The step entered with no call was ruled (G-NOCALL), and the narration says so.
      const last = (await call(f.app, "GET", path, undefined, h)).json.encounter;
      expect(last.seq).toBe(steps.length);
    },
  );

  it("random valid matches of both games: every step says the same in the game, the scorekeeper and the wall", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("pina" as const, "bola8" as const),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        async (game, values) => {
          const made = await call(
            f.app,
            "POST",
            "/api/tournaments",
            { name: `Azar ${++n}`, game, format: "round-robin", tables: 1, players: ["Ana", "Beto"] },
            auth,
          );
          const id = made.json.id as string;
          await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth);
          const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
          const h = { "x-table-token": admin.json.tables[0].token as string };
          const path = `/api/tournaments/${id}/tables/1`;
          await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);
          const started = newMatch(game, {}, 0);
          if (!started.ok) throw new Error(started.error.message);
          let state: MatchState = started.value;
          const tape = new Tape(values);
          // Short runs keep the suite lean; the narration's own property test plays whole matches.
          for (let seq = 0; seq < 25 && !state.matchOver; seq++) {
            // What the scorekeeper enters is the step as the match script writes it, and the
            // script names no ball with "spot-own" (MATCH-SCRIPT.md: the player's word is taken),
            // so the game's side narrates that same step, not the drawn action with its ball.
            const entered = parseStep(makeStep(randomAction(state, tape)));
            if (!entered.ok) throw new Error(entered.error);
            const action = entered.value;
            const applied = apply(state, action);
            if (!applied.ok) throw new Error(applied.error.message);
            const reply = await call(f.app, "POST", `${path}/steps`, { seq, step: makeStep(action) }, h);
            expect(reply.status, JSON.stringify(reply.json)).toBe(200);
            const gameLines = narrateStep({
              names: ["Ana", "Beto"],
              before: state,
              action,
              ...applied.value,
            });
            state = applied.value.state;
            const wall = (await call(f.app, "GET", `/api/tournaments/${id}`)).json.encounters.find(
              (e: { table: number | null; id: string }) => e.table === 1,
            );
            for (const lang of LANGS) {
              const inGame = gameLines.map((l) => showLine(l, lang).text);
              expect(saidLines(reply.json.lines, lang).map((l) => l.text)).toEqual(inGame);
              // The wall's encounter is this one until the match ends and the table is freed.
              if (wall && !reply.json.matchOver)
                expect(saidLines(wall.lines, lang).map((l) => l.text)).toEqual(inGame);
            }
          }
        },
      ),
      { numRuns: 4 },
    );
  });

  it("an undo puts the previous step's words back on the wall", async () => {
    const made = await call(
      f.app,
      "POST",
      "/api/tournaments",
      { name: "Deshacer", game: "pina", format: "round-robin", tables: 1, players: ["Ana", "Beto"] },
      auth,
    );
    const id = made.json.id as string;
    await call(f.app, "POST", `/api/tournaments/${id}/draw`, {}, auth);
    const admin = await call(f.app, "GET", `/api/tournaments/${id}/admin`, undefined, auth);
    const h = { "x-table-token": admin.json.tables[0].token as string };
    const path = `/api/tournaments/${id}/tables/1`;
    await call(f.app, "POST", `${path}/start`, { breaker: 0 }, h);
    const first = await call(f.app, "POST", `${path}/steps`, { seq: 0, step: PINA_ENCOUNTER[0] }, h);
    await call(f.app, "POST", `${path}/steps`, { seq: 1, step: PINA_ENCOUNTER[1] }, h);
    await call(f.app, "POST", `${path}/undo`, { seq: 2 }, h);
    const wall = (await call(f.app, "GET", `/api/tournaments/${id}`)).json.encounters.find(
      (e: { table: number | null }) => e.table === 1,
    );
    expect(wall.lines).toEqual(first.json.lines);
  });
});
