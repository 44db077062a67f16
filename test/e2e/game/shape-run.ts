/**
 * The game at one of the three shapes players use (desktop 1280×720, a phone sideways 740×360 and
 * upright 360×740), in Debian's Chromium with WebGL in software: the menu's start button and rules
 * box on screen; nothing drawn over the table while aiming, during playback and with ball in hand
 * (document.elementFromPoint over the table's drawn area finds the canvas); a whole Bola 8 rack
 * played against the computer and the status bar checked at the next rack; a whole Piña game
 * played and the status bar checked at the next game's lag. Screenshots of each shape at the
 * break, mid-rack and a foul go to test-output/e2e-shots (gitignored). One file per shape
 * (test/e2e/shapes/*.test.ts), so the three play at once on the run's workers.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { fromGameMenu, humanTurnSkipping, type Served, serveClient, snapshot, waitFor } from "./harness.ts";
import { playThrough, type Shape } from "./shapes.ts";

export const shots = fileURLToPath(new URL("../../../test-output/e2e-shots", import.meta.url));
mkdirSync(shots, { recursive: true });

/** The served game for this file's tests, started before them and closed after. */
export function useServedGame(): () => Served {
  let served: Served | undefined;
  beforeAll(async () => {
    served = await serveClient();
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });
  return () => {
    if (!served) throw new Error("the game is not served yet");
    return served;
  };
}

export async function open(
  served: Served,
  shape: Shape,
  seed: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await served.browser.newPage({ viewport: { width: shape.width, height: shape.height } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${served.url}?seed=${seed}`);
  await page.getByTestId("menu").waitFor();
  return { page, errors };
}

export async function start(page: Page, game: "bola8" | "pina", race?: number): Promise<void> {
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
export async function resign(page: Page): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const s = await humanTurnSkipping(page, 120_000);
    if (s.matchOver) return;
    const before = s.actions ?? 0;
    await fromGameMenu(page, "resign");
    await page.getByTestId("ask-yes").click();
    await waitFor(page, (x) => x.matchOver === true || (x.actions ?? 0) > before, 60_000);
  }
  await waitFor(page, (x) => x.matchOver === true, 60_000);
}

/** Menu in view; nothing over the table; a Bola 8 rack and a Piña game played through; the status bar follows. */
export async function playShape(served: Served, shape: Shape): Promise<void> {
  const { page, errors } = await open(served, shape, `shape-${shape.name}`);
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
    await humanTurnSkipping(page, 120_000);
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
    await humanTurnSkipping(page, 120_000);
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
}
