/**
 * The project explains itself (issue 43): the README and the docs point only at files inside
 * the project, never at the steering documents beside it, and the format docs name every field,
 * step, option and setting the code accepts or prints, so a change to a format that leaves its
 * doc behind fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { toReportLine } from "../../src/cli/script/report-line.ts";
import { runScriptText } from "../../src/cli/script/run.ts";
import { DEFAULT_BALL_PARAMS, DEFAULT_PHYSICS_OPTIONS, PHYSICS_PRESETS } from "../../src/physics/options.ts";
import { CUSHION_MODELS, TABLE_SIZES } from "../../src/physics/types.ts";
import { OPTION_NAMES } from "../../src/rules/actions.ts";
import { EVENT_KEYS, STEP_KEYS } from "../../src/rules/script/schema.ts";
import { SETTINGS } from "../../src/rules/settings.ts";
import { PROJECT_ROOT } from "../steering-documents.ts";

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), "utf8");
const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(PROJECT_ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

describe("the README and the docs stand alone", () => {
  it("never send the reader to the steering documents beside the project", () => {
    for (const doc of DOCS) expect(read(doc), doc).not.toMatch(/\.\.\/shared/);
  });

  it("link only to files that exist inside the project", () => {
    for (const doc of DOCS) {
      for (const m of read(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split("#")[0]!;
        if (target === "" || /^[a-z]+:/.test(target)) continue;
        const path = resolve(PROJECT_ROOT, dirname(doc), target);
        expect(relative(PROJECT_ROOT, path).startsWith(".."), `${doc} links outside: ${target}`).toBe(false);
        expect(
          statSync(path, { throwIfNoEntry: false }),
          `${doc} links to a missing ${target}`,
        ).toBeDefined();
      }
    }
  });

  it("keeps the README short enough for a newcomer (≤ 200 lines)", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(200);
  });
});

/** Whether a doc names a word as code: `word` or "word" in a JSON example. */
const names = (doc: string, word: string | number) =>
  doc.includes(`\`${word}\``) || doc.includes(`"${word}"`) || doc.includes(`\`"${word}"\``);

describe("docs/match-script.md names everything a script holds and a line prints", () => {
  const doc = read("docs/match-script.md");

  it("every step, event, option and setting", () => {
    const words = [...STEP_KEYS, ...EVENT_KEYS, ...OPTION_NAMES, ...SETTINGS.map((s) => s.name)];
    expect(words.filter((w) => !names(doc, w))).toEqual([]);
  });

  it("every field of the output lines of the three examples (singles, Piña, sides)", () => {
    const fields = new Set<string>(["equalizeUpTo"]);
    for (const example of ["bola8-match", "pina-encounter", "bola8-doubles"]) {
      const run = runScriptText(read(`examples/${example}.json`));
      expect(run.error, example).toBeNull();
      for (const s of run.steps)
        for (const k of Object.keys(toReportLine(s.step, run.header!.game, s.report))) fields.add(k);
    }
    expect(fields.has("shooter")).toBe(true);
    expect([...fields].filter((f) => !names(doc, f))).toEqual([]);
  });
});

describe("docs/simulate.md names everything a scenario may hold", () => {
  const doc = read("docs/simulate.md");

  it("every table, physics option, ball parameter, preset and cushion model", () => {
    const words = [
      ...TABLE_SIZES,
      "preset",
      ...Object.keys(DEFAULT_PHYSICS_OPTIONS),
      ...Object.keys(DEFAULT_BALL_PARAMS),
      ...Object.keys(PHYSICS_PRESETS),
      ...CUSHION_MODELS,
    ];
    expect(words.filter((w) => !names(doc, w))).toEqual([]);
  });
});
