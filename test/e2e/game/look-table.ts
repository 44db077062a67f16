/**
 * Screenshots for looking at (not a test), the table issue's set: at each shape, in both
 * languages, at the drawing quality $QUALITY (default high) — the first screen, aiming in 3D and
 * from above, a ball dropping into a pocket, its replay by itself, and a foul's options — into
 * $SHOTS (default /tmp/mingo-look). Run: node bin/run-ts.js test/e2e/game/look-table.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { encodePosition } from "../../../src/game/positions.ts";
import { fromGameMenu, humanTurn, serveClient, waitFor } from "./harness.ts";
import { screenOf } from "./play.ts";
import { SHAPES } from "./shapes.ts";

const out = process.env.SHOTS ?? "/tmp/mingo-look";
const quality = process.env.QUALITY ?? "high";
mkdirSync(out, { recursive: true });

/** Piña: the 1 straight on the line into the foot-left corner, 1.8 m away (a long pot). */
const obj: [number, number] = [-0.4, -0.2];
const mouth: [number, number] = [1.285, 0.65];
const d = Math.hypot(mouth[0] - obj[0], mouth[1] - obj[1]);
const u = [(mouth[0] - obj[0]) / d, (mouth[1] - obj[1]) / d] as const;
const longPot = encodePosition({
  game: "pina",
  balls: [
    { id: 0, at: [obj[0] - u[0] * 0.3, obj[1] - u[1] * 0.3] },
    { id: 1, at: obj },
    { id: 4, at: [0.9, -0.35] },
    { id: 9, at: [0.3, -0.5] },
  ],
});

const served = await serveClient();
try {
  for (const { width: w, height: hgt } of SHAPES)
    for (const lang of (process.env.LANGS ?? "es,en").split(",")) {
      const tag = `${quality}-${w}x${hgt}-${lang}`;
      const context = await served.browser.newContext({ viewport: { width: w, height: hgt } });
      const page = await context.newPage();
      page.on("pageerror", (e) => console.log(`page error: ${e.message}`));
      await page.goto(`${served.url}?lang=${lang}&quality=${quality}`);
      await page.screenshot({ path: join(out, `${tag}-first-screen.png`) });
      await page.goto(`${served.url}?lang=${lang}&quality=${quality}&at=${longPot}`);
      await humanTurn(page);
      await page.screenshot({ path: join(out, `${tag}-aim-3d.png`) });
      await fromGameMenu(page, "camera");
      await waitFor(page, (s) => s.cameraMoving === false);
      await page.screenshot({ path: join(out, `${tag}-aim-top.png`) });
      await fromGameMenu(page, "camera");
      await waitFor(page, (s) => s.cameraMoving === false);
      const one = await screenOf(page, { ball: 1 });
      await page.mouse.click(one!.x, one!.y);
      await page.getByTestId("call-pocket-foot-left").click();
      // Watched from before the stroke: on software GL a high-quality frame takes about a second.
      const dropping = page.waitForFunction(
        () => Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-dropping")) > 0,
        null,
        { timeout: 60_000, polling: 16 },
      );
      const replaying = page.getByTestId("replay-badge").waitFor({ timeout: 60_000 });
      await page.evaluate(() => (document.querySelector('[data-testid="strike"]') as HTMLElement).click());
      await dropping;
      await page.screenshot({ path: join(out, `${tag}-drop.png`) });
      await replaying;
      if ((await page.getByTestId("replay-badge").count()) > 0)
        await page.screenshot({ path: join(out, `${tag}-replay.png`) });
      // A foul's options: the first match's lesson after the computer's foul.
      await page.evaluate(() =>
        localStorage.setItem("mingo.learn.bola8", JSON.stringify({ next: 3, learned: [] })),
      );
      await page.goto(`${served.url}?lang=${lang}&quality=${quality}&learn=bola8`);
      await page.getByTestId("lesson").waitFor();
      await humanTurn(page, 120_000);
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${tag}-foul-options.png`) });
      console.log(tag, "done");
      await context.close();
    }
} finally {
  await served.close();
}
