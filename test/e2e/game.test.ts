/**
 * The browser game end to end: a real build served on loopback, Debian's Chromium with WebGL in
 * software, played through the page's own controls against the computer. Each game is
 * started, shots are struck, the referee's rulings appear, ball in hand is held behind the head
 * string (G-BIH), a Piña call is made by clicking a ball and a pocket, a match ends by
 * resignation, and screenshots are checked not to be blank. The person's own strokes play back in
 * full; the computer's are skipped with the page's skip button (the tests are about the turns and
 * the rulings, and the shapes tests watch a playback).
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fromGameMenu,
  humanTurn,
  humanTurnSkipping,
  type Served,
  screenshotStats,
  serveClient,
  snapshot,
  startAgainstComputer,
  waitFor,
} from "./game/harness.ts";
import { makeRequiredCall, playLag, screenOf, strikeAndWaitRuling } from "./game/play.ts";

const shots = join(tmpdir(), "mingo-e2e-shots");
mkdirSync(shots, { recursive: true });

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

async function openPage(query: string, viewport = { width: 960, height: 540 }): Promise<Page> {
  const page = await served.browser.newPage({ viewport });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // The page's own warnings (the computer player falling back) are shown in the test output.
  page.on("console", (m) => {
    if (m.type() === "warning" && !m.text().includes("GL Driver")) console.log(`page warning: ${m.text()}`);
  });
  page.on("dialog", (d) => void d.accept());
  await page.goto(`${served.url}?${query}`);
  (page as unknown as { errors: string[] }).errors = errors;
  return page;
}

const pageErrors = (page: Page): string[] => (page as unknown as { errors: string[] }).errors;

/** A blank page is one colour; a drawn table has many, none covering most of the screen. */
async function expectNotBlank(page: Page, name: string, maxShare = 0.8): Promise<void> {
  const st = await screenshotStats(page, join(shots, `${name}.png`));
  expect(st.distinct, `${name}: distinct colours`).toBeGreaterThan(40);
  expect(st.dominantShare, `${name}: share of the commonest colour`).toBeLessThan(maxShare);
}

describe("the browser game (e2e, Chromium)", () => {
  it("Bola 8 against the computer: lag, shots struck with the page's controls, rulings, the group call required, resignation ends a race to 1", async () => {
    const page = await openPage("seed=e2e-bola8");
    // The menu is text on a plain background: most of it is one colour, but not all.
    await expectNotBlank(page, "menu", 0.97);
    await startAgainstComputer(page, { game: "bola8", race: 1 });
    let s = await playLag(page);
    expect(s.phase).not.toBe("lag");
    await expectNotBlank(page, "bola8-after-lag");
    if (s.turn === "lag-choice") {
      await page.getByTestId("option-break").click();
      s = await humanTurnSkipping(page);
    }
    let rulings = 0;
    for (let turn = 0; turn < 4 && !s.matchOver && rulings < 2; turn++) {
      s = await humanTurnSkipping(page);
      if (s.matchOver) break;
      if (s.turn === "choose") {
        const option = s.options?.includes("ball-in-hand") ? "ball-in-hand" : s.options![0]!;
        await page.getByTestId(`option-${option}`).click();
        s = await humanTurnSkipping(page);
        if (s.turn !== "shot") continue;
      }
      if (s.call && s.call !== "none") {
        // A call is missing: the page says what; the first press only says what an uncalled
        // shot brings (G-NOCALL, as in Piña) and plays nothing; making the call clears it.
        expect(await page.getByTestId("missing-call").textContent()).toMatch(/Falta cantar/);
        expect(await page.getByTestId("strike").isDisabled()).toBe(false);
        const logged = (await snapshot(page)).logLength ?? 0;
        await page.getByTestId("strike").click();
        expect(await page.getByTestId("error").textContent()).toMatch(/otra vez para tirar igual/);
        expect((await snapshot(page)).logLength ?? 0).toBe(logged);
        await makeRequiredCall(page, s);
        expect(await page.getByTestId("error").count()).toBe(0);
      }
      // The rolling is skipped here (the shapes' play-throughs watch it, table-look replays it).
      const before = (await snapshot(page)).logLength ?? 0;
      await strikeAndWaitRuling(page, { skip: true });
      await waitFor(page, (x) => (x.logLength ?? 0) > before && x.busy !== "playing");
      const ruling = await page.getByTestId("ruling").textContent();
      expect(ruling?.length ?? 0).toBeGreaterThan(10);
      rulings++;
    }
    expect(rulings).toBeGreaterThan(0);
    await expectNotBlank(page, "bola8-play");

    s = await humanTurnSkipping(page);
    if (!s.matchOver) {
      await fromGameMenu(page, "resign");
      // Resigning is asked as a question first.
      await page.getByTestId("ask-yes").click();
      s = await waitFor(page, (x) => x.matchOver === true);
    }
    expect(s.matchOver).toBe(true);
    expect(s.matchScore).toEqual([0, 1]);
    expect(await page.getByTestId("match-over").textContent()).toMatch(/Fin del partido/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 150_000);

  it("ball in hand at the break (two people at one screen): the cue ball dragged past the head string is held on it (G-BIH, B8-BREAK)", async () => {
    const page = await openPage("seed=e2e-hand");
    await page.getByTestId("menu-game-bola8").click();
    await page.getByTestId("menu-opponent-human").click();
    await page.getByTestId("menu-start").click();
    await page.getByTestId("table").waitFor();
    // Both lag balls, one after the other, until someone wins the lag.
    let s = await humanTurn(page);
    for (let i = 0; i < 8 && s.turn === "lag"; i++) {
      // Two identical strokes would tie (B8-LAG-TIE): the second player hits a little harder.
      if (s.who === 1) for (let k = 0; k < 2 + i; k++) await page.keyboard.press("ArrowUp");
      await page.getByTestId("strike").click();
      // The lag balls' playback is skipped: this test is about the break's ball in hand.
      s = await humanTurnSkipping(page, 60_000);
    }
    expect(s.turn).toBe("lag-choice");
    await page.getByTestId("option-break").click();
    s = await humanTurn(page);
    expect(s.turn).toBe("shot");
    expect(s.inHand).toBe(true);
    expect(await page.getByTestId("ball-in-hand").isVisible()).toBe(true);

    const cue = await screenOf(page, { ball: 0 });
    const far = await screenOf(page, { ball: 1 });
    await page.mouse.move(cue!.x, cue!.y);
    await page.mouse.down();
    await page.mouse.move((cue!.x + far!.x) / 2, (cue!.y + far!.y) / 2, { steps: 6 });
    await page.mouse.move(far!.x, far!.y, { steps: 6 });
    await page.mouse.up();
    const after = await snapshot(page);
    expect(after.cueAt![0]).toBeLessThanOrEqual(after.headStringX! + 1e-9);
    expect(after.cueAt![0]).toBeGreaterThan(after.headStringX! - 0.05);
    // The keys move it too, and are held the same way.
    for (let i = 0; i < 5; i++) await page.keyboard.press("i");
    expect((await snapshot(page)).cueAt![0]).toBeLessThanOrEqual(after.headStringX! + 1e-9);
    await expectNotBlank(page, "ball-in-hand");

    const before = (await snapshot(page)).logLength ?? 0;
    await strikeAndWaitRuling(page, { skip: true });
    s = await waitFor(page, (x) => (x.logLength ?? 0) > before && x.busy === null);
    expect(s.rack).toBe(1);
    // The last shot replays, and skipping jumps to its end.
    await page.getByTestId("replay").click();
    await waitFor(page, (x) => x.busy === "playing");
    await page.getByTestId("skip").click();
    await waitFor(page, (x) => x.busy === null, 10_000);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it("Piña against the computer: a call made by clicking a ball and a pocket, the ruling with the score, the encounter ended by resignation", async () => {
    const page = await openPage("seed=e2e-pina&lang=en");
    await startAgainstComputer(page, { game: "pina" });
    let s = await playLag(page);
    let called = false;
    for (let turn = 0; turn < 5 && !called && !s.matchOver; turn++) {
      s = await humanTurnSkipping(page);
      if (s.turn === "lag") {
        s = await playLag(page);
        continue;
      }
      if (s.turn === "choose") {
        await page.getByTestId(`option-${s.options![0]}`).click();
        continue;
      }
      if (s.call !== "ball-or-defense") {
        await strikeAndWaitRuling(page, { skip: true });
        continue;
      }
      // Nothing called yet: the page says what is missing; a first press only warns (G-NOCALL).
      expect(await page.getByTestId("missing-call").textContent()).toMatch(/Still to call/);
      expect(await page.getByTestId("strike").isDisabled()).toBe(false);
      const logged = (await snapshot(page)).logLength ?? 0;
      await page.getByTestId("strike").click();
      expect(
        await page.getByText(/A shot without a call: nothing you pocket scores/).count(),
      ).toBeGreaterThan(0);
      expect((await snapshot(page)).logLength ?? 0).toBe(logged);
      const onBall = await page.evaluate(() => document.querySelector(".ball.on")?.textContent ?? null);
      expect(onBall).not.toBeNull();
      const ball = await screenOf(page, { ball: Number(onBall) });
      await page.mouse.click(ball!.x, ball!.y);
      expect(await page.getByTestId("missing-call").textContent()).toMatch(
        new RegExp(`pocket for the ${onBall}`),
      );
      await page.getByTestId("call-pocket-foot-left").click();
      expect(await page.getByTestId("called").textContent()).toMatch(new RegExp(`${onBall}`));
      expect(await page.getByTestId("strike").isDisabled()).toBe(false);
      // The ruling of this shot, as logged when the balls stopped (the computer's next call may
      // already stand in the panel by the time the page is read again).
      const judged = await strikeAndWaitRuling(page, { skip: true });
      const ruling = (judged.latest ?? []).join(" ");
      // A Piña ruling states the score of the game, in whole sentences (never doubled full stops).
      expect(ruling).toMatch(/Score: .* \d+, .* \d+\./);
      expect(ruling).not.toMatch(/\.\./);
      called = true;
    }
    expect(called).toBe(true);
    await expectNotBlank(page, "pina-after-call");

    // Resign games until the encounter is over (winning the first two ends it, PC-MATCH).
    for (let i = 0; i < 4 && !s.matchOver; i++) {
      s = await humanTurnSkipping(page);
      if (s.matchOver) break;
      if (s.turn === "lag") {
        s = await playLag(page);
        continue;
      }
      await fromGameMenu(page, "resign");
      await page.getByTestId("ask-yes").click();
      s = await waitFor(page, (x) => x.busy === null && (x.logLength ?? 0) > 0);
      s = await snapshot(page);
    }
    s = await humanTurnSkipping(page);
    expect(s.matchOver).toBe(true);
    expect(s.matchScore).toEqual([0, 3]);
    expect(await page.getByTestId("match-over").textContent()).toMatch(/Match over/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 150_000);

  it("fits a phone held sideways: the table, the panel and the strike button are on screen", async () => {
    const page = await openPage("seed=e2e-phone", { width: 740, height: 360 });
    await startAgainstComputer(page, { game: "pina" });
    await humanTurn(page);
    const strike = await page.getByTestId("strike").boundingBox();
    const table = await page.getByTestId("table").boundingBox();
    expect(strike).not.toBeNull();
    expect(strike!.y + strike!.height).toBeLessThanOrEqual(360);
    expect(strike!.x + strike!.width).toBeLessThanOrEqual(740);
    expect(table!.width).toBeGreaterThan(400);
    await expectNotBlank(page, "phone-sideways");
    await page.close();
  }, 60_000);
});
