/**
 * Practice (issue 27 item 3) in Chromium: from a rule's position, balls are placed by hand on the
 * table (a drop on another ball is refused and says why), a shot is played, the balls are put
 * back where they were set, and the same shot gives the same result; the hint's line stays drawn
 * beside the player's own aim to compare.
 */
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeGameMenu,
  humanTurn,
  openGameMenu,
  type Served,
  serveClient,
  snapshot,
  waitFor,
} from "./game/harness.ts";
import { makeRequiredCall, screenOf, strikeAndWaitRuling } from "./game/play.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

type Cloth = [number, number, number][];
const clothOf = async (page: import("playwright-core").Page) =>
  ((await snapshot(page)) as unknown as { onCloth: Cloth }).onCloth;
const ballAt = (cloth: Cloth, id: number) => cloth.find((b) => b[0] === id);

describe("practice (e2e, Chromium)", () => {
  it("refuses a file that is not a saved match on the replay page, in the page's language", async () => {
    const page = await served.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${served.url}replay.html?lang=es`);
    await page
      .getByTestId("replay-file")
      .setInputFiles({ name: "partido.json", mimeType: "application/json", buffer: Buffer.from("{ roto") });
    await expect
      .poll(() => page.getByTestId("replay-error").textContent())
      .toBe("Este archivo no se puede reproducir: el archivo está dañado: no es JSON");
    await page.screenshot({ path: "test-output/practice/replay-refused-es-360x740.png" });
    await page.close();
  });

  it("says why a file could not be downloaded in the page's language, a missing one as missing", async () => {
    for (const [w, hgt] of [
      [360, 740],
      [740, 360],
      [1280, 720],
    ] as const) {
      const page = await served.browser.newPage({ viewport: { width: w, height: hgt } });
      // The preview server answers any path with the page: this file answers as a missing one.
      await page.route("**/no-existe.json", (r) => r.fulfill({ status: 404, body: "Not Found" }));
      await page.goto(`${served.url}replay.html?lang=es&file=no-existe.json`);
      await expect
        .poll(() => page.getByTestId("replay-error").textContent())
        .toBe("No se pudo descargar no-existe.json: el servidor no tiene ese archivo (404)");
      // The browser's or server's own words stay out of the sentence, in its tooltip.
      expect(await page.getByTestId("replay-error").getAttribute("title")).toBe("HTTP 404");
      await page.screenshot({ path: `test-output/practice/replay-download-failed-es-${w}x${hgt}.png` });
      await page.close();
    }
    // No answer at all: the browser's own words («Failed to fetch») go to the tooltip.
    const page = await served.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.route("**/cortado.json", (r) => r.abort("connectionrefused"));
    await page.goto(`${served.url}replay.html?lang=es&file=cortado.json`);
    await expect
      .poll(() => page.getByTestId("replay-error").textContent())
      .toBe("No se pudo descargar cortado.json: no llegó respuesta");
    await page.close();
  });

  it("refuses a damaged position link on the menu, in the page's language", async () => {
    const page = await served.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${served.url}?lang=es&at=no-es-una-posicion`);
    await expect
      .poll(() => page.getByTestId("resume-error").textContent())
      .toBe("No se puede abrir esa posición: el enlace está dañado: no es una posición");
    await page.screenshot({ path: "test-output/practice/link-refused-es-360x740.png" });
    await page.close();
  });

  it("places balls by hand, shoots, puts them back and shoots again to the same result", async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${served.url}?lang=es&position=PC-45`);
    await page.getByTestId("practice-tools").waitFor();
    await humanTurn(page);
    await page.getByTestId("practice-arrange").click();
    await page.getByTestId("practice-done").waitFor();
    // Placing balls turns the view to the top one, where a drop lands under the pointer.
    await openGameMenu(page);
    await expect.poll(() => page.getByTestId("camera").textContent()).toBe("Vista del taco");
    await closeGameMenu(page);
    const drag = async (id: number, to: [number, number]) => {
      const from = await screenOf(page, { ball: id });
      const target = await screenOf(page, { point: to });
      await page.mouse.move(from!.x, from!.y);
      await page.mouse.down();
      await page.mouse.move(target!.x, target!.y, { steps: 8 });
      await page.mouse.up();
    };
    const want: [number, number] = [0.9, -0.1];
    await drag(3, want);
    await waitFor(page, (s) => {
      const b = (s as unknown as { onCloth: Cloth }).onCloth.find((x) => x[0] === 3);
      return !!b && Math.hypot(b[1] - want[0], b[2] - want[1]) < 0.01;
    });
    // On top of the 1: refused, said, and the 3 stays where it was put.
    const one = ballAt(await clothOf(page), 1)!;
    await drag(3, [one[1] + 0.01, one[2]]);
    // In the page's words, the ball named as the narration names it (no English reason inside).
    await expect
      .poll(() => page.getByTestId("practice-refused").textContent())
      .toContain("la 3 se superpone con otra bola");
    // Looked at: the refusal under the table at each shape.
    mkdirSync("test-output/practice", { recursive: true });
    for (const [w, h] of [
      [1280, 720],
      [740, 360],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByTestId("practice-refused").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-output/practice/refused-es-${w}x${h}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    const placed = await clothOf(page);
    expect(Math.hypot(ballAt(placed, 3)![1] - want[0], ballAt(placed, 3)![2] - want[1])).toBeLessThan(0.01);
    await page.getByTestId("practice-done").click();

    const shoot = async () => {
      const s = await humanTurn(page);
      await makeRequiredCall(page, s);
      await strikeAndWaitRuling(page);
      await humanTurn(page);
      return clothOf(page);
    };
    const first = await shoot();
    expect(first).not.toEqual(placed);
    // Again: every ball back where it was set, and the same stroke gives the same table.
    await page.getByTestId("practice-again").click();
    await expect.poll(() => clothOf(page)).toEqual(placed);
    const second = await shoot();
    expect(second).toEqual(first);
    await page.close();
  }, 120_000);

  it("keeps the hint's line beside the player's own aim, to compare, until the shot", async () => {
    const page = await served.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${served.url}?lang=es&position=PC-45`);
    await page.getByTestId("practice-tools").waitFor();
    await humanTurn(page);
    const table = page.getByTestId("table");
    expect(await table.getAttribute("data-hint-line")).toBe("");
    await page.getByTestId("hint").click();
    await page.getByTestId("hint-text").waitFor({ timeout: 60_000 });
    const hinted = Number(await table.getAttribute("data-hint-line"));
    const aim = async () => Number((await page.getByTestId("direction").textContent())!.replace("°", ""));
    // The hint sets the aim on its own line.
    expect(Math.abs((((((await aim()) - hinted) % 360) + 540) % 360) - 180)).toBeLessThan(0.01);
    // The player turns away from it: their aim moves, the hint's line stays where it was.
    await table.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    await expect.poll(aim).not.toBeCloseTo(hinted, 1);
    expect(Number(await table.getAttribute("data-hint-line"))).toBeCloseTo(hinted, 2);
    // The shot played, the next turn starts without it.
    const s = await humanTurn(page);
    await makeRequiredCall(page, s);
    await strikeAndWaitRuling(page);
    await humanTurn(page);
    await expect.poll(() => table.getAttribute("data-hint-line")).toBe("");
    await page.close();
  }, 120_000);
});
