/**
 * The first match that teaches (issue 27 item 2) in Chromium, one per game: the test follows the
 * prompts — the lag, then each lesson's table, doing what the lesson says with the page's own
 * controls (the call panel, the options, the strike button) until the referee's ruling shows it
 * learned — and leaves halfway to find the first screen offering to go on where it was.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_MATCH } from "../../src/game/index.ts";
import { humanTurnSkipping, type Served, serveClient, snapshot } from "./game/harness.ts";
import { makeRequiredCall, playLag, screenOf, strikeAndWaitRuling } from "./game/play.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

/** The ball each lesson is about (the one to touch before striking). */
const TARGET_BALL: Record<string, number> = {
  "bola8-call": 3,
  "bola8-eight": 8,
  "pina-call": 1,
  "pina-61": 6,
};

const lessonOf = (page: Page) => page.getByTestId("lesson").getAttribute("data-lesson");
const outcomeOf = (page: Page) => page.getByTestId("lesson").getAttribute("data-outcome");

/** Does what the lesson on screen asks, through the page, until it is learned (a few tries at most). */
async function followPrompt(page: Page, id: string): Promise<number> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    // Every stroke's playback is skipped, the person's too: what is checked is each lesson's
    // prompt, the ruling it waits for, and where the match goes on (game.test.ts watches strokes).
    const s = await humanTurnSkipping(page);
    if (id.endsWith("-lag")) await playLag(page);
    else if (id === "bola8-foul") {
      const options = s.options ?? [];
      expect(options.length).toBeGreaterThan(0);
      await page.getByTestId(`option-${options[0]}`).click();
    } else {
      const target = TARGET_BALL[id];
      if (target !== undefined) {
        // The lesson's ball, touched on the table: aimed at, and (Piña) called.
        const at = await screenOf(page, { ball: target });
        await page.mouse.click(at!.x, at!.y);
      }
      if (id === "pina-call" || id === "pina-61") await page.getByTestId("call-pocket-foot-left").click();
      else await makeRequiredCall(page, s);
      await strikeAndWaitRuling(page, { skip: true });
    }
    await expect.poll(() => outcomeOf(page), { timeout: 60_000 }).not.toBe("going");
    if ((await outcomeOf(page)) === "learned") return attempt;
    console.log(`${id} try ${attempt}: ${JSON.stringify((await snapshot(page)).latest)}`);
    // Not yet: the table as it was, and again.
    await page.getByTestId("lesson-again").click();
    await expect.poll(() => outcomeOf(page)).toBe("going");
  }
  throw new Error(`${id} not learned in four tries`);
}

describe("the first match that teaches (e2e, Chromium)", () => {
  for (const game of ["bola8", "pina"] as const)
    it(`${game}: every lesson followed to the end, left halfway and resumed`, async () => {
      const context = await served.browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.goto(`${served.url}?lang=es`);
      await page.getByTestId(`menu-game-${game}`).click();
      await expect.poll(() => page.getByTestId("hero-learn").textContent()).toContain("Primera partida");
      await page.getByTestId("hero-learn").click();
      const lessons = FIRST_MATCH[game];
      const tries: Record<string, number> = {};
      for (const [i, lesson] of lessons.entries()) {
        await expect.poll(() => lessonOf(page), { timeout: 30_000 }).toBe(lesson.id);
        expect(await page.getByTestId("lesson-do").textContent()).toBeTruthy();
        tries[lesson.id] = await followPrompt(page, lesson.id);
        // Learned: why, with its rule's section linked.
        const why = page.getByTestId("lesson-why");
        expect(await why.textContent()).toContain(lesson.rule);
        expect(await why.locator("a").getAttribute("href")).toContain(`#${lesson.rule}`);
        if (i === 1) {
          // Leaving halfway: the first screen offers to go on at the next lesson.
          await page.goto(`${served.url}?lang=es`);
          await page.getByTestId(`menu-game-${game}`).click();
          const link = page.getByTestId("hero-learn");
          await expect.poll(() => link.textContent()).toContain(`(3 de ${lessons.length})`);
          await link.click();
          continue;
        }
        await page.getByTestId("lesson-next").click();
      }
      await expect.poll(() => lessonOf(page)).toBe("done");
      await page.goto(`${served.url}?lang=es`);
      await page.getByTestId(`menu-game-${game}`).click();
      expect(await page.getByTestId("hero-learn").textContent()).toContain("terminada");
      console.log(`first match ${game}: tries per lesson ${JSON.stringify(tries)}`);
      const s = await snapshot(page);
      expect(s.screen).toBe("menu");
      await context.close();
    }, 300_000);
});
