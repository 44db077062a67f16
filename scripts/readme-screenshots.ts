/**
 * The README's pictures, from a fresh build of the client in headless Chromium:
 *   docs/images/game.jpg   the game at 1280×720, a Bola 8 rack ready to break (Spanish)
 *   docs/images/rules.jpg  the rules page at 1280×720 (English)
 * and, to look at (PNG), the game's picture and the rules page at 1280×720, 740×360 and 360×740
 * in both languages under test-output/rules-page/.
 *   node bin/run-ts.js scripts/readme-screenshots.ts
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serveClient } from "../bench/support/serve-client.ts";

const images = fileURLToPath(new URL("../docs/images/", import.meta.url));
const shapes = fileURLToPath(new URL("../test-output/rules-page/", import.meta.url));
mkdirSync(images, { recursive: true });
mkdirSync(shapes, { recursive: true });

const served = await serveClient();
try {
  const page = await served.browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${served.url}?lang=es&position=B8-BREAK&quality=high`);
  await page.getByTestId("table").waitFor();
  // The table's first frames (textures, shadows) take a moment in software GL.
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${images}game.jpg`, type: "jpeg", quality: 82 });
  await page.screenshot({ path: `${shapes}game-es-1280x720.png` });

  await page.goto(`${served.url}rules.html?lang=en`);
  await page.getByTestId("rules-page").waitFor();
  await page.getByTestId("rule-G-SPOT").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.screenshot({ path: `${images}rules.jpg`, type: "jpeg", quality: 82 });

  for (const [w, h] of [
    [1280, 720],
    [740, 360],
    [360, 740],
  ] as const) {
    const shaped = await served.browser.newPage({ viewport: { width: w, height: h } });
    for (const lang of ["es", "en"]) {
      await shaped.goto(`${served.url}rules.html?lang=${lang}`);
      await shaped.getByTestId("rules-doc").waitFor();
      await shaped.screenshot({ path: `${shapes}rules-${lang}-${w}x${h}.png` });
    }
    await shaped.close();
  }
  console.log(`wrote ${images}game.jpg, ${images}rules.jpg and the rules page's shapes in ${shapes}`);
} finally {
  await served.close();
}
