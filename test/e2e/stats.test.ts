/**
 * The statistics page after a local match (issue 27): a Bola 8 match against the computer is
 * played with the page's controls and ended, then the page shows the player's figures and plots
 * from this browser's history, in Spanish and English. The strokes' playback is skipped (what is
 * checked is what the match leaves in the history).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fromGameMenu,
  humanTurnSkipping,
  type Served,
  serveClient,
  snapshot,
  startAgainstComputer,
  waitFor,
} from "./game/harness.ts";
import { makeRequiredCall, playLag, strikeAndWaitRuling } from "./game/play.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

describe("statistics page (e2e, Chromium)", () => {
  it("shows a local match's strokes, pot rate, breaks and plots once it has ended", async () => {
    const page = await served.browser.newPage({ viewport: { width: 960, height: 540 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("dialog", (d) => void d.accept());
    await page.goto(`${served.url}?seed=e2e-stats`);
    await startAgainstComputer(page, { game: "bola8", race: 1 });
    let s = await playLag(page);
    if (s.turn === "lag-choice") await page.getByTestId("option-break").click();
    let strokes = 0;
    for (let turn = 0; turn < 12 && strokes < 3; turn++) {
      s = await humanTurnSkipping(page, 120_000);
      if (s.matchOver) break;
      if (s.turn === "choose") {
        const option = s.options?.includes("ball-in-hand") ? "ball-in-hand" : s.options![0]!;
        await page.getByTestId(`option-${option}`).click();
        continue;
      }
      await page.getByTestId("hint").click();
      await waitFor(page, (x) => x.busy === null, 30_000);
      await makeRequiredCall(page, await snapshot(page));
      await strikeAndWaitRuling(page, { skip: true });
      strokes++;
    }
    s = await humanTurnSkipping(page, 120_000);
    if (!s.matchOver) {
      await fromGameMenu(page, "resign");
      await page.getByTestId("ask-yes").click();
      await waitFor(page, (x) => x.matchOver === true);
    }
    for (const lang of ["es", "en"] as const) {
      await page.goto(`${served.url}stats.html?lang=${lang}`);
      await page.getByTestId("stats").waitFor();
      expect(await page.getByTestId("stats-matches").textContent()).toContain("1");
      expect(await page.getByTestId("stats-breaks").textContent()).toMatch(
        lang === "es" ? /aperturas/ : /breaks/,
      );
      expect(await page.getByTestId("stats-pots").textContent()).toMatch(/\d+% \(\d+\/\d+\)/);
      expect(await page.locator('[data-testid="plot-cut"] rect').count()).toBe(5);
      expect(await page.locator('[data-testid="plot-misses"]').count()).toBe(1);
      await page.screenshot({ path: `/tmp/mingo-stats-${lang}.png`, fullPage: true });
      // The page scrolls to its last plot (the game page above it never scrolls).
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight)).toBe(
        true,
      );
    }
    // The replay page lists the finished match first and replays it in one tap (issue 25 item 7).
    await page.goto(`${served.url}replay.html?lang=es`);
    await page.getByTestId("replay-recent").waitFor();
    expect(await page.getByTestId("replay-recent-0").textContent()).toMatch(/Bola 8 .* \(en esta pantalla\)/);
    await page.getByTestId("replay-recent-0").click();
    await page.getByTestId("replay").waitFor({ timeout: 60_000 });
    const rp = await page.evaluate(() =>
      (
        window as unknown as { __mingoReplay: { snapshot(): { state: string; total: number } } }
      ).__mingoReplay.snapshot(),
    );
    expect(rp.state).toBe("ready");
    expect(rp.total).toBeGreaterThan(3);
    // Practise from a step of the replay: the game opens at that step's table (issue 27 item 3).
    await page.getByTestId("replay-start").click();
    for (let i = 0; i < 3; i++) await page.getByTestId("replay-next").click();
    await page.getByTestId("replay-practise").waitFor({ timeout: 30_000 });
    const href = (await page.getByTestId("replay-practise").getAttribute("href"))!;
    await page.goto(new URL(href, page.url()).href);
    await page.getByTestId("practice").waitFor();
    const at = await snapshot(page);
    expect(at.screen).toBe("game");
    expect(at.game).toBe("bola8");
    expect((at as unknown as { onCloth: unknown[] }).onCloth.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
