import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runScriptText } from "../../src/cli/script/run.ts";

const mingo = (args: string[], input?: string) =>
  spawnSync("node", ["bin/mingo.js", ...args], { encoding: "utf8", input, timeout: 60_000 });

const script = (steps: unknown[], over: Record<string, unknown> = {}) =>
  JSON.stringify({ game: "bola8", players: ["Ana", "Beto"], breaker: 0, steps, ...over });

const legalBreak = { shot: { by: 0, events: [{ hit: [0, 1] }, { pocket: [3, "foot-left"] }] } };

describe("mingo referee (MATCH-SCRIPT.md)", () => {
  it("prints one JSON line per step, in the contract's field order, and exits 0", () => {
    const r = mingo(["referee", "examples/bola8-match.json"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    const steps = JSON.parse(readFileSync("examples/bola8-match.json", "utf8")).steps as unknown[];
    const lines = r.stdout.trim().split("\n");
    expect(lines).toHaveLength(steps.length);
    const first = JSON.parse(lines[0]!);
    expect(Object.keys(first)).toEqual([
      "step",
      "rack",
      "turn",
      "fouls",
      "loss",
      "winner",
      "open",
      "groups",
      "score",
      "onTable",
      "spotted",
      "ballInHand",
      "options",
      "optionsFor",
      "consecutiveFouls",
      "turnsOwed",
      "matchScore",
      "matchOver",
    ]);
    expect(first).toMatchObject({
      step: 1,
      rack: 1,
      turn: 0,
      open: true,
      onTable: [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    });
    const last = JSON.parse(lines.at(-1)!);
    // B8-BREAK-8-WIN: Beto pockets the 8 on the break of the third rack and wins the race to 2.
    expect(last).toMatchObject({ rack: 3, winner: 1, loss: null, matchScore: [1, 2], matchOver: true });
  });

  it("gives pina lines score and ballOn instead of open and groups", () => {
    const r = mingo(["referee", "examples/pina-encounter.json"]);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(Object.keys(lines[0])).toContain("ballOn");
    expect(Object.keys(lines[0])).not.toContain("open");
    // PC-MATCH: two games won first end the encounter 3–0.
    expect(lines.at(-1)).toMatchObject({ winner: 0, loss: "G-RESIGN", matchScore: [3, 0], matchOver: true });
  });

  it("G-NOCALL: a Piña script whose shots carry no call is ruled step by step (exit 0), nothing uncalled scores", () => {
    const steps = [
      { shot: { by: 0, events: [{ hit: [0, 1] }, { rail: 1 }, { rail: 2 }, { rail: 3 }, { rail: 4 }] } },
      { shot: { by: 1, events: [{ hit: [0, 1] }, { pocket: [1, "foot-left"] }] } },
      {
        shot: {
          by: 0,
          events: [{ hit: [0, 1] }, { pocket: [1, "side-right"] }, { pocket: [5, "head-left"] }],
        },
      },
    ];
    const r = mingo(["referee", "-"], script(steps, { game: "pina" }));
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatchObject({ turn: 0, fouls: [], score: [0, 0], spotted: [1], ballOn: 1 });
    expect(lines[2]).toMatchObject({ turn: 1, fouls: [], score: [0, 0], spotted: [1, 5], ballOn: 1 });
  });

  it("G-NOCALL / G-RESIGN: a Bola 8 script with an uncalled shot on an open table (B8-F2) and a resignation", () => {
    const steps = [
      { shot: { by: 0, events: [{ hit: [0, 1] }, { rail: 1 }, { rail: 2 }, { rail: 3 }, { rail: 4 }] } },
      { shot: { by: 1, events: [{ hit: [0, 2] }, { pocket: [2, "side-left"] }] } },
      { resign: { by: 1 } },
    ];
    const r = mingo(["referee", "-"], script(steps));
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[1]).toMatchObject({ fouls: ["B8-F2"], options: ["accept", "ball-in-hand"], optionsFor: 0 });
    expect(lines[2]).toMatchObject({ loss: "G-RESIGN", winner: 0, matchScore: [1, 0] });
  });

  it("reads standard input with -", () => {
    const r = mingo(["referee", "-"], script([legalBreak]));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ step: 1, turn: 0, fouls: [], open: true });
  });

  it("stops at the first bad step with exit 2 and one line naming it, after printing the steps before", () => {
    const r = mingo(["referee", "-"], script([legalBreak, { shot: { by: 1, events: [{ hit: [0, 2] }] } }]));
    expect(r.status).toBe(2);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    const err = r.stderr.trim().split("\n");
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^step 2: .*turn/);
  });

  it.each([
    ["not JSON", "{oops", /^the script is not valid JSON/],
    ["unknown field", script([], { table: "9ft" }), /^script: unknown field "table"$/],
    ["unknown setting", script([], { settings: { raceToo: 3 } }), /^settings: .*raceToo/],
  ])("refuses a script with %s, exit 2, no stack trace", (_name, text, message) => {
    const r = mingo(["referee", "-"], text);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("says when the file cannot be read, and refuses an unknown --lang", () => {
    const missing = mingo(["referee", "no/such/file.json"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toBe("cannot read no/such/file.json: ENOENT");
    const lang = mingo(["referee", "--explain", "--lang", "fr", "examples/bola8-match.json"]);
    expect(lang.status).toBe(2);
    expect(lang.stderr.trim()).toBe('--lang must be es or en, not "fr"');
  });

  it("explains in Spanish by default and in English on request: the call, the first ball hit, each ball and its pocket", () => {
    const es = mingo(["referee", "--explain", "examples/bola8-match.json"]);
    expect(es.status).toBe(0);
    expect(es.stdout).toContain(
      [
        "Paso 4 · triángulo 1",
        "  Ana tira.",
        "  La blanca toca primero la 9.",
        "  Infracción de Ana: primera bola equivocada (B8-F11).",
      ].join("\n"),
    );
    expect(es.stdout).toContain("  La 2 entra en la tronera del medio izquierda.");
    expect(es.stdout).toContain(
      "  Bola en mano: Beto coloca la blanca donde quiera detrás de la línea de salida (B8-SANCTION).",
    );
    expect(es.stdout).toContain("  Una infracción (B8-L9).");
    const en = mingo(["referee", "--explain", "--lang", "en", "examples/pina-encounter.json"]);
    expect(en.status).toBe(0);
    expect(en.stdout).toContain(
      [
        "Step 4 · game 1",
        "  José shoots.",
        "  Calls the 3 in the foot-left pocket.",
        "  The cue ball hits the 4 first.",
        "  Foul by José: the ball on (PC-ORDER).",
      ].join("\n"),
    );
    expect(en.stdout).toContain("  The 1 drops in the foot-right pocket.");
    expect(en.stdout).toContain("Two turns for José");
    // Every line is a whole sentence: one full stop, no doubled punctuation, no placeholder.
    for (const out of [es.stdout, en.stdout])
      for (const l of out
        .trim()
        .split("\n")
        .filter((x) => x.startsWith("  "))) {
        expect(l).toMatch(/[.…]$/);
        expect(l).not.toMatch(/\.\.|undefined|NaN|\{/);
      }
  });

  it("shows control characters in player names escaped (a hostile name cannot drive the terminal)", () => {
    const r = mingo(
      ["referee", "--explain", "-"],
      script([legalBreak], { players: ["Ana\u001b[2J\u0007", "Beto\nPaso 9"] }),
    );
    expect(r.status).toBe(0);
    const controls = [...r.stdout].filter((c) => c !== "\n" && /\p{Cc}/u.test(c));
    expect(controls).toEqual([]);
    expect(r.stdout).toContain("Ana\\u{1b}[2J\\u{7} abre.");
    expect(r.stdout).not.toContain("\nPaso 9");
  });
});

describe("script runs refused at the step that breaks the rules of the game", () => {
  const errorOf = (steps: unknown[], over: Record<string, unknown> = {}) =>
    runScriptText(script(steps, over)).error;

  it("a shot by the player not on turn", () => {
    expect(errorOf([{ shot: { by: 1, events: [{ hit: [0, 1] }] } }])).toMatch(/^step 1: .*turn/);
  });
  it("an option that was not offered", () => {
    expect(errorOf([legalBreak, { choose: { by: 1, option: "rebreak" } }])).toMatch(/^step 2: /);
  });
  it("a ball that is not on the table", () => {
    expect(
      errorOf([
        legalBreak,
        { declare: { by: 0, group: "solids" } },
        { shot: { by: 0, events: [{ hit: [0, 3] }] } },
      ]),
    ).toMatch(/^step 3: .*3/);
  });
  it("an unknown rule ID among the declared fouls", () => {
    expect(errorOf([{ shot: { by: 0, events: [{ hit: [0, 1] }], fouls: ["B8-F99"] } }])).toMatch(
      /^step 1: .*B8-F99/,
    );
  });
  it("a lag in bola8 where none is due", () => {
    expect(errorOf([{ lag: { winner: 1 } }])).toMatch(/^step 1: /);
  });
  it("keeps the steps before the bad one", () => {
    const run = runScriptText(
      script([legalBreak, { declare: { by: 0, group: "solids" } }, { resign: { by: 3 } }]),
    );
    expect(run.steps.map((s) => s.step)).toEqual([1, 2]);
    expect(run.error).toMatch(/^step 3: resign\.by/);
  });
});
