/**
 * Screenshots for looking at (not a test): the menu's doubles seats and a doubles match's status
 * strip (both sides, the partner due) at each shape and in both languages, into $SHOTS (default
 * /tmp/mingo-look). Run: node bin/run-ts.js test/e2e/game/look-doubles.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { humanTurn, serveClient } from "./harness.ts";
import { SHAPES } from "./shapes.ts";

const out = process.env.SHOTS ?? "/tmp/mingo-look";
mkdirSync(out, { recursive: true });
const served = await serveClient();
try {
  for (const { width: w, height: hgt } of SHAPES) {
    for (const lang of ["es", "en"] as const) {
      const tag = `${w}x${hgt}-${lang}`;
      const page = await served.browser.newPage({ viewport: { width: w, height: hgt } });
      page.on("pageerror", (e) => console.log(`page error: ${e.message}`));
      await page.goto(`${served.url}?seed=look-doubles&lang=${lang}`);
      await page.getByTestId("menu-game-bola8").click();
      await page.getByTestId("team-mode-doubles").click();
      for (const [n, name, who] of [
        [1, "Ana", "human"],
        [2, "Carla", "strong"],
        [3, "Beto", "strong"],
        [4, "Dani", "medium"],
      ] as const) {
        await page.getByTestId(`seat-${n}-name`).fill(name);
        await page.getByTestId(`seat-${n}-who`).selectOption(who);
      }
      await page.getByTestId("sides-form").scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(out, `doubles-menu-${tag}.png`) });
      await page.getByTestId("menu-start").click();
      await humanTurn(page, 120_000);
      await page.screenshot({ path: join(out, `doubles-status-${tag}.png`) });
      await page.close();
    }
  }
} finally {
  await served.close();
}
console.log(`screenshots in ${out}`);
