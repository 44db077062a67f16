/**
 * Issue 38, end to end in Debian's Chromium: the scorekeeper's page at 360×740 with touch
 * records simulated matches through its own controls, as a person refereeing would tap them.
 *
 * The scripts (test/e2e/scorekeeper/*.json) were written by `mingo play --save`:
 *   pina-encounter.json   --game pina  --players ai:easy,ai:strong --matches 4 --seed 11 (match 2)
 *   bola8-rack.json       --game bola8 --players ai:easy,ai:strong --matches 6 --seed 21 --set raceTo=1 (match 1)
 *   bola8-fouls.json      --game bola8 --players ai:easy,ai:easy   --matches 1 --seed 7  --set raceTo=1
 * and examples/pina-encounter.json (a scratch, a defence, a foul only a person sees, resignations).
 * Each is first put in the form a person says it (said-script.ts); the referee must rule that
 * form exactly as the original. Then every step is tapped, the taps counted per situation
 * against the issue's goals, the page must never scroll, and the steps the server stored must
 * equal the said script's. The counts are printed as the note's table.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScriptText } from "../../src/cli/script/run.ts";
import { type ClubApi, type ServedClub, serveClub } from "./club/served.ts";
import { type Route, routeOf, type Script, type Situation38, saidScript } from "./scorekeeper/said-script.ts";

/** The issue's goals: the most taps each situation may take. */
const GOALS: Partial<Record<Situation38 | "visit-3-made-miss", number>> = {
  "pina-made-on": 2,
  "pina-made-other": 3,
  "pina-miss": 2,
  // Not in the issue: a miss calling another ball than the ball on, one tap more (as «Entró»).
  "pina-miss-other": 3,
  "pina-scratch": 3,
  "pina-defense": 2,
  "bola8-break-made": 3,
  "bola8-miss": 2,
  "visit-3-made-miss": 10,
};

const read = (f: string) => JSON.parse(readFileSync(f, "utf8")) as Script;

/** Taps per situation, over every script: the most and how many times. */
const tally = new Map<string, { max: number; n: number }>();
function count(situation: string, taps: number): void {
  const t = tally.get(situation) ?? { max: 0, n: 0 };
  tally.set(situation, { max: Math.max(t.max, taps), n: t.n + 1 });
}

async function noScroll(page: Page, where: string): Promise<void> {
  const s = await page.evaluate(() => ({
    y: scrollY,
    x: scrollX,
    tall: document.documentElement.scrollHeight - innerHeight,
    wide: document.documentElement.scrollWidth - innerWidth,
  }));
  expect({ where, ...s }).toEqual({ where, y: 0, x: 0, tall: 0, wide: 0 });
}

/**
 * Before a quick outcome is tapped, the page says what it will record in the narration's words:
 * the call and the first ball hit over the buttons, and on «Entró» the ball and its pocket.
 */
async function saidBefore(page: Page, id: string): Promise<void> {
  const preview = (await page.getByTestId("preview").textContent()) ?? "";
  expect(preview).toMatch(/toca primero la \d+\.|hits the \d+ first\./);
  if (id === "made")
    expect(await page.getByTestId("made-said").textContent()).toMatch(/ entra en | drops in /);
}

/** Signs are SVG icons: no arrow, ring or circled letter is left to a font (ⓘ had none here). */
async function noGlyphs(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  expect({ where, glyphs: text.match(/[\u2190-\u21ff\u2460-\u24ff\u25a0-\u25ff\u2700-\u27bf]/g) }).toEqual({
    where,
    glyphs: null,
  });
}

/** Taps one step's route and waits for the page to show the referee's answer. */
async function tapRoute(
  phone: Page,
  i: number,
  route: Route,
  isBreak: boolean,
  last: boolean,
): Promise<void> {
  for (const [k, id] of route.taps.entries()) {
    if (k === route.taps.length - 1 && (id === "made" || id === "missed") && !isBreak)
      await saidBefore(phone, id);
    try {
      await phone.getByTestId(id).tap({ timeout: 5000 });
    } catch (e) {
      await phone.screenshot({ path: `/tmp/scorekeeper-fail-${i + 1}.png` });
      throw new Error(`step ${i + 1} (${route.situation}): cannot tap ${id}: ${String(e)}`);
    }
    await noScroll(phone, `step ${i + 1}, after ${id}`);
  }
  await phone.waitForFunction(
    ([n, end]) =>
      document.body.dataset.busy === "false" &&
      (end
        ? document.querySelector('[data-testid="match-over"],[data-testid="no-match"]') !== null
        : document.body.dataset.seq === String(n)),
    [i + 1, last] as const,
    { timeout: 10_000 },
  );
  expect(await phone.getByTestId("error").count(), `step ${i + 1}`).toBe(0);
  await noGlyphs(phone, `step ${i + 1}`);
}

describe("the scorekeeper in three taps (issue 38)", () => {
  let served: ServedClub | undefined;
  let browser: Browser;
  let base: string;
  let auth: Record<string, string>;

  const api: ClubApi = (...call) => served!.api(...call);

  beforeAll(async () => {
    served = await serveClub();
    ({ base, browser } = served);
    const who = { name: "Club Tres Toques", password: "secreto-de-tres-toques" };
    await api("POST", "/api/organizers", who);
    auth = { authorization: `Bearer ${(await api("POST", "/api/session", who)).token}` };
  }, 120_000);
  afterAll(async () => {
    await served?.close();
    // The note's table: the most taps each situation took, and how often it came up.
    const rows = [...tally.entries()]
      .sort()
      .map(
        ([k, v]) =>
          `  ${k.padEnd(20)} ${String(v.max).padStart(3)} taps (goal ${GOALS[k as Situation38] ?? "-"}) ×${v.n}`,
      );
    console.log(`taps per situation at 360×740:\n${rows.join("\n")}`);
  });

  /** A tournament of the script's two players at one table; the phone at its link. */
  async function tableFor(script: Script, name: string): Promise<{ phone: Page; id: string }> {
    const made = await api(
      "POST",
      "/api/tournaments",
      {
        name,
        game: script.game,
        format: "round-robin",
        tables: 1,
        players: ["Ana", "Beto"],
        ...(script.settings && Object.keys(script.settings).length ? { settings: script.settings } : {}),
      },
      auth,
    );
    expect(made.id, JSON.stringify(made)).toBeTruthy();
    await api("POST", `/api/tournaments/${made.id}/draw`, undefined, auth);
    const link = (await api("GET", `/api/tournaments/${made.id}/admin`, undefined, auth)).tables[0].link;
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await context.newPage();
    phone.on("dialog", (d) => void d.accept());
    await phone.goto(`${base}${link}`);
    return { phone, id: made.id };
  }

  /** Taps every step of `script` and checks what the server stored. */
  async function record(script: Script, name: string, undoAt = -1): Promise<void> {
    const said = saidScript(script);
    // The said form loses nothing the referee reads: every report is the same.
    const reports = (s: Script) => runScriptText(JSON.stringify(s)).steps.map((x) => x.report);
    expect(reports(said.script)).toEqual(reports(script));
    const { phone, id } = await tableFor(script, name);
    await phone.getByTestId(`breaker-${script.breaker}`).tap();
    await phone.waitForFunction(
      () => document.body.dataset.seq === "0" && document.body.dataset.busy === "false",
    );
    let visit = null as { by: number; routes: Route[] } | null;
    const closeVisit = () => {
      // A visit of three made balls and a miss: the taps of the four shots together.
      const r = visit?.routes ?? [];
      if (r.length === 4 && r.slice(0, 3).every((x) => x.made) && r[3]?.made === false)
        count(
          "visit-3-made-miss",
          r.reduce((n, x) => n + x.taps.length, 0),
        );
    };
    for (const [i, s] of said.steps.entries()) {
      const route = routeOf(script.game, s);
      const step = s.step;
      const by = "shot" in step ? step.shot.by : null;
      if (by === null || visit?.by !== by || visit.routes.at(-1)?.made === false) {
        closeVisit();
        visit = by === null ? null : { by, routes: [] };
      }
      visit?.routes.push(route);
      count(route.situation, route.taps.length);
      const goal = GOALS[route.situation];
      if (goal !== undefined)
        expect(route.taps.length, `${route.situation} at step ${i + 1}`).toBeLessThanOrEqual(goal);
      await tapRoute(phone, i, route, s.isBreak, i === said.steps.length - 1);
      // Undo is one tap: the shot is taken back (the page shows the step before) and tapped again.
      if (i === undoAt) {
        await phone.getByTestId("undo").tap();
        await phone.waitForFunction(
          (n) => document.body.dataset.seq === String(n) && document.body.dataset.busy === "false",
          i,
        );
        await noScroll(phone, `step ${i + 1}, after undo`);
        await tapRoute(phone, i, route, s.isBreak, false);
      }
    }
    closeVisit();
    const t = await api("GET", `/api/tournaments/${id}`);
    const stored = await api("GET", `/api/tournaments/${id}/encounters/${t.encounters[0].id}/script`);
    expect(stored.steps).toEqual(said.script.steps);
    await phone.context().close();
  }

  it("records a Piña encounter of simulated play", async () => {
    await record(read("test/e2e/scorekeeper/pina-encounter.json"), "Piña simulada");
  }, 240_000);

  it("records a Piña encounter with a scratch, a defence, a foul seen and resignations", async () => {
    await record(read("examples/pina-encounter.json"), "Piña de ejemplo", 3);
  }, 120_000);

  it("records two Bola 8 racks: a break that makes a ball, misses, fouls and choices", async () => {
    await record(read("test/e2e/scorekeeper/bola8-rack.json"), "Bola 8 simulada");
    await record(read("test/e2e/scorekeeper/bola8-fouls.json"), "Bola 8 con faltas");
    for (const k of Object.keys(GOALS)) expect(tally.get(k), `${k} was recorded`).toBeDefined();
  }, 240_000);
});
