/**
 * The upright table (issue 25 item 2, issue 44): on a phone held upright the table stands on its
 * long axis from above and fills the screen's width; its cloth (the view's data-bed-rect) is
 * taller than wide and covers at least 45% of the screen while aiming, with no control drawn
 * over it. On the sideways phone and the desktop the table keeps the size it had (the 3D view
 * behind the cue: 33% and 40% of the screen, measured before this change). From the first
 * screen, one tap reaches the lag against the computer.
 *
 * Issue 44: that holds all match long, not only at the lag. A Bola 8 rack and a Piña game are
 * played against the computer through the page; on every turn the person aims, the cloth covers
 * ≥ 45% of 360×740, nothing covers it, the status is one row, and what the rules need is in view:
 * the side due, each side's group and what is left of it, the fouls in a row (B8-L9, PC-3FOULS),
 * the ball on and the score (Piña), the call. Play stops once the lag, the first aim after the
 * break, both groups known (Bola 8), a foul in a row and ball in hand have each been seen. At each
 * of those moments the screen is saved in Spanish and English (test-output/upright, gitignored)
 * and the row is checked in both; at the first foul the row opens the whole scoreboard in a sheet.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fromGameMenu,
  humanTurn,
  type Served,
  type Snapshot,
  serveClient,
  startAgainstComputer,
} from "./game/harness.ts";
import { coveredPoints, playThrough } from "./game/shapes.ts";

const shots = fileURLToPath(new URL("../../test-output/upright", import.meta.url));
mkdirSync(shots, { recursive: true });

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

const SHAPES = [
  { width: 360, height: 740, min: 0.45, upright: true },
  { width: 740, height: 360, min: 0.33, upright: false },
  { width: 1280, height: 720, min: 0.39, upright: false },
];

/** The cloth's share of the screen, from the view's own measure of it. */
async function clothShare(page: Page): Promise<number> {
  const rect = (await page.getByTestId("table").getAttribute("data-bed-rect"))!.split(",").map(Number);
  const [, , w, h] = rect as [number, number, number, number];
  const size = page.viewportSize()!;
  return (w * h) / (size.width * size.height);
}

describe("the table at each shape (e2e, Chromium)", () => {
  it.each(SHAPES)(
    "$width×$height: the cloth's share of the screen while aiming, nothing over it",
    async (shape) => {
      const page = await served.browser.newPage({ viewport: { width: shape.width, height: shape.height } });
      await page.goto(`${served.url}?seed=upright`);
      // From a cold load: one tap (the computer is the default opponent) and the player aims at the lag.
      await page.getByTestId("menu-start").click();
      const s = await humanTurn(page, 60_000);
      expect(s.turn).toBe("lag");
      const [, , w, h] = (await page.getByTestId("table").getAttribute("data-bed-rect"))!
        .split(",")
        .map(Number) as [number, number, number, number];
      expect(await clothShare(page)).toBeGreaterThanOrEqual(shape.min);
      if (shape.upright) {
        expect(h).toBeGreaterThan(w);
        // It fills the width: the cloth and its rails span nearly all of it.
        expect(w).toBeGreaterThan(shape.width * 0.65);
      }
      expect(await coveredPoints(page)).toEqual([]);
      await page.close();
    },
  );
});

type Moment = "lag" | "after-break" | "groups" | "foul" | "ball-in-hand";

/** The moments this aim shows (one aim may show several). */
function momentsOf(s: Snapshot, game: "bola8" | "pina"): Moment[] {
  const out: Moment[] = [];
  if (s.turn === "lag") return ["lag"];
  if (!s.isBreak && s.rulesPhase === "play") out.push("after-break");
  if (game === "bola8" && s.status?.groups) out.push("groups");
  if ((s.status?.fouls ?? [0, 0]).some((f) => f > 0)) out.push("foul");
  // Ball in hand after a foul (the break's cue ball behind the head string is not that moment).
  if (s.inHand && !s.isBreak) out.push("ball-in-hand");
  return out;
}

/**
 * Where each part the rules need is on the screen: in the viewport and reached by a tap at its
 * middle (nothing over it, not scrolled out of its panel). Null for a part not on the page.
 */
function shownParts(page: Page): Promise<Record<string, { shown: boolean; text: string } | null>> {
  return page.evaluate(() => {
    const shown = (el: Element | null) => {
      if (!el) return null;
      const b = el.getBoundingClientRect();
      const inView =
        b.width > 0 && b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth;
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return {
        shown: inView && hit !== null && (el === hit || el.contains(hit)),
        text: el.textContent ?? "",
      };
    };
    const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    // The call: its question, the call made or the warning; at least one of them in view.
    const callLines = [...document.querySelectorAll('[data-testid="call"] > p')].map(shown);
    const call = callLines.length === 0 ? null : (callLines.find((c) => c?.shown) ?? callLines[0]!);
    const row = document.querySelector('[data-testid="status"]')!.getBoundingClientRect();
    const inner = document.querySelector(".status-row");
    return {
      "side-chip-0": shown(q("side-chip-0")),
      "side-chip-1": shown(q("side-chip-1")),
      "group-0": shown(q("group-0")),
      "group-1": shown(q("group-1")),
      "fouls-0": shown(q("fouls-0")),
      "fouls-1": shown(q("fouls-1")),
      "ball-on": shown(q("ball-on")),
      "game-score": shown(q("game-score")),
      "match-score": shown(q("match-score")),
      call,
      // A decision asked (Piña's equalize, an option after a foul): its question.
      decision: shown(q("options")?.querySelector(".question") ?? null),
      // One row: its height, and nothing of it cut off at its end (names give way first).
      row: {
        shown: row.height <= 40 && (!inner || inner.scrollWidth <= inner.clientWidth + 1),
        text: `${Math.round(row.height)} px`,
      },
      due0: { shown: true, text: q("side-chip-0")?.getAttribute("aria-current") ?? "" },
      due1: { shown: true, text: q("side-chip-1")?.getAttribute("aria-current") ?? "" },
    };
  });
}

/** Everything issue 44 asks of an aim on the upright phone; the failures, named. */
async function uprightProblems(page: Page, s: Snapshot, game: "bola8" | "pina"): Promise<string[]> {
  const out: string[] = [];
  const share = await clothShare(page);
  if (share < 0.45) out.push(`cloth ${share.toFixed(3)} of the screen`);
  for (const c of await coveredPoints(page)) out.push(`${c.what} over the cloth at ${c.x},${c.y}`);
  const p = await shownParts(page);
  const need = (id: string, why: string) => {
    if (!p[id]?.shown) out.push(`${why} (${id}) not in view: ${JSON.stringify(p[id])}`);
  };
  need("row", "the status in one row");
  if (s.turn === "lag") return out;
  need("side-chip-0", "the person's side");
  need("side-chip-1", "the computer's side");
  if (p[`due${s.who}`]?.text !== "true") out.push(`side ${s.who}, due, is not marked so`);
  const st = s.status!;
  if (game === "bola8") {
    need("match-score", "the racks won");
    const groups = st.groups as { left: number[] }[] | null;
    for (const side of [0, 1] as const) {
      if (!groups) continue;
      need(`group-${side}`, "the group");
      const left = groups[side]!.left.length;
      const text = p[`group-${side}`]?.text ?? "";
      if (text !== String(left || 8)) out.push(`group-${side} says "${text}", ${left} left`);
    }
  } else {
    need("ball-on", "the ball on");
    need("game-score", "the game's score");
    if (!p["game-score"]?.text.includes(`${st.score?.[0]} – ${st.score?.[1]}`))
      out.push(`the score reads "${p["game-score"]?.text}", not ${st.score?.join(" – ")}`);
  }
  for (const side of [0, 1] as const) {
    const c = st.fouls[side];
    if (c === 0) continue;
    need(`fouls-${side}`, "the fouls in a row");
    if (p[`fouls-${side}`]?.text !== "✕".repeat(c))
      out.push(`fouls-${side} marks ${p[`fouls-${side}`]?.text}`);
  }
  // With a decision open the panel asks it first and the call follows it, one scroll down in the
  // upright panel's 90 px (seen once: Piña's equalize with a shot also possible); else the call.
  if (s.turn === "choose" && p.decision) need("decision", "the decision asked");
  else if (s.call && s.call !== "none") need("call", `the call (${s.call})`);
  return out;
}

/**
 * The row opens the whole scoreboard in a sheet (one tap): each side's group ball by ball, the
 * fouls in a row in words, the referee's record; Escape closes it, focus goes back to the row
 * and the cloth is clear again.
 */
async function checkSheet(page: Page, s: Snapshot, shot: string): Promise<string[]> {
  const out: string[] = [];
  await page.getByTestId("status-open").click();
  const sheet = page.getByTestId("status-sheet");
  await sheet.waitFor();
  await page.screenshot({ path: shot });
  const st = s.status!;
  const groups = st.groups as { left: number[] }[] | null;
  for (const side of [0, 1] as const) {
    if (groups) {
      const balls = await sheet.getByTestId(`group-${side}`).locator(".ball").count();
      if (balls !== Math.max(1, groups[side]!.left.length))
        out.push(`the sheet shows ${balls} balls for side ${side}, ${groups[side]!.left.length} left`);
    }
    if (st.fouls[side] > 0 && !(await sheet.getByTestId(`fouls-${side}`).textContent())?.includes(":"))
      out.push(`the sheet does not say side ${side}'s fouls in words`);
  }
  if ((await sheet.getByTestId("log").locator("li").count()) === 0)
    out.push("the sheet has no referee's record");
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "detached" });
  const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-testid"));
  if (focused !== "status-open") out.push(`focus went to ${focused}, not back to the row`);
  for (const c of await coveredPoints(page)) out.push(`after the sheet: ${c.what} over the cloth`);
  return out;
}

/**
 * Plays against the computer at 360×740 until every moment has been seen (a bounded number of
 * aims), checking each aim; at a moment's first aim, the screen in both languages.
 */
async function playUpright(game: "bola8" | "pina", seed: string): Promise<void> {
  const page = await served.browser.newPage({ viewport: { width: 360, height: 740 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${served.url}?seed=${seed}&lang=es`);
  await startAgainstComputer(page, { game });
  const wanted: Moment[] =
    game === "bola8"
      ? ["lag", "after-break", "groups", "foul", "ball-in-hand"]
      : ["lag", "after-break", "foul", "ball-in-hand"];
  const seen = new Set<Moment>();
  const problems: string[] = [];
  let aims = 0;
  const r = await playThrough(page, {
    maxSteps: 300,
    until: (s) => s.matchOver === true || wanted.every((m) => seen.has(m)) || aims >= MAX_AIMS,
    onAim: async (s) => {
      aims++;
      const moments = momentsOf(s, game);
      // Judged once the screen has settled: a problem must last a second (a turn's first frames
      // may still be laying out under a loaded machine), and the one that stays is reported.
      let found = await uprightProblems(page, s, game);
      for (let i = 0; found.length > 0 && i < 4; i++) {
        await page.waitForTimeout(250);
        found = await uprightProblems(page, s, game);
      }
      for (const x of found) problems.push(`aim ${aims} (${moments.join(", ")}): ${x}`);
      // The screen as it failed, to see what was over or under what.
      if (found.length > 0)
        await page.screenshot({ path: join(shots, `${game}-${String(aims).padStart(2, "0")}-problem.png`) });
      const fresh = moments.filter((m) => !seen.has(m));
      if (fresh.length === 0) return;
      for (const m of fresh) seen.add(m);
      const name = `${game}-${String(aims).padStart(2, "0")}-${fresh.join("+")}`;
      if (fresh.includes("foul"))
        for (const x of await checkSheet(page, s, join(shots, `${name}-sheet.png`)))
          problems.push(`aim ${aims}: ${x}`);
      await page.screenshot({ path: join(shots, `${name}-es.png`) });
      // The same aim in English: the row is checked again (other words, other widths).
      await fromGameMenu(page, "lang");
      for (const x of await uprightProblems(page, s, game)) problems.push(`aim ${aims} in English: ${x}`);
      await page.screenshot({ path: join(shots, `${name}-en.png`) });
      await fromGameMenu(page, "lang");
    },
  });
  expect(problems).toEqual([]);
  expect(r.log.covered).toEqual([]);
  expect([...seen].sort()).toEqual([...wanted].sort());
  expect(errors).toEqual([]);
  await page.close();
}

/** Enough aims for the beginner computer to foul at least once; the run stops earlier when it has. */
const MAX_AIMS = 36;

describe("the upright phone keeps its table all match long (issue 44, e2e, Chromium)", () => {
  it("Bola 8: lag, after the break, both groups known, a foul, ball in hand: cloth ≥ 45%, nothing over it, the rules' parts in view", async () => {
    await playUpright("bola8", "upright-44");
  }, 600_000);
  it("Piña: the ball on, the score and the fouls in a row in view at every aim; cloth ≥ 45%", async () => {
    // A seed whose beginner computer scratches within MAX_AIMS (upright-44's Piña no longer did
    // once b6b33f4 mended a graze in the rack: another break, another match).
    await playUpright("pina", "upright-45");
  }, 600_000);
});
