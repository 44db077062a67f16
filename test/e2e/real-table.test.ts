/**
 * Issue 38 item 7, end to end in Debian's Chromium at 360×740 with touch: from the game's first
 * screen, «Anotar un partido en una mesa real» opens the scorekeeper's own page with the referee
 * running in the browser (no server: the game is served as static files). A few Piña shots of a
 * simulated match are tapped as the scorekeeper's test taps them (said-script.ts), the page is
 * reloaded (the match is still there), one shot is undone, then a player concedes each game
 * until the encounter is over, and the match is in this browser's history: the replay page
 * tells it step by step. Screenshots under test-output/h38/ (es and en, three sizes).
 */
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serveClient } from "./game/harness.ts";
import { routeOf, type Script, saidScript } from "./scorekeeper/said-script.ts";

const OUT = "test-output/h38";
const SIZES = [
  [360, 740],
  [740, 360],
  [1280, 720],
] as const;

/** The page's own count of entries, with nothing in flight. */
const atSeq = (page: Page, n: number) =>
  page.waitForFunction(
    (k) => document.body.dataset.seq === String(k) && document.body.dataset.busy === "false",
    n,
    {
      timeout: 10_000,
    },
  );

/** The same page in each size and both languages, the language toggled back after. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const lang of ["es", "en"]) {
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(80);
      await page.screenshot({ path: `${OUT}/${name}-${lang}-${w}x${h}.png` });
    }
    await page.locator("#lang").click();
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

describe("a real match kept on the phone, from the game's first screen (issue 38 item 7)", () => {
  let served: Served | undefined;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    served = await serveClient();
    browser = served.browser;
  }, 180_000);
  afterAll(async () => {
    await served?.close();
  });

  it("records Piña shots, survives a reload, undoes one, ends by concessions and lands in the history", async () => {
    const script = JSON.parse(readFileSync("test/e2e/scorekeeper/pina-encounter.json", "utf8")) as Script;
    const said = saidScript(script);
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await context.newPage();
    phone.on("dialog", (d) => void d.accept());
    // The first screen, its new big choice beside «Dos personas en esta pantalla».
    for (const lang of ["en", "es"]) {
      await phone.goto(`${served!.url}?lang=${lang}`);
      await phone.getByTestId("menu-game-pina").tap();
      for (const [w, h] of SIZES) {
        await phone.setViewportSize({ width: w, height: h });
        await phone.getByTestId("menu").evaluate((m) => m.scrollTo(0, 0));
        await phone.screenshot({ path: `${OUT}/menu-${lang}-${w}x${h}.png` });
      }
      await phone.setViewportSize({ width: 360, height: 740 });
    }
    await phone.getByTestId("menu-name0").fill("Ana");
    expect(await phone.getByTestId("hero-real").textContent()).toBe(
      "Anotar un partido en una mesa real: Piña cantado",
    );
    await phone.getByTestId("hero-real").tap();

    // The scorekeeper's page, its referee in the browser: the lag's winner breaks.
    await phone.getByTestId(`breaker-${script.breaker}`).tap({ timeout: 15_000 });
    await atSeq(phone, 0);
    expect(await phone.locator("#title").textContent()).toBe("Mesa real");
    expect(await phone.getByTestId("player-0").textContent()).toContain("Ana");
    const SHOTS = 5;
    for (const [i, s] of said.steps.slice(0, SHOTS).entries()) {
      for (const id of routeOf(script.game, s).taps) await phone.getByTestId(id).tap({ timeout: 5000 });
      await atSeq(phone, i + 1);
      expect(await phone.getByTestId("error").count(), `step ${i + 1}`).toBe(0);
    }
    const score = await phone.getByTestId("score-1").textContent();
    expect(Number(score)).toBeGreaterThan(0);
    await shoot(phone, "real-shots");

    // A reload keeps the match (IndexedDB), the address no longer starts a new one.
    await phone.reload();
    await atSeq(phone, SHOTS);
    expect(phone.url()).not.toContain("match=");
    expect(await phone.getByTestId("score-1").textContent()).toBe(score);

    // Undo is one tap: the last shot taken back.
    await phone.getByTestId("undo").tap();
    await atSeq(phone, SHOTS - 1);

    // Beto concedes each game until the encounter is over (a lag between games is Ana's).
    let seq = SHOTS - 1;
    for (let k = 0; k < 6 && (await phone.getByTestId("match-over").count()) === 0; k++) {
      if (await phone.getByTestId("lag-0").count()) await phone.getByTestId("lag-0").tap();
      else for (const id of ["other", "fouls", "resign-1"]) await phone.getByTestId(id).tap();
      await atSeq(phone, ++seq);
    }
    await phone.getByTestId("match-over").waitFor();
    expect(await phone.getByTestId("real-kept").count()).toBe(1);
    await shoot(phone, "real-over");

    // In this browser's history: the replay page lists it and tells it step by step.
    await phone.getByTestId("real-replay").tap();
    const recent = phone.getByTestId("replay-recent-0");
    expect(await recent.textContent()).toContain("en una mesa real");
    await recent.tap();
    await phone.getByTestId("replay-script").waitFor();
    expect(await phone.locator('[data-testid^="replay-script-step-"]').count()).toBe(seq);
    await phone.screenshot({ path: `${OUT}/real-replay-es-360x740.png` });
    // And the statistics page counts it (a script: pots without distance or cut).
    await phone.goto(`${served!.url}stats.html?lang=es&player=Ana`);
    await phone.getByTestId("stats").waitFor();
    await phone.screenshot({ path: `${OUT}/real-stats-es-360x740.png` });
    // A link whose set-up the rules refuse is said, naming what is wrong; nothing is started.
    const bad = encodeURIComponent(
      JSON.stringify({ game: "pina", players: ["Ana", "Beto"], settings: { raceTo: 3 } }),
    );
    await phone.goto(`${served!.url}club/table.html?real=new&lang=es&match=${bad}`);
    await phone.getByTestId("error").waitFor();
    expect(await phone.getByTestId("error").textContent()).toMatch(
      /^El enlace de este partido no sirve \(set-up\.settings: .*raceTo/,
    );
    expect(await phone.getByTestId("match-over").count()).toBe(1);
    await context.close();
  }, 60_000);
});
