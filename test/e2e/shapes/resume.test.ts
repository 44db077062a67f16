/**
 * Leaving a match and coming back, at the desktop shape in Debian's Chromium: leaving asks first,
 * and a match left mid-rack is offered after a reload and goes on where it was.
 */
import { describe, expect, it } from "vitest";
import { fromGameMenu, humanTurn, snapshot } from "../game/harness.ts";
import { open, start, useServedGame } from "../game/shape-run.ts";
import { playThrough, SHAPES } from "../game/shapes.ts";

const served = useServedGame();

describe("leaving and coming back (1280×720)", () => {
  it("asks before leaving; the match kept in the browser is offered on the next visit and goes on where it was", async () => {
    const shape = SHAPES[0];
    const { page, errors } = await open(served(), shape, "resume-1");
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
