/**
 * Driving the browser game under test: the page's own state (its snapshot), waiting on it, and
 * the controls a person uses. The page is served by bench/support/serve-client.ts.
 */
import type { Locator, Page } from "playwright-core";

export {
  CHROMIUM_ARGS,
  launchChromium,
  type Served,
  serveClient,
} from "../../../bench/support/serve-client.ts";

export interface Snapshot {
  readonly screen: "menu" | "game";
  readonly game?: string;
  readonly phase?: string;
  readonly turn?: string;
  readonly who?: 0 | 1 | null;
  readonly humanToAct?: boolean;
  readonly busy?: string | null;
  readonly inHand?: boolean;
  readonly cueAt?: [number, number] | null;
  readonly headStringX?: number;
  readonly options?: string[];
  readonly call?: string | null;
  readonly matchOver?: boolean;
  readonly matchScore?: [number, number] | null;
  readonly rack?: number | null;
  readonly logLength?: number;
  readonly latest?: string[];
  readonly cameraMoving?: boolean;
  readonly kept?: boolean;
  readonly legal?: number[];
  readonly isBreak?: boolean;
  readonly rulesPhase?: string | null;
  readonly actions?: number;
  readonly seed?: string;
  readonly aim?: { direction: number; power: number; tipX: number; tipY: number; elevation: number };
  /** G-TEAM: the partner due (side, partner index, name), null when the match is over. */
  readonly due?: { side: 0 | 1; partner: number | null; name: string } | null;
  /** Each stroke so far as [side, partner]. */
  readonly strokes?: [number, number][];
  readonly status?: {
    stage: string;
    rack: number | null;
    matchScore: [number, number] | null;
    groups: unknown;
    openTable: boolean;
    score: [number, number] | null;
    ballOn: number | null;
    fouls: [number, number];
  };
}

export function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => (window as unknown as { __mingo: { snapshot(): Snapshot } }).__mingo.snapshot());
}

/** Waits until the page's own state satisfies `ok`, polling; fails with the last snapshot. */
export async function waitFor(
  page: Page,
  ok: (s: Snapshot) => boolean,
  timeoutMs = 30_000,
): Promise<Snapshot> {
  const t0 = Date.now();
  let s = await snapshot(page);
  while (!ok(s)) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out; last state ${JSON.stringify(s)}`);
    await page.waitForTimeout(100);
    s = await snapshot(page);
  }
  return s;
}

/** Waits until the person at the screen may act (the computer has played, balls have stopped). */
export const humanTurn = (page: Page, timeoutMs = 60_000) =>
  waitFor(
    page,
    (s) => s.matchOver === true || (s.humanToAct === true && s.busy === null && s.cameraMoving === false),
    timeoutMs,
  );

/**
 * Presses the page's skip button from the page itself (the button's own click, as a script on the
 * page would), when it is there and enabled. A pointer click through Playwright waits for frames,
 * and during a playback software GL draws each one slowly: measured 1.4–1.7 s a click, which was
 * most of the time the rack-long tests spent "skipping". The tests of the button itself click it.
 */
export async function pressSkip(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-testid="skip"]');
      if (b && !b.disabled) b.click();
    })
    .catch(() => undefined);
}

/**
 * Presses a button from the page itself, as pressSkip, once it is there and enabled (fails after
 * `timeoutMs` naming it): for the play-through tests' many strikes, where a pointer click costs
 * 0.5–1 s of software-GL frames each. The tests of a first match and of the controls click by
 * pointer (a covered or hidden button fails there).
 */
export async function pressWhenReady(page: Page, testId: string, timeoutMs = 10_000): Promise<void> {
  await page
    .waitForFunction(
      (id) => {
        const b = document.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`);
        if (!b || b.disabled) return false;
        b.click();
        return true;
      },
      testId,
      { timeout: timeoutMs, polling: 50 },
    )
    .catch((e: Error) => {
      throw new Error(`the ${testId} button was never there and enabled: ${e.message.split("\n")[0]}`);
    });
}

/**
 * As humanTurn, pressing the page's skip button whenever a stroke is being played back: for tests
 * about whose turn it is rather than about the playback, so they do not wait out each computer
 * stroke in real time.
 */
export async function humanTurnSkipping(page: Page, timeoutMs = 60_000): Promise<Snapshot> {
  const t0 = Date.now();
  let s = await snapshot(page);
  while (!(s.matchOver === true || (s.humanToAct === true && s.busy === null && s.cameraMoving === false))) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out; last state ${JSON.stringify(s)}`);
    if (s.busy === "playing") await pressSkip(page);
    await page.waitForTimeout(100);
    s = await snapshot(page);
  }
  return s;
}

/** A screenshot is not blank: enough distinct colours and not one colour over most pixels. */
export async function screenshotStats(
  page: Page,
  path: string,
): Promise<{ distinct: number; dominantShare: number }> {
  const png = await page.screenshot({ path });
  const b64 = png.toString("base64");
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < d.length; i += 16) {
      const key = ((d[i]! >> 3) << 10) | ((d[i + 1]! >> 3) << 5) | (d[i + 2]! >> 3);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const total = d.length / 16;
    return { distinct: counts.size, dominantShare: Math.max(...counts.values()) / total };
  }, b64);
}

/**
 * Opens the game's one menu (issue 25 item 3): the view, the aim guide, sound, language, quality,
 * the referee's record, resigning and leaving are in it.
 */
export async function openGameMenu(page: Page): Promise<void> {
  const button = page.getByTestId("game-menu");
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await page.getByTestId("game-menu-sheet").waitFor();
}

/** Closes the game's menu if it is open (Escape, as a person would). */
export async function closeGameMenu(page: Page): Promise<void> {
  if ((await page.getByTestId("game-menu").getAttribute("aria-expanded")) === "true")
    await page.keyboard.press("Escape");
  await page.getByTestId("game-menu-sheet").waitFor({ state: "detached" });
}

/** Chooses an item of the game's menu by its test id; the menu is closed again after it. */
export async function fromGameMenu(page: Page, item: string): Promise<void> {
  await openGameMenu(page);
  await page.getByTestId(item).click();
  await closeGameMenu(page);
}

/** Fills the start menu and starts a match against the computer. */
export async function startAgainstComputer(
  page: Page,
  opts: { game: "bola8" | "pina"; race?: number; level?: string },
): Promise<void> {
  await page.getByTestId(`menu-game-${opts.game}`).click();
  await page.getByTestId("menu-opponent-computer").click();
  await page.getByTestId("menu-level").selectOption(opts.level ?? "beginner");
  await page.getByTestId("menu-table").selectOption("9");
  if (opts.race !== undefined && opts.game === "bola8")
    await page.getByTestId("menu-race").fill(String(opts.race));
  await page.getByTestId("menu-start").click();
  await page.getByTestId("table").waitFor();
}

/**
 * Plays a rules-page demonstration and waits for the referee's words, running the page's clock
 * ahead (the page must have `page.clock.install()` before it loaded): the demonstration draws the
 * same frames at the same simulated times, without the test waiting out its seconds in real time.
 */
export async function runDemo(page: Page, section: Locator, timeoutMs = 30_000): Promise<void> {
  await section.getByTestId("demo-play").click();
  const ruling = section.getByTestId("demo-ruling");
  const t0 = Date.now();
  while ((await ruling.count()) === 0) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`no ruling after ${timeoutMs} ms of demonstration`);
    await page.clock.runFor(500);
  }
}
