/**
 * Helpers for the game at three screen shapes: sampling the table's drawn area for anything
 * drawn over it, and playing a rack or a game through the page's own controls (the top view,
 * a drag onto a legal ball to aim, the call buttons, the strike button; playback skipped with
 * the skip button except where a test watches it).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { fromGameMenu, pressSkip, pressWhenReady, type Snapshot, snapshot } from "./harness.ts";
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
  // The table is drawn on the page's frames: under load the first one with its outline can come
  // after the controls are ready (seen once in a full run). Wait for it; past 10 s it is a failure.
  await page
    .waitForFunction(
      () => {
        const r = (
          window as unknown as {
            __mingo: { tableRect(): { left: number; right: number; top: number; bottom: number } | null };
          }
        ).__mingo.tableRect();
        return r !== null && r.right - r.left >= 50 && r.bottom - r.top >= 30;
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
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
        if (el?.getAttribute("data-testid") !== "table")
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
  /** Called each time the person is about to aim (the lag, each shot), the view settled. */
  readonly onAim?: (s: Snapshot) => Promise<void>;
}

async function foulShown(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('[data-testid="ruling"] .line.foul') !== null);
}

async function shot(page: Page, dir: string | undefined, name: string): Promise<void> {
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

type Pt = { x: number; y: number };
const POCKETS = ["foot-left", "foot-right", "side-left", "side-right", "head-left", "head-right"] as const;
const BALL_R = 0.028575;

/**
 * A plain player's shot, worked out on the screen in the top view: of the legal balls and the
 * six pockets, the pair with the smallest cut; the aim point is the ghost ball (two radii short
 * of the ball on the line from the pocket). Returns the ball and pocket, for the call.
 */
async function planShot(
  page: Page,
  legal: readonly number[],
): Promise<{ ball: number; pocket: string; ghost: Pt } | null> {
  const cue = await screenOf(page, { ball: 0 });
  const a = await screenOf(page, { point: [0, 0] });
  const b = await screenOf(page, { point: [2 * BALL_R, 0] });
  if (!cue || !a || !b) return null;
  const twoR = Math.hypot(b.x - a.x, b.y - a.y);
  const pockets: { id: string; at: Pt }[] = [];
  for (const id of POCKETS) {
    const at = await screenOf(page, { pocket: id });
    if (at) pockets.push({ id, at });
  }
  let best: { ball: number; pocket: string; ghost: Pt; cut: number } | null = null;
  for (const ball of legal) {
    const o = await screenOf(page, { ball });
    if (!o) continue;
    for (const p of pockets) {
      const px = p.at.x - o.x;
      const py = p.at.y - o.y;
      const pn = Math.hypot(px, py) || 1;
      const ghost = { x: o.x - (px / pn) * twoR, y: o.y - (py / pn) * twoR };
      const cx = ghost.x - cue.x;
      const cy = ghost.y - cue.y;
      const cn = Math.hypot(cx, cy) || 1;
      const cut = Math.acos(Math.max(-1, Math.min(1, (cx * px + cy * py) / (cn * pn))));
      if (cut < 1.2 && (!best || cut < best.cut)) best = { ball, pocket: p.id, ghost, cut };
    }
  }
  return best;
}

/** Aims at a point in the top view: a short drag that ends on it. */
async function aimAt(page: Page, at: Pt): Promise<void> {
  await page.mouse.move(at.x + 14, at.y + 14);
  await page.mouse.down();
  await page.mouse.move(at.x + 4, at.y + 4, { steps: 2 });
  await page.mouse.move(at.x, at.y, { steps: 2 });
  await page.mouse.up();
}

/** The call for the planned shot, through the call panel; else the simplest call. */
async function callFor(
  page: Page,
  s: Snapshot,
  plan: { ball: number; pocket: string } | null,
): Promise<void> {
  if (plan && s.call === "ball-or-defense") {
    // Piña: the ball is called by tapping it, then the pocket's button.
    const o = await screenOf(page, { ball: plan.ball });
    if (o) await page.mouse.click(o.x, o.y);
    await page.getByTestId(`call-pocket-${plan.pocket}`).click();
    return;
  }
  if (plan && s.call === "group") {
    await page.getByTestId(`call-group-${plan.ball < 8 ? "solids" : "stripes"}`).click();
    return;
  }
  if (plan && s.call === "pocket-8") {
    await page.getByTestId(`call-pocket-${plan.pocket}`).click();
    return;
  }
  await makeRequiredCall(page, s);
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
  let taken = { break: false, mid: false };
  let breakAt = -1;
  for (let step = 0; step < (opts.maxSteps ?? 400); step++) {
    if (opts.until(s)) return { s, log };
    // Screenshots at the break (whoever breaks), mid-rack and the first foul.
    if (s.busy !== "playing" && !s.cameraMoving) {
      if (!taken.break && s.rulesPhase === "break") {
        await shot(page, dir, `${prefix}break`);
        taken = { ...taken, break: true };
        breakAt = s.actions ?? 0;
      } else if (!taken.mid && breakAt >= 0 && s.rulesPhase === "play" && (s.actions ?? 0) >= breakAt + 5) {
        await shot(page, dir, `${prefix}mid-rack`);
        taken = { ...taken, mid: true };
      }
      if (!log.sawFoul && (await foulShown(page))) {
        log.sawFoul = true;
        await shot(page, dir, `${prefix}foul`);
      }
    }
    if (s.busy === "playing") {
      if (!log.sawPlayback) {
        await page.waitForTimeout(400);
        for (const c of await coveredPoints(page)) log.covered.push(`playback ${c.what} at ${c.x},${c.y}`);
        log.sawPlayback = true;
      }
      await pressSkip(page);
      s = await snapshot(page);
      continue;
    }
    if (!s.humanToAct || s.cameraMoving) {
      await page.waitForTimeout(120);
      s = await snapshot(page);
      continue;
    }
    if (s.turn === "lag") {
      for (const c of await coveredPoints(page)) log.covered.push(`aiming ${c.what} at ${c.x},${c.y}`);
      await opts.onAim?.(s);
      await page.getByTestId("strike").click();
    } else if (s.turn === "lag-choice") {
      await page.getByTestId("option-break").click();
    } else if (s.turn === "choose" && s.options?.some((o) => o !== "equalize")) {
      // "equalize" waits for balls to be picked (its button is disabled until then): take
      // another option, or with equalize alone left shoot on (the branch below).
      const o = s.options.includes("ball-in-hand")
        ? "ball-in-hand"
        : s.options.find((x) => x !== "equalize")!;
      await page.getByTestId(`option-${o}`).click();
    } else if (s.turn === "shot" || s.turn === "choose") {
      if (s.inHand && !log.sawBallInHand) {
        for (const c of await coveredPoints(page))
          log.covered.push(`ball in hand ${c.what} at ${c.x},${c.y}`);
        log.sawBallInHand = true;
      }
      if (!log.topView) {
        // Aiming by a drag onto the ball is absolute in the top view (behind the cue it is relative);
        // an upright phone starts there already.
        if ((await page.getByTestId("table").getAttribute("data-camera")) !== "top") {
          await fromGameMenu(page, "camera");
          await page.waitForTimeout(300);
        }
        log.topView = true;
      }
      await opts.onAim?.(s);
      const plan = s.isBreak ? null : await planShot(page, s.legal ?? []);
      if (plan) await aimAt(page, plan.ghost);
      else if (!s.isBreak && s.legal?.[0] !== undefined) {
        const o = await screenOf(page, { ball: s.legal[0] });
        if (o) await aimAt(page, o);
      }
      await callFor(page, s, plan);
      // A tap that missed its ball (a small table, a ball by a pocket): the plainest call instead.
      if ((await page.getByTestId("missing-call").count()) > 0) await makeRequiredCall(page, s);
      // The first shot's strike by pointer (a control over the button fails it); then from the
      // page, as a script would: a pointer click waits for software-GL frames (pressWhenReady).
      if (log.shots === 0) await page.getByTestId("strike").click();
      else await pressWhenReady(page, "strike");
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
