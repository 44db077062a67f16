/**
 * Helpers for the game at three screen shapes: sampling the table's drawn area for anything
 * drawn over it, and playing a rack or a game through the page's own controls (the top view,
 * a drag onto a legal ball to aim, the call buttons, the strike button; playback skipped with
 * the skip button except where a test watches it).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { type Snapshot, snapshot } from "./harness.ts";
import { makeRequiredCall, screenOf } from "./play.ts";

export const SHAPES = [
  { name: "desktop", width: 1280, height: 720 },
  { name: "sideways", width: 740, height: 360 },
  { name: "upright", width: 360, height: 740 },
] as const;

export type Shape = (typeof SHAPES)[number];

/**
 * Points over the table's drawn area (its rails' outline as projected, inside the canvas)
 * where something other than the canvas is on top. Empty means no control covers the table.
 */
export async function coveredPoints(page: Page): Promise<{ x: number; y: number; what: string }[]> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __mingo: { tableRect(): { left: number; top: number; right: number; bottom: number } | null };
    };
    const r = w.__mingo.tableRect();
    if (!r || r.right - r.left < 50 || r.bottom - r.top < 30) return [{ x: 0, y: 0, what: "no table drawn" }];
    const out: { x: number; y: number; what: string }[] = [];
    for (let i = 0; i <= 6; i++)
      for (let j = 0; j <= 4; j++) {
        const x = r.left + 2 + ((r.right - r.left - 4) * i) / 6;
        const y = r.top + 2 + ((r.bottom - r.top - 4) * j) / 4;
        const el = document.elementFromPoint(x, y);
        if (!el || el.getAttribute("data-testid") !== "table")
          out.push({ x, y, what: el ? `${el.tagName}.${el.className}` : "nothing" });
      }
    return out;
  });
}

export interface PlayLog {
  shots: number;
  sawBallInHand: boolean;
  sawPlayback: boolean;
  sawFoul: boolean;
  topView: boolean;
  covered: string[];
}

export interface PlayOptions {
  /** Stop when this holds. */
  readonly until: (s: Snapshot) => boolean;
  readonly maxSteps?: number;
  /** Where screenshots go, and their name's prefix. */
  readonly shots?: { dir: string; prefix: string };
}

async function foulShown(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('[data-testid="ruling"] .line.foul') !== null);
}

async function shot(page: Page, dir: string | undefined, name: string): Promise<void> {
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Aims at ball `b` in the top view: a short drag that ends on the ball. */
async function aimAt(page: Page, b: number): Promise<void> {
  const at = await screenOf(page, { ball: b });
  if (!at) return;
  await page.mouse.move(at.x + 14, at.y + 14);
  await page.mouse.down();
  await page.mouse.move(at.x + 4, at.y + 4, { steps: 2 });
  await page.mouse.move(at.x, at.y, { steps: 2 });
  await page.mouse.up();
}

/**
 * Plays through the page until `until` holds: the person lags, breaks, takes ball in hand
 * when offered (else the first option), aims at a legal ball, makes the simplest call and
 * strikes; the computer's moves and all playback (after the first of each kind is sampled)
 * are skipped with the skip button.
 */
export async function playThrough(page: Page, opts: PlayOptions): Promise<{ s: Snapshot; log: PlayLog }> {
  const log: PlayLog = {
    shots: 0,
    sawBallInHand: false,
    sawPlayback: false,
    sawFoul: false,
    topView: false,
    covered: [],
  };
  const dir = opts.shots?.dir;
  const prefix = opts.shots?.prefix ?? "";
  let s = await snapshot(page);
  for (let step = 0; step < (opts.maxSteps ?? 400); step++) {
    if (opts.until(s)) return { s, log };
    if (s.busy === "playing") {
      if (!log.sawPlayback) {
        await page.waitForTimeout(400);
        for (const c of await coveredPoints(page)) log.covered.push(`playback ${c.what} at ${c.x},${c.y}`);
        log.sawPlayback = true;
      }
      const skip = page.getByTestId("skip");
      if (await skip.isEnabled()) await skip.click({ timeout: 2000 }).catch(() => undefined);
      s = await snapshot(page);
      continue;
    }
    if (!s.humanToAct || s.cameraMoving) {
      await page.waitForTimeout(120);
      s = await snapshot(page);
      continue;
    }
    if (!log.sawFoul && (await foulShown(page))) {
      log.sawFoul = true;
      await shot(page, dir, `${prefix}foul`);
    }
    if (s.turn === "lag") {
      for (const c of await coveredPoints(page)) log.covered.push(`aiming ${c.what} at ${c.x},${c.y}`);
      await page.getByTestId("strike").click();
    } else if (s.turn === "lag-choice") {
      await page.getByTestId("option-break").click();
    } else if (s.turn === "choose" && s.options && s.options.length > 0) {
      const o = s.options.includes("ball-in-hand") ? "ball-in-hand" : s.options[0]!;
      await page.getByTestId(`option-${o}`).click();
    } else if (s.turn === "shot" || s.turn === "choose") {
      if (s.inHand && !log.sawBallInHand) {
        for (const c of await coveredPoints(page))
          log.covered.push(`ball in hand ${c.what} at ${c.x},${c.y}`);
        log.sawBallInHand = true;
      }
      if (s.isBreak && log.shots === 0) await shot(page, dir, `${prefix}break`);
      if (log.shots === 4) await shot(page, dir, `${prefix}mid-rack`);
      if (!log.topView) {
        // Aiming by a drag onto the ball is absolute in the top view (behind the cue it is relative).
        await page.getByTestId("camera").click();
        log.topView = true;
        await page.waitForTimeout(300);
      }
      const target = s.legal?.[0];
      if (target !== undefined && !s.isBreak) await aimAt(page, target);
      await makeRequiredCall(page, s);
      await page.getByTestId("strike").click();
      log.shots++;
    }
    // Wait for the step to be taken (the match or the lag moves on).
    const before = JSON.stringify([s.actions, s.turn, s.who, s.options]);
    for (let i = 0; i < 100; i++) {
      s = await snapshot(page);
      if (s.busy !== null || JSON.stringify([s.actions, s.turn, s.who, s.options]) !== before) break;
      await page.waitForTimeout(50);
    }
  }
  throw new Error(`not done after ${opts.maxSteps ?? 400} steps; last state ${JSON.stringify(s)}`);
}
