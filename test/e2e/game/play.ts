/** Playing through the page: the controls a person uses, driven by playwright. */
import type { Page } from "playwright-core";
import { humanTurnSkipping, pressSkip, type Snapshot, snapshot, waitFor } from "./harness.ts";

/**
 * Where a ball, a pocket or a point of the table is on the page, once the table view has drawn
 * it: right after a page loads, the page may already say whose turn it is while its view is
 * still being made (seen once on a loaded machine), so this waits up to 10 s before answering null.
 */
export async function screenOf(
  page: Page,
  what: { ball: number } | { pocket: string } | { point: [number, number] },
): Promise<{ x: number; y: number } | null> {
  const ask = () =>
    page.evaluate(
      (w) =>
        (
          window as unknown as { __mingo: { screenOf(x: unknown): { x: number; y: number } | null } }
        ).__mingo.screenOf(w),
      what,
    );
  const t0 = Date.now();
  let at = await ask();
  while (at === null && Date.now() - t0 < 10_000) {
    await page.waitForTimeout(100);
    at = await ask();
  }
  return at;
}

/**
 * Strikes through the strike button and waits for the referee's step to be logged; with `skip`,
 * pressing the page's skip button while the stroke plays (for tests that do not watch it).
 */
export async function strikeAndWaitRuling(page: Page, opts: { skip?: boolean } = {}): Promise<Snapshot> {
  const before = await snapshot(page);
  await page.getByTestId("strike").click();
  const ruled = (s: Snapshot) => (s.logLength ?? 0) > (before.logLength ?? 0) || s.phase !== before.phase;
  if (!opts.skip) return waitFor(page, ruled, 60_000);
  const t0 = Date.now();
  let s = await snapshot(page);
  while (!ruled(s)) {
    if (Date.now() - t0 > 60_000) throw new Error(`no ruling; last state ${JSON.stringify(s)}`);
    if (s.busy === "playing") await pressSkip(page);
    await page.waitForTimeout(100);
    s = await snapshot(page);
  }
  return s;
}

/**
 * The lag: the person strikes their lag ball until the lag has a winner. The lag balls' playback
 * is skipped (no test watches it here: the rules page's lag demonstrations do, rules-lag.test.ts).
 */
export async function playLag(page: Page): Promise<Snapshot> {
  for (let i = 0; i < 6; i++) {
    const s = await humanTurnSkipping(page);
    if (s.turn !== "lag") return s;
    await strikeAndWaitRuling(page, { skip: true });
  }
  return humanTurnSkipping(page);
}

/** Whatever call the shot needs, made through the call panel (the 8: the foot-left pocket). */
export async function makeRequiredCall(page: Page, s: Snapshot): Promise<void> {
  if (s.call === "group") await page.getByTestId("call-group-solids").click();
  else if (s.call === "pocket-8") await page.getByTestId("call-pocket-foot-left").click();
  else if (s.call === "ball-or-defense") await page.getByTestId("call-defense").click();
}
