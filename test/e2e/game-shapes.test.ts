/**
 * The browser game at the three shapes players use — desktop 1280×720, a phone sideways
 * 740×360 and upright 360×740 — in Debian's Chromium with WebGL in software. At each shape:
 * the menu's start button and rules box are on screen; nothing is drawn over the table while
 * aiming, during playback and with ball in hand (document.elementFromPoint over the table's
 * drawn area finds the canvas); a whole Bola 8 rack is played against the computer and the
 * status bar is checked at the next rack; a whole Piña game is played and the status bar is
 * checked at the next game's lag. At the desktop shape a match left mid-rack is resumed after
 * a reload and goes on. Screenshots of each shape at the break, mid-rack and a foul are saved
 * to test-output/e2e-shots (gitignored).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromGameMenu, humanTurn, type Served, serveClient, snapshot, waitFor } from "./game/harness.ts";
import { coveredPoints, playThrough, SHAPES, type Shape } from "./game/shapes.ts";

const shots = fileURLToPath(new URL("../../test-output/e2e-shots", import.meta.url));
mkdirSync(shots, { recursive: true });

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

async function open(shape: Shape, seed: string): Promise<{ page: Page; errors: string[] }> {
  const page = await served.browser.newPage({ viewport: { width: shape.width, height: shape.height } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${served.url}?seed=${seed}`);
  await page.getByTestId("menu").waitFor();
  return { page, errors };
}

async function start(page: Page, game: "bola8" | "pina", race?: number): Promise<void> {
  await page.getByTestId(`menu-game-${game}`).click();
  await page.getByTestId("menu-opponent-computer").click();
  // The strongest computer finishes a rack or a game in the fewest shots.
  await page.getByTestId("menu-level").selectOption("strong");
  await page.getByTestId("menu-table").selectOption("9");
  if (race !== undefined) await page.getByTestId("menu-race").fill(String(race));
  await page.getByTestId("menu-start").click();
  await page.getByTestId("table").waitFor();
}

/** Resigns until the match is over (a Bola 8 resignation gives up the rack, G-RESIGN). */
async function resign(page: Page): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const s = await humanTurn(page, 120_000);
    if (s.matchOver) return;
    const before = s.actions ?? 0;
    await fromGameMenu(page, "resign");
    await page.getByTestId("ask-yes").click();
    await waitFor(page, (x) => x.matchOver === true || (x.actions ?? 0) > before, 60_000);
  }
  await waitFor(page, (x) => x.matchOver === true, 60_000);
}

describe.each(SHAPES)("the game at $width×$height ($name)", (shape) => {
  it("menu in view; nothing over the table; a Bola 8 rack and a Piña game played through; the status bar follows", async () => {
    const { page, errors } = await open(shape, `shape-${shape.name}`);
    // The menu: the start button in view without scrolling, the rules box inside the screen.
    const startBox = await page.getByTestId("menu-start").boundingBox();
    expect(startBox!.y + startBox!.height).toBeLessThanOrEqual(shape.height);
    const rules = await page.getByTestId("menu-rule-settings").boundingBox();
    expect(rules!.x).toBeGreaterThanOrEqual(0);
    expect(rules!.x + rules!.width).toBeLessThanOrEqual(shape.width);
    await page.screenshot({ path: join(shots, `${shape.name}-menu.png`) });

    // Bola 8, race to 2: the first rack played to its end.
    await start(page, "bola8", 2);
    const prefix = `${shape.name}-bola8-`;
    const r1 = await playThrough(page, {
      until: (s) => s.matchOver === true || (s.status?.rack ?? 1) >= 2,
      shots: { dir: shots, prefix },
    });
    expect(r1.log.covered).toEqual([]);
    expect(r1.log.sawPlayback).toBe(true);
    // The next rack starts fresh: its number, an open table, no foul count, no old groups.
    let s = r1.s;
    if (!s.matchOver) {
      await humanTurn(page, 120_000);
      s = await snapshot(page);
      expect(s.status?.rack).toBe(2);
      expect(await page.getByTestId("status-rack").textContent()).toMatch(/2/);
      expect(await page.getByTestId("group-0").count()).toBe(0);
      expect(await page.getByTestId("open-table").count()).toBe(1);
      expect(await page.locator('[data-testid^="fouls-"]').count()).toBe(0);
      const score = (await page.getByTestId("match-score").textContent()) ?? "";
      expect(score).toMatch(/[01] – [01]/);
      await page.screenshot({ path: join(shots, `${prefix}rack-2.png`) });
      await resign(page);
    }
    await page.getByTestId("new-match").click();

    // Piña: the first game played to its end; the next game's lag shows no old score.
    await start(page, "pina");
    const p1 = await playThrough(page, {
      until: (x) => x.matchOver === true || (x.status?.rack ?? 1) >= 2,
      shots: { dir: shots, prefix: `${shape.name}-pina-` },
    });
    expect(p1.log.covered).toEqual([]);
    if (!p1.s.matchOver) {
      await humanTurn(page, 120_000);
      s = await snapshot(page);
      expect(s.status?.rack).toBe(2);
      expect(await page.getByTestId("status-rack").textContent()).toMatch(/2/);
      if (s.turn === "lag") {
        // The lag before game 2: the status names it and shows no game-1 score.
        expect(s.status?.stage).toBe("between");
        expect(await page.getByTestId("game-score").count()).toBe(0);
        expect(await page.getByTestId("ball-on").count()).toBe(0);
      } else {
        expect(await page.getByTestId("game-score").textContent()).toMatch(/0 – 0/);
      }
      await page.screenshot({ path: join(shots, `${shape.name}-pina-game-2.png`) });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
});

describe("leaving and coming back (1280×720)", () => {
  it("asks before leaving; the match kept in the browser is offered on the next visit and goes on where it was", async () => {
    const shape = SHAPES[0];
    const { page, errors } = await open(shape, "resume-1");
    await start(page, "bola8", 3);
    // A few steps into the first rack.
    const r = await playThrough(page, { until: (s) => (s.actions ?? 0) >= 4 && s.humanToAct === true });
    const before = r.s;
    // Leaving asks first; "no" keeps the match on screen.
    await fromGameMenu(page, "to-menu");
    await page.getByTestId("ask-no").click();
    expect((await snapshot(page)).screen).toBe("game");
    // A reload (or a closed tab): the menu offers the match, which replays to the same state.
    await page.reload();
    await page.getByTestId("menu").waitFor();
    expect(await page.getByTestId("resume").isVisible()).toBe(true);
    await page.getByTestId("menu-resume").click();
    await page.getByTestId("table").waitFor();
    const after = await humanTurn(page, 60_000);
    expect(after.seed).toBe(before.seed);
    expect(after.actions).toBe(before.actions);
    expect(after.status).toEqual(before.status);
    expect(after.turn).toBe(before.turn);
    expect(after.who).toBe(before.who);
    expect(after.rack).toBe(before.rack);
    // And it goes on: one more step is taken on the resumed match.
    const on = await playThrough(page, { until: (s) => (s.actions ?? 0) > (before.actions ?? 0) });
    expect(on.s.actions).toBeGreaterThan(before.actions ?? 0);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
