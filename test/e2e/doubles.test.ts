/**
 * Two against two at one screen (G-TEAM, G-TEAM-ORDER), end to end in Chromium: the menu's
 * doubles seats (a person and three computers at their own levels), a Bola 8 rack played through
 * to its end, the partner due named and coloured at every turn, and every stroke by the partner due.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanTurn, humanTurnSkipping, type Served, serveClient, snapshot, waitFor } from "./game/harness.ts";
import { makeRequiredCall, strikeAndWaitRuling } from "./game/play.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

async function startDoubles(page: Page): Promise<void> {
  await page.getByTestId("menu-game-bola8").click();
  await page.getByTestId("menu-race").fill("1");
  await page.getByTestId("team-mode-doubles").click();
  await page.getByTestId("team-rotation-visit").click();
  await page.getByTestId("seat-1-name").fill("Ana");
  await page.getByTestId("seat-1-who").selectOption("human");
  await page.getByTestId("seat-2-name").fill("Carla");
  await page.getByTestId("seat-2-who").selectOption("strong");
  await page.getByTestId("seat-3-name").fill("Beto");
  await page.getByTestId("seat-3-who").selectOption("strong");
  await page.getByTestId("seat-4-name").fill("Dani");
  await page.getByTestId("seat-4-who").selectOption("medium");
  await page.getByTestId("menu-start").click();
  await page.getByTestId("table").waitFor();
}

describe("doubles at one screen (e2e, Chromium)", () => {
  it("G-TEAM: Ana and a computer partner against two computers play a Bola 8 rack through, each partner in turn", async () => {
    const page = await served.browser.newPage({ viewport: { width: 960, height: 540 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${served.url}?seed=e2e-doubles`);
    await startDoubles(page);
    // Both sides and all four partners are shown; Ana lags for her side.
    expect(await page.getByTestId("sides").textContent()).toMatch(/Ana.*Carla.*Beto.*Dani/);
    let s = await humanTurn(page, 120_000);
    expect(s.due).toMatchObject({ side: 0, partner: 0, name: "Ana" });
    for (let turn = 0; turn < 40 && !s.matchOver; turn++) {
      if (s.turn === "lag") await strikeAndWaitRuling(page);
      else if (s.turn === "lag-choice") await page.getByTestId("option-break").click();
      else if (s.turn === "choose") {
        const option = s.options?.includes("ball-in-hand") ? "ball-in-hand" : s.options![0]!;
        await page.getByTestId(`option-${option}`).click();
      } else {
        // Ana is due: named in the turn box, her partner dot in the strip; she plays the hint's stroke.
        expect(s.due).toMatchObject({ side: 0, partner: 0, name: "Ana" });
        expect(await page.getByTestId("turn").textContent()).toContain("Ana (Ana y Carla)");
        expect(await page.locator('[data-testid="partner-0-0"].due').count()).toBe(1);
        await page.getByTestId("hint").click();
        await waitFor(page, (x) => x.busy === null, 30_000);
        await makeRequiredCall(page, await snapshot(page));
        await strikeAndWaitRuling(page);
      }
      // The computers' strokes are skipped: the test is about who strikes, not the playback.
      s = await humanTurnSkipping(page, 180_000);
    }
    expect(s.matchOver).toBe(true);
    const strokes = s.strokes ?? [];
    // Every visit was struck by the partner due (G-TEAM-ORDER by visit: each side's visits go
    // Ana, Carla, Ana… and Beto, Dani, Beto…), all its strokes by that partner, and the computers
    // played their own turns. How many visits a rack has depends on the computers' search, which
    // stops at a time limit, so the count of partners who struck is not fixed (it was asserted
    // as at least 3 and failed once on a loaded machine with 2).
    const visits: { side: number; partners: Set<number> }[] = [];
    for (const [side, k] of strokes) {
      if (visits.at(-1)?.side !== side) visits.push({ side, partners: new Set() });
      visits.at(-1)!.partners.add(k);
    }
    const seen = [0, 0];
    for (const v of visits) {
      expect([...v.partners], `visit of side ${v.side}`).toEqual([seen[v.side]! % 2]);
      seen[v.side]!++;
    }
    expect(strokes.some(([side, k]) => side === 1 || k === 1)).toBe(true);
    expect(await page.getByTestId("match-over").textContent()).toMatch(/Fin del partido/);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
