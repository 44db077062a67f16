/**
 * One design (issue 25 item 7) in Chromium: every page takes its colours and type from
 * tokens.css — the same accent, ink and font on every page of a theme — in the theme its
 * <html data-theme> picks (the game's pages and the wall dark, the scorekeeper light, the
 * organizer's desk following the system), and a control reached by the keyboard shows the ring.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serveClient } from "./game/harness.ts";

const TOKENS = readFileSync(new URL("../../src/client/tokens.css", import.meta.url), "utf8");

/** The custom properties set in the first block of tokens.css that opens with `selector {`. */
function block(selector: string): Map<string, string> {
  const start = TOKENS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in tokens.css`);
  const body = TOKENS.slice(start, TOKENS.indexOf("}", start)).replace(/\/\*[\s\S]*?\*\//g, "");
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}
const DARK = block(":root");
const LIGHT = block(':root[data-theme="light"]');
const SYSTEM_LIGHT = block('  :root[data-theme="system"]');

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

type Scheme = "light" | "dark";
async function open(path: string, scheme: Scheme): Promise<Page> {
  const context = await served.browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme: scheme,
  });
  // The club pages ask a server this preview has not got (what they draw is not under test):
  // answered here, so the preview does not try to pass them on.
  await context.route("**/api/**", (r) => r.fulfill({ status: 503, json: { error: { code: "offline" } } }));
  await context.routeWebSocket("**/api/**", (ws) => ws.close());
  const page = await context.newPage();
  await page.goto(`${served.url}${path}`);
  await page.waitForLoadState("load");
  return page;
}

/**
 * Each token as the page resolves it next to the literal tokens.css writes, both through one
 * property (colours through `color`, the shadow through `box-shadow`): the build may spell a
 * colour differently (#fff for #ffffff), the browser reads both the same.
 */
const resolved = (page: Page, want: Readonly<Record<string, string>>) =>
  page.evaluate((w) => {
    const probe = document.createElement("span");
    document.body.append(probe);
    const read = (name: string, value: string) => {
      const prop = name === "--shadow" ? "box-shadow" : "color";
      probe.style.setProperty(prop, value);
      const got = getComputedStyle(probe).getPropertyValue(prop);
      probe.style.removeProperty(prop);
      return got;
    };
    const out = { page: {} as Record<string, string>, tokens: {} as Record<string, string> };
    for (const [name, value] of Object.entries(w)) {
      out.page[name] = read(name, `var(${name})`);
      out.tokens[name] = read(name, value);
    }
    probe.remove();
    return out;
  }, want);

const GAME_SIDE = ["", "online.html", "replay.html", "rules.html", "stats.html", "club/live.html"];

describe("one design (e2e, Chromium)", () => {
  it("the light theme is written the same twice (the attribute, the system's choice)", () => {
    expect([...SYSTEM_LIGHT]).toEqual([...LIGHT]);
    // Every colour the dark theme sets, the light theme sets too.
    for (const [name, value] of LIGHT) expect(DARK.has(name), `${name} ${value}`).toBe(true);
  });

  it("every page takes its accent, ink, surfaces and font from tokens.css, in its theme", async () => {
    const names = [...LIGHT.keys()];
    const dark = Object.fromEntries(names.map((n) => [n, DARK.get(n)!]));
    const light = Object.fromEntries(names.map((n) => [n, LIGHT.get(n)!]));
    const expected: [string, Scheme, Record<string, string>][] = [
      ...GAME_SIDE.map((p): [string, Scheme, Record<string, string>] => [p, "light", dark]),
      ["club/table.html", "dark", light],
      ["club/index.html", "light", light],
      ["club/index.html", "dark", dark],
    ];
    const fonts = new Set<string>();
    for (const [path, scheme, want] of expected) {
      const page = await open(path, scheme);
      const got = await resolved(page, want);
      expect(got.page, `${path} (${scheme} system)`).toEqual(got.tokens);
      const look = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        return { font: body.fontFamily, bg: getComputedStyle(document.documentElement).backgroundColor };
      });
      fonts.add(look.font);
      expect(look.font).toContain("system-ui");
      await page.context().close();
    }
    // One type on every page.
    expect([...fonts]).toHaveLength(1);
  });

  it("a button reached by the keyboard shows the focus ring, on every page", async () => {
    for (const path of [...GAME_SIDE, "club/index.html", "club/table.html"]) {
      const page = await open(path, "light");
      let ring: { tag: string; style: string; width: string; color: string; focus: string } | null = null;
      for (let i = 0; i < 40 && !ring; i++) {
        await page.keyboard.press("Tab");
        ring = await page.evaluate(() => {
          const el = document.activeElement;
          if (!(el instanceof HTMLElement) || !(el.tagName === "BUTTON" || el.classList.contains("button")))
            return null;
          const s = getComputedStyle(el);
          const probe = document.createElement("span");
          probe.style.color = "var(--focus)";
          document.body.append(probe);
          const focus = getComputedStyle(probe).color;
          probe.remove();
          return {
            tag: el.tagName,
            style: s.outlineStyle,
            width: s.outlineWidth,
            color: s.outlineColor,
            focus,
          };
        });
      }
      expect(ring, `${path}: no button reached by Tab`).not.toBeNull();
      expect(ring!.style, path).toBe("solid");
      expect(Number.parseFloat(ring!.width), path).toBeGreaterThanOrEqual(2);
      expect(ring!.color, path).toBe(ring!.focus);
      await page.context().close();
    }
  });
});
