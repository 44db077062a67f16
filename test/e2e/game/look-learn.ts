/**
 * Screenshots for looking at (not a test): the first match that teaches at each shape and in both
 * languages — the first screen's offer, a lesson's prompt (Piña's 45°, Bola 8's options after the
 * computer's foul), a lesson learned, and practice placing balls by hand — into $SHOTS (default /tmp/mingo-look).
 * Run: node bin/run-ts.js test/e2e/game/look-learn.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { humanTurn, serveClient } from "./harness.ts";
import { playLag } from "./play.ts";
import { SHAPES } from "./shapes.ts";

const out = process.env.SHOTS ?? "/tmp/mingo-look";
mkdirSync(out, { recursive: true });
const served = await serveClient();
/** Puts a game's first match at lesson `next` in this page's browser. */
const at = (game: string, next: number) =>
  `localStorage.setItem("mingo.learn.${game}", JSON.stringify({ next: ${next}, learned: [] }))`;
try {
  for (const { width: w, height: hgt } of SHAPES) {
    for (const lang of ["es", "en"] as const) {
      const tag = `${w}x${hgt}-${lang}`;
      const context = await served.browser.newContext({ viewport: { width: w, height: hgt } });
      const page = await context.newPage();
      await page.goto(`${served.url}?lang=${lang}`);
      await page.evaluate(at("pina", 2));
      await page.reload();
      await page.getByTestId("menu-learn-pina").waitFor();
      await page.screenshot({ path: join(out, `learn-menu-${tag}.png`), fullPage: true });
      await page.getByTestId("menu-learn-pina").click();
      await page.getByTestId("lesson").waitFor();
      await humanTurn(page);
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `learn-pina45-${tag}.png`) });
      await page.evaluate(at("bola8", 3));
      await page.goto(`${served.url}?lang=${lang}&learn=bola8`);
      await page.getByTestId("lesson").waitFor();
      await humanTurn(page);
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `learn-foul-${tag}.png`) });
      await page.evaluate(at("bola8", 0));
      await page.goto(`${served.url}?lang=${lang}&learn=bola8`);
      await humanTurn(page);
      await playLag(page);
      await page.getByTestId("lesson-why").waitFor({ timeout: 30_000 });
      await page.screenshot({ path: join(out, `learn-learned-${tag}.png`) });
      // Practice: placing balls by hand from a rule's position.
      await page.goto(`${served.url}?lang=${lang}&position=PC-45`);
      await page.getByTestId("practice-tools").waitFor();
      await humanTurn(page);
      await page.getByTestId("practice-arrange").click();
      await page.getByTestId("practice-done").waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `practice-arrange-${tag}.png`) });
      await context.close();
    }
  }
} finally {
  await served.close();
}
console.log(`screenshots in ${out}`);
