/**
 * The first screen (issue 25 item 1, part): a big choice starts a match against the computer in one
 * tap from a cold load, and the next visit starts with the choices of the last match remembered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanTurn, type Served, serveClient } from "./game/harness.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

describe("the first screen (e2e, Chromium)", () => {
  it("one tap to aim at the lag against the computer; the last match's choices come back", async () => {
    const context = await served.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${served.url}?seed=first-screen`);
    expect(await page.getByTestId("hero-computer").textContent()).toMatch(/Bola 8 contra la computadora/);
    // Piña at the strong level, chosen one level down, then started from the big choice.
    await page.getByTestId("menu-game-pina").click();
    await page.getByTestId("menu-level").selectOption("strong");
    await page.getByTestId("hero-computer").click();
    const s = await humanTurn(page, 60_000);
    expect([s.game, s.turn]).toEqual(["pina", "lag"]);
    // A new visit: the big choice says (and starts) what was played last.
    const again = await context.newPage();
    await again.goto(served.url);
    expect(await again.getByTestId("hero-computer").textContent()).toMatch(
      /Piña cantado contra la computadora \(Fuerte/,
    );
    await context.close();
  });
});
