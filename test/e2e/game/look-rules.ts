/**
 * Screenshots for looking at (not a test): the rules page at each shape and in both languages —
 * the top with the search, a geometry rule with its drawing (#PC-45), demonstrations played ($DEMOS, default B8-L6) and a search — into $SHOTS
 * (default /tmp/mingo-look). Run: node bin/run-ts.js test/e2e/game/look-rules.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { serveClient } from "./harness.ts";
import { SHAPES } from "./shapes.ts";

const out = process.env.SHOTS ?? "/tmp/mingo-look";
/** The sections whose demonstration is played and shot ($DEMOS, comma-separated). */
const DEMOS = (process.env.DEMOS ?? "B8-L6").split(",");
mkdirSync(out, { recursive: true });
const served = await serveClient();
try {
  for (const { width: w, height: hgt } of SHAPES) {
    for (const lang of ["es", "en"] as const) {
      const tag = `${w}x${hgt}-${lang}`;
      const page = await served.browser.newPage({ viewport: { width: w, height: hgt } });
      await page.goto(`${served.url}rules.html?lang=${lang}`);
      await page.getByTestId("rules-page").waitFor();
      await page.screenshot({ path: join(out, `rules-top-${tag}.png`) });
      await page.goto(`${served.url}rules.html?lang=${lang}#PC-45`);
      await page.getByTestId("rule-PC-45").waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `rules-pc45-${tag}.png`) });
      for (const id of DEMOS) {
        const section = page.getByTestId(`rule-${id}`);
        await section.scrollIntoViewIfNeeded();
        await section.getByTestId("demo-play").click();
        await section.getByTestId("demo-ruling").waitFor({ timeout: 30_000 });
        await section.getByTestId("demonstration").scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(out, `rules-demo-${id}-${tag}.png`) });
      }
      const game = await served.browser.newPage({ viewport: { width: w, height: hgt } });
      await game.goto(`${served.url}?lang=${lang}&position=PC-45`);
      await game.getByTestId("practice").waitFor();
      await game.waitForTimeout(1500);
      await game.screenshot({ path: join(out, `rules-try-${tag}.png`) });
      await game.goto(`${served.url}?lang=${lang}&drill=pina-run-1-5`);
      await game.getByTestId("drill").waitFor();
      await game.waitForTimeout(1500);
      await game.screenshot({ path: join(out, `rules-drill-${tag}.png`) });
      await game.close();
      await page.getByTestId("rules-search").fill(lang === "es" ? "bañar el mingo" : "scratch");
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(out, `rules-search-${tag}.png`) });
      await page.close();
    }
  }
} finally {
  await served.close();
}
console.log(`screenshots in ${out}`);
