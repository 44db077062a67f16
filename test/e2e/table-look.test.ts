/**
 * The table that looks real and replays as television does (issue 25 items 4 and 5), in
 * Chromium: the quality setting draws what it says (auto resolves to low on this machine's
 * software GL); a long pot drops its ball visibly into the pocket, then replays by itself at half
 * speed from the broadcast angle, marked on the screen; turned off in the menu, it does not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePosition } from "../../src/game/positions.ts";
import { fromGameMenu, humanTurn, type Served, serveClient, waitFor } from "./game/harness.ts";
import { screenOf } from "./game/play.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

/**
 * Piña with the 1 on the line from the cue ball into the foot-left corner's mouth, 1.8 m away:
 * the game's first aim points at the ball on, so the stroke as set is a straight long pot.
 */
function longPotLink(): string {
  const obj: [number, number] = [-0.4, -0.2];
  const mouth: [number, number] = [1.285, 0.65];
  const d = Math.hypot(mouth[0] - obj[0], mouth[1] - obj[1]);
  const u = [(mouth[0] - obj[0]) / d, (mouth[1] - obj[1]) / d];
  const cue: [number, number] = [obj[0] - u[0]! * 0.3, obj[1] - u[1]! * 0.3];
  return encodePosition({
    game: "pina",
    balls: [
      { id: 0, at: cue },
      { id: 1, at: obj },
      { id: 9, at: [0.5, -0.45] },
    ],
  });
}

/**
 * The call, as a player makes it: a tap on the 1, then the pocket; until the page says it is
 * called (a tap just after the page loads can fall before the view takes taps: CI at b2f4ee1
 * struck uncalled, and the first press only warns).
 */
async function callTheOne(page: import("playwright-core").Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const one = await screenOf(page, { ball: 1 });
    await page.mouse.click(one!.x, one!.y);
    await page.getByTestId("call-pocket-foot-left").click();
    if ((await page.getByTestId("called").count()) > 0) return;
    await page.waitForTimeout(300);
  }
  throw new Error("the 1 and its pocket never made a call");
}

describe("the table's look and its replays (e2e, Chromium)", () => {
  it("draws at the quality asked; auto is low on software GL; the menu's choice is kept", async () => {
    // A small window: software GL draws the high quality's frames per pixel, and what is checked
    // here is which quality is drawn, not how it looks (1280×720 took 50 s, this 14 s).
    const page = await served.browser.newPage({ viewport: { width: 480, height: 270 } });
    const table = page.getByTestId("table");
    for (const [asked, drawn] of [
      ["high", "high"],
      ["low", "low"],
      ["auto", "low"],
    ] as const) {
      await page.goto(`${served.url}?lang=es&position=PC-45&quality=${asked}`);
      await humanTurn(page);
      expect(await table.getAttribute("data-quality")).toBe(drawn);
    }
    // Chosen in the menu: the table is drawn again at once, and the next visit keeps it.
    await page.goto(`${served.url}?lang=es&position=PC-45`);
    await humanTurn(page);
    expect(await table.getAttribute("data-quality")).toBe("low");
    await fromGameMenu(page, "quality-high");
    await expect.poll(() => table.getAttribute("data-quality")).toBe("high");
    await page.reload();
    await humanTurn(page);
    expect(await table.getAttribute("data-quality")).toBe("high");
    await page.close();
  }, 120_000);

  it("a long pot drops into its pocket, then replays by itself at half speed; off in the menu, it does not", async () => {
    // 800×450: the drop and the replay are what is checked; software GL pays for every pixel.
    const page = await served.browser.newPage({ viewport: { width: 800, height: 450 } });
    await page.goto(`${served.url}?lang=es&at=${longPotLink()}`);
    await humanTurn(page);
    await callTheOne(page);
    const table = page.getByTestId("table");
    await page.getByTestId("strike").click();
    // The ball is seen falling into the pocket (the view animates the drop).
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-dropping")) > 0,
      null,
      { timeout: 30_000, polling: 16 },
    );
    // Then the replay by itself, marked on the screen, slower.
    const badge = page.getByTestId("replay-badge");
    await badge.waitFor({ timeout: 30_000 });
    expect(await badge.textContent()).toMatch(/Repetición/);
    expect(await badge.textContent()).toMatch(/½/);
    await badge.waitFor({ state: "detached", timeout: 60_000 });
    await humanTurn(page);
    expect(await table.getAttribute("data-dropping")).toBe("0");

    // Off in the menu: the same pot again plays once, with no replay.
    await fromGameMenu(page, "auto-replay");
    await page.goto(`${served.url}?lang=es&at=${longPotLink()}`);
    await humanTurn(page);
    await callTheOne(page);
    const before = (await waitFor(page, () => true)).actions ?? 0;
    await page.getByTestId("strike").click();
    await waitFor(page, (x) => (x.actions ?? 0) > before && x.busy === null, 60_000);
    expect(await badge.count()).toBe(0);
    await page.close();
  }, 180_000);
});
