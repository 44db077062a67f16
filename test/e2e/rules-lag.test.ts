/**
 * The rules page's demonstrations in Chromium, beside rules.test.ts: a lag's rule (B8-LAG-1) plays
 * as a new match's lag — both lag balls roll, the lag's judgement is said, and there is no
 * position to try — and a rule shown by another rule's stroke (PC-9, an alias of PC-45's
 * demonstration) plays with words that cite it. A foul only a person sees (B8-F8) plays as a
 * scorekeeper meets it, what the referee saw said first; a match of sides (G-TEAM) plays by its
 * partners, and "try it" opens it with the partner due.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enRules } from "../../src/client/i18n/rules-en.ts";
import { esRules } from "../../src/client/i18n/rules-es.ts";
import type { Lang } from "../../src/core/index.ts";
import { playDemonstration, playLagDemonstration, RULE_LAGS, RULE_POSITIONS } from "../../src/game/index.ts";
import { narrateLag, narrateStep, renderLine, ruleText } from "../../src/narration/index.ts";
import { runDemo, type Served, serveClient, snapshot } from "./game/harness.ts";

let served: Served;
beforeAll(async () => {
  served = await serveClient();
}, 120_000);
afterAll(async () => {
  await served?.close();
});

/** The names the page gives the demonstration's players. */
const NAMES: Record<Lang, [string, string]> = {
  es: [esRules.demoShooter, esRules.demoOpponent],
  en: [enRules.demoShooter, enRules.demoOpponent],
};

async function open(lang: Lang, id: string): Promise<Page> {
  const page = await served.browser.newPage({ viewport: { width: 1280, height: 720 } });
  // The demonstrations run on the page's clock, which runDemo moves ahead.
  await page.clock.install();
  await page.goto(`${served.url}rules.html?lang=${lang}#${id}`);
  await page.getByTestId(`rule-${id}`).waitFor();
  return page;
}

/** Each ball drawn in a section's demonstration: [ball, cx, cy]. */
const ballsIn = (page: Page, id: string) =>
  page
    .getByTestId(`rule-${id}`)
    .locator("circle.ball")
    .evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute("data-ball"),
        Number(e.getAttribute("cx")),
        Number(e.getAttribute("cy")),
      ]),
    );

/** Plays a section's demonstration and returns the referee's words, one per line. */
async function play(page: Page, id: string): Promise<string[]> {
  const section = page.getByTestId(`rule-${id}`);
  await runDemo(page, section);
  return section.getByTestId("demo-ruling").locator("p").allTextContents();
}

describe("the rules page's lag and alias demonstrations (e2e, Chromium)", () => {
  it("B8-LAG-1: both lag balls roll, the lag's judgement is said and cites B8-LAG-1, and there is nothing to try", async () => {
    const lag = RULE_LAGS["B8-LAG-1"]!;
    for (const lang of ["es", "en"] as const) {
      const page = await open(lang, "B8-LAG-1");
      const section = page.getByTestId("rule-B8-LAG-1");
      await section.getByTestId("demonstration").waitFor();
      // A lag has no position to open on the game table.
      expect(await section.getByTestId("try-it").count()).toBe(0);
      const before = await ballsIn(page, "B8-LAG-1");
      expect(before).toHaveLength(2);
      const said = await play(page, "B8-LAG-1");
      // The engine's lag, judged and said as the page says it.
      const played = playLagDemonstration(lag, NAMES[lang]);
      if (!played.ok) throw new Error(played.error.message);
      const lines = narrateLag(lag.game, NAMES[lang], played.value.after.step.lag!.result);
      expect(lines.map((l) => l.rule)).toContain("B8-LAG-1");
      expect(said).toEqual(lines.map((l) => renderLine(l, lang)));
      // The fault by the rule's title, mid-sentence ("Jugador: sorteo: cruzó de mitad").
      expect(said.join(" ").toLowerCase()).toContain(ruleText("B8-LAG-1", lang).title.toLowerCase());
      // Both balls went up the table and came back somewhere else.
      const after = await ballsIn(page, "B8-LAG-1");
      expect(after.map((b) => b[0])).toEqual(before.map((b) => b[0]));
      for (const [i, b] of after.entries())
        expect(b.slice(1), `ball ${b[0]}`).not.toEqual(before[i]!.slice(1));
      expect(await section.getByTestId("demo-play").textContent()).toBe(
        lang === "es" ? esRules.demoAgain : enRules.demoAgain,
      );
      await page.close();
    }
  }, 120_000);

  it("PC-9, shown by PC-45's stroke: it plays, the referee's words cite PC-9, and it can be tried", async () => {
    const p = RULE_POSITIONS["PC-9"]!;
    expect(p).toBe(RULE_POSITIONS["PC-45"]);
    for (const lang of ["en", "es"] as const) {
      const page = await open(lang, "PC-9");
      const section = page.getByTestId("rule-PC-9");
      const before = await ballsIn(page, "PC-9");
      const said = await play(page, "PC-9");
      const played = playDemonstration(p, NAMES[lang]);
      if (!played.ok) throw new Error(played.error.message);
      const { before: m, after } = played.value;
      const step = after.step;
      expect(step.ruling!.notes).toContain("PC-9");
      const lines = narrateStep({
        names: NAMES[lang],
        before: m.rules!,
        action: step.ruleAction!,
        ruling: step.ruling!,
        report: step.report!,
      });
      // The foul under PC-45, and PC-9 named by its title.
      expect(lines.map((l) => l.rule)).toEqual(expect.arrayContaining(["PC-45", "PC-9"]));
      expect(said).toEqual(lines.map((l) => renderLine(l, lang)));
      expect(said).toContain(`${ruleText("PC-9", lang).title}.`);
      // The cue ball moved.
      const cue = (balls: (string | number | null)[][]) => balls.find((b) => b[0] === "0")!.slice(1);
      expect(cue(await ballsIn(page, "PC-9"))).not.toEqual(cue(before));
      expect(await section.getByTestId("try-it").getAttribute("href")).toContain("position=PC-9");
      await page.close();
    }
  }, 120_000);
});

describe("the rules page's referee-mode and sides demonstrations (e2e, Chromium)", () => {
  it("B8-F8 (G-HUMAN): the clean pot plays, the page says what the referee saw, then the foul and its options", async () => {
    for (const lang of ["es", "en"] as const) {
      const page = await open(lang, "B8-F8");
      const said = await play(page, "B8-F8");
      const words = lang === "es" ? esRules : enRules;
      const title = ruleText("B8-F8", lang).title;
      expect(said[0]).toBe(words.demoSeen.replace("{what}", title));
      const played = playDemonstration(RULE_POSITIONS["B8-F8"]!, NAMES[lang]);
      if (!played.ok) throw new Error(played.error.message);
      const { before, after } = played.value;
      const lines = narrateStep({
        names: NAMES[lang],
        before: before.rules!,
        action: after.step.ruleAction!,
        ruling: after.step.ruling!,
        report: after.step.report!,
      });
      expect(lines.map((l) => l.rule)).toEqual(expect.arrayContaining(["B8-F8", "B8-SANCTION"]));
      expect(said.slice(1)).toEqual(lines.map((l) => renderLine(l, lang)));
      await page.close();
    }
  }, 120_000);

  it("G-TEAM: Carla's stroke is her side's third foul; 'try it' opens the position of sides with Carla due", async () => {
    const page = await open("es", "G-TEAM");
    const said = await play(page, "G-TEAM");
    expect(said[0]).toBe("Carla (Ana y Carla) tira.");
    expect(said).toContain("Ana y Carla pierden el triángulo: tres infracciones seguidas.");
    await page.getByTestId("rule-G-TEAM").getByTestId("try-it").click();
    await page.getByTestId("practice").waitFor();
    const s = await snapshot(page);
    expect(s.screen).toBe("game");
    expect((s as unknown as { due: unknown }).due).toMatchObject({ side: 0, partner: 1, name: "Carla" });
    await page.close();
  }, 120_000);
});

describe("the rules page's no-show demonstrations (e2e, Chromium)", () => {
  it("PC-NOSHOW and PC-24: the clock runs out the wait, and the outcome is the tournament's: a forfeit, or both out", async () => {
    for (const lang of ["es", "en"] as const) {
      const words = lang === "es" ? esRules : enRules;
      const page = await open(lang, "PC-NOSHOW");
      // Only the player who came has a lag ball waiting; there is nothing to try.
      expect(await ballsIn(page, "PC-NOSHOW")).toHaveLength(1);
      expect(await page.getByTestId("rule-PC-NOSHOW").getByTestId("try-it").count()).toBe(0);
      const forfeit = await play(page, "PC-NOSHOW");
      expect(forfeit).toEqual([
        words.demoNoShowForfeit
          .replace("{absent}", NAMES[lang][1])
          .replace("{minutes}", "30")
          .replace("{present}", NAMES[lang][0])
          .replace("{points}", "3–0"),
      ]);
      expect(await page.getByTestId("rule-PC-NOSHOW").getByTestId("demo-clock").textContent()).toContain(
        "30",
      );
      const both = await play(page, "PC-24");
      expect(both).toEqual([words.demoNoShowBoth.replace("{minutes}", "30")]);
      expect(await ballsIn(page, "PC-24")).toHaveLength(0);
      await page.close();
    }
  }, 120_000);
});
