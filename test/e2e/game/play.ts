/** Playing through the page: the controls a person uses, driven by playwright. */
import type { Page } from "playwright-core";
import { humanTurn, type Snapshot, snapshot, waitFor } from "./harness.ts";

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

/** Strikes through the strike button and waits for the referee's step to be logged. */
export async function strikeAndWaitRuling(page: Page): Promise<Snapshot> {
  const before = await snapshot(page);
  await page.getByTestId("strike").click();
  return waitFor(
    page,
    (s) => (s.logLength ?? 0) > (before.logLength ?? 0) || s.phase !== before.phase,
    60_000,
  );
}

/** The lag: the person strikes their lag ball until the lag has a winner. */
export async function playLag(page: Page): Promise<Snapshot> {
  for (let i = 0; i < 6; i++) {
    const s = await humanTurn(page);
    if (s.turn !== "lag") return s;
    await strikeAndWaitRuling(page);
  }
  return humanTurn(page);
}

/** Whatever call the shot needs, made through the call panel (the 8: the foot-left pocket). */
export async function makeRequiredCall(page: Page, s: Snapshot): Promise<void> {
  if (s.call === "group") await page.getByTestId("call-group-solids").click();
  else if (s.call === "pocket-8") await page.getByTestId("call-pocket-foot-left").click();
  else if (s.call === "ball-or-defense") await page.getByTestId("call-defense").click();
}
