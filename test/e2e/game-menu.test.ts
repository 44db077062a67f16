/**
 * Controls by weight (issue 25 item 3) in Chromium: what is not the shot sits in one menu — it
 * opens from its button (by pointer or keyboard, focus moving into it), closes on Escape, on a tap
 * outside (which neither aims nor strikes) and on a choice that leaves; the view is changed from
 * it; the quality chosen in it is kept in the browser across a reload. At each shape the power
 * bar, the tip offset and the strike button are a thumb's size (at least 44 px each way), in view
 * without scrolling, the strike button's word inside it in both languages, and nothing covers the
 * cloth while aiming.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../src/client/i18n/en.ts";
import { es } from "../../src/client/i18n/es.ts";
import {
  closeGameMenu,
  humanTurn,
  openGameMenu,
  type Served,
  serveClient,
  snapshot,
  waitFor,
} from "./game/harness.ts";
import { coveredPoints, SHAPES } from "./game/shapes.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

/** A match against the computer from the first screen's one tap, at the lag. */
async function atTheLag(page: Page, seed: string): Promise<void> {
  await page.goto(`${served.url}?seed=${seed}`);
  await page.getByTestId("menu-start").click();
  const s = await humanTurn(page, 60_000);
  expect(s.turn).toBe("lag");
}

const expanded = (page: Page) => page.getByTestId("game-menu").getAttribute("aria-expanded");
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);
const sheetCount = (page: Page) => page.getByTestId("game-menu-sheet").count();
const bedRect = (page: Page) => page.getByTestId("table").getAttribute("data-bed-rect");

describe("the game's one menu (e2e, Chromium)", () => {
  it("opens and closes by pointer and keyboard; a tap outside neither aims nor strikes; the view changes from it", async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await atTheLag(page, "game-menu-1");
    expect(await expanded(page)).toBe("false");
    expect(await sheetCount(page)).toBe(0);

    // Opened by pointer: focus moves to its first item; Escape closes it and gives focus back.
    await page.getByTestId("game-menu").click();
    expect(await expanded(page)).toBe("true");
    await page.getByTestId("game-menu-sheet").waitFor();
    // Focus moves in once the sheet has been drawn (an effect after the paint).
    await expect.poll(() => focused(page)).toBe("camera");
    await page.keyboard.press("ArrowDown");
    expect(await focused(page)).toBe("aim-line");
    const before = await snapshot(page);
    await page.keyboard.press("Escape");
    expect(await sheetCount(page)).toBe(0);
    expect(await expanded(page)).toBe("false");
    await expect.poll(() => focused(page)).toBe("game-menu");

    // By keyboard: Enter on the button opens it and does not strike (the table's keys wait).
    await page.keyboard.press("Enter");
    await page.getByTestId("game-menu-sheet").waitFor();
    // Focus moves in once the sheet has been drawn (an effect after the paint).
    await expect.poll(() => focused(page)).toBe("camera");
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
    let s = await snapshot(page);
    expect([s.turn, s.logLength, s.busy]).toEqual([before.turn, before.logLength, before.busy]);

    // A tap outside, over the table: the menu closes; the aim and the power stay as they were.
    await openGameMenu(page);
    const box = (await page.getByTestId("table").boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
    expect(await sheetCount(page)).toBe(0);
    s = await snapshot(page);
    expect(s.aim).toEqual(before.aim);
    expect(s.turn).toBe("lag");

    // The view from the menu: the item says the other view, the table is drawn from it.
    const follow = await bedRect(page);
    await openGameMenu(page);
    expect(await page.getByTestId("camera").textContent()).toBe("Vista cenital");
    await page.getByTestId("camera").click();
    await expect.poll(() => page.getByTestId("camera").textContent()).toBe("Vista del taco");
    await closeGameMenu(page);
    await waitFor(page, (x) => x.cameraMoving === false);
    await expect.poll(() => bedRect(page)).not.toBe(follow);

    // The aim guide, the sound and the record are switches (the menu stays open for them).
    await openGameMenu(page);
    const guide = await page.getByTestId("aim-line").getAttribute("aria-pressed");
    await page.getByTestId("aim-line").click();
    expect(await page.getByTestId("aim-line").getAttribute("aria-pressed")).toBe(
      guide === "true" ? "false" : "true",
    );
    await page.getByTestId("sound").click();
    expect(await page.getByTestId("sound").getAttribute("aria-pressed")).toBe("false");
    expect(await sheetCount(page)).toBe(1);
    // The record opens in the panel and the menu steps aside.
    await page.getByTestId("toggle-log").click();
    expect(await sheetCount(page)).toBe(0);
    await page.getByTestId("log").waitFor();

    // The language from the menu: every word follows.
    await openGameMenu(page);
    await page.getByTestId("lang").click();
    expect(await page.getByTestId("camera").textContent()).toBe("Cue view");
    expect(await page.getByTestId("game-menu").textContent()).toContain("Menu");
    await page.getByTestId("lang").click();
    expect(await page.getByTestId("camera").textContent()).toBe("Vista del taco");

    // A choice that leaves closes the menu and asks first; "no" keeps the match.
    await page.getByTestId("to-menu").click();
    expect(await sheetCount(page)).toBe(0);
    await page.getByTestId("ask-no").click();
    expect((await snapshot(page)).screen).toBe("game");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("keeps the quality chosen in the menu in the browser, and the table draws at it", async () => {
    const context = await served.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await atTheLag(page, "game-menu-2");
    await openGameMenu(page);
    // Software GL: auto draws low.
    expect(await page.getByTestId("quality-auto").getAttribute("aria-checked")).toBe("true");
    expect(await page.getByTestId("table").getAttribute("data-quality")).toBe("low");
    expect(await page.getByTestId("quality").getAttribute("role")).toBe("radiogroup");
    await page.getByTestId("quality-high").click();
    expect(await page.getByTestId("quality-high").getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => page.getByTestId("table").getAttribute("data-quality")).toBe("high");
    expect(await page.evaluate(() => localStorage.getItem("mingo.quality"))).toBe("high");

    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem("mingo.quality"))).toBe("high");
    await page.getByTestId("menu-start").click();
    await humanTurn(page, 60_000);
    expect(await page.getByTestId("table").getAttribute("data-quality")).toBe("high");
    await openGameMenu(page);
    expect(await page.getByTestId("quality-high").getAttribute("aria-checked")).toBe("true");
    await page.getByTestId("quality-low").click();
    await expect.poll(() => page.getByTestId("table").getAttribute("data-quality")).toBe("low");
    expect(await page.evaluate(() => localStorage.getItem("mingo.quality"))).toBe("low");
    await closeGameMenu(page);
    await context.close();
  }, 120_000);

  it.each(SHAPES)(
    "$width×$height ($name): power, spin and strike a thumb's size and in view; fine aim grouped; nothing over the cloth",
    async (shape) => {
      const page = await served.browser.newPage({ viewport: { width: shape.width, height: shape.height } });
      await atTheLag(page, `game-menu-${shape.name}`);
      const sizes = await page.evaluate(() => {
        const at = (id: string) => {
          const el = document.querySelector(`[data-testid="${id}"]`)!;
          const b = el.getBoundingClientRect();
          // The control itself is what a tap at its middle reaches (nothing drawn over it).
          const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
          return {
            w: b.width,
            h: b.height,
            inView: b.left >= 0 && b.top >= 0 && b.right <= innerWidth && b.bottom <= innerHeight,
            reached: hit !== null && hit.closest(`[data-testid="${id}"]`) === el,
          };
        };
        const fine = [...document.querySelectorAll('[data-testid="fine-aim"] button')].map((e) => {
          const b = e.getBoundingClientRect();
          return Math.min(b.width, b.height);
        });
        return { power: at("power"), spin: at("spin"), strike: at("strike"), menu: at("game-menu"), fine };
      });
      for (const [name, b] of Object.entries({
        power: sizes.power,
        spin: sizes.spin,
        strike: sizes.strike,
        menu: sizes.menu,
      })) {
        expect(Math.min(b.w, b.h), `${name} size`).toBeGreaterThanOrEqual(44);
        expect(b.inView, `${name} in view`).toBe(true);
        expect(b.reached, `${name} reached`).toBe(true);
      }
      // Power and spin larger than a bare minimum: a thumb's width across and more along.
      expect(Math.max(sizes.power.w, sizes.power.h)).toBeGreaterThanOrEqual(180);
      expect(Math.min(sizes.spin.w, sizes.spin.h)).toBeGreaterThanOrEqual(64);
      // ⟲ ‹ › ⟳: four buttons in one group, each a thumb's size.
      expect(sizes.fine).toHaveLength(4);
      for (const m of sizes.fine) expect(m).toBeGreaterThanOrEqual(44);
      expect(await coveredPoints(page)).toEqual([]);

      // The menu opens over the screen and closes again; then the cloth is clear once more.
      await openGameMenu(page);
      await closeGameMenu(page);
      expect(await coveredPoints(page)).toEqual([]);

      // The strike button's word inside its edges in both languages («Shoot» is the wider): each
      // dictionary's word set in the button as drawn, its overflow measured, the word put back.
      const spill = await page.getByTestId("strike").evaluate(
        (el, words) =>
          words.map((word) => {
            const shown = el.textContent;
            el.textContent = word;
            const over = el.scrollWidth - el.clientWidth;
            el.textContent = shown;
            return over;
          }),
        [es.strike, en.strike],
      );
      expect(spill, `the strike button's overflow with «${es.strike}» and «${en.strike}»`).toEqual([0, 0]);
      await page.close();
    },
  );
});
