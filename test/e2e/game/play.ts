/** Playing through the page: the controls a person uses, driven by playwright. */
import type { Page } from "playwright-core";
import { humanTurnSkipping, pressSkip, type Snapshot, snapshot, waitFor } from "./harness.ts";

export function screenOf(
  page: Page,
  what: { ball: number } | { pocket: string } | { point: [number, number] },
): Promise<{ x: number; y: number } | null> {
  return page.evaluate(
    (w) =>
      (
        window as unknown as { __mingo: { screenOf(x: unknown): { x: number; y: number } | null } }
      ).__mingo.screenOf(w),
    what,
  );
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
