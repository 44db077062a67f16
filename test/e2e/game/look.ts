/**
 * Screenshots for looking at (not a test): the menu and a match at each shape, into
 * $SHOTS (default /tmp/mingo-look), at the drawing quality $QUALITY (auto, high, low; default
 * the page's own). Run: node bin/run-ts.js test/e2e/game/look.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fromGameMenu, humanTurn, serveClient, snapshot, startAgainstComputer, waitFor } from "./harness.ts";
import { makeRequiredCall, playLag } from "./play.ts";
import { SHAPES } from "./shapes.ts";

const out = process.env.SHOTS ?? "/tmp/mingo-look";
mkdirSync(out, { recursive: true });
const served = await serveClient();
try {
  for (const { width: w, height: hgt } of SHAPES) {
    const page = await served.browser.newPage({ viewport: { width: w, height: hgt } });
    page.on("pageerror", (e) => console.log(`page error: ${e.message}`));
    const quality = process.env.QUALITY ? `&quality=${process.env.QUALITY}` : "";
    await page.goto(`${served.url}?seed=look${quality}`);
    await page.screenshot({ path: join(out, `${w}x${hgt}-menu.png`) });
    await startAgainstComputer(page, { game: process.env.GAME === "pina" ? "pina" : "bola8" });
    await humanTurn(page);
    await page.screenshot({ path: join(out, `${w}x${hgt}-lag.png`) });
    let s = await playLag(page);
    await page.screenshot({ path: join(out, `${w}x${hgt}-after-lag.png`) });
    if (s.turn === "lag-choice") {
      await page.getByTestId("option-break").click();
      s = await humanTurn(page);
    }
    await page.screenshot({ path: join(out, `${w}x${hgt}-break.png`) });
    if (s.turn === "shot") {
      await makeRequiredCall(page, s);
      await page.getByTestId("strike").click();
      await waitFor(page, (x) => x.busy === "playing");
      await page.waitForTimeout(900);
      await page.screenshot({ path: join(out, `${w}x${hgt}-playback.png`) });
      s = await humanTurn(page, 120_000);
      await page.screenshot({ path: join(out, `${w}x${hgt}-after-break.png`) });
      await fromGameMenu(page, "camera");
      await waitFor(page, (x) => x.cameraMoving === false);
      await page.screenshot({ path: join(out, `${w}x${hgt}-top.png`) });
    }
    console.log(w, hgt, JSON.stringify((await snapshot(page)).status));
    await page.close();
  }
} finally {
  await served.close();
}
