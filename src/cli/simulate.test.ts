import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The real command, as a user runs it: node bin/mingo.js simulate … */
function mingo(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ["bin/mingo.js", "simulate", ...args],
      { cwd: join(import.meta.dirname, "..", ".."), timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    if (stdin !== undefined) child.stdin?.end(stdin);
  });
}

const dir = mkdtempSync(join(tmpdir(), "mingo-simulate-"));
const EXAMPLES = join(import.meta.dirname, "..", "..", "examples");
const write = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

const scenario = {
  table: "9ft",
  balls: [
    { id: 0, x: -0.6, y: 0 },
    { id: 1, x: 0.635, y: 0.02 },
    { id: 9, x: 0.3, y: -0.3 },
  ],
  strike: { speed: 3, direction: 0, tipX: 0, tipY: 0, elevation: 0 },
};

describe("mingo simulate (the real command)", () => {
  it("prints the events and final positions, the same bytes on every run, and draws an SVG", async () => {
    const file = write("ok.json", JSON.stringify(scenario));
    const svg = join(dir, "ok.svg");
    const first = await mingo([file, "--svg", svg]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    const out = JSON.parse(first.stdout);
    expect(out.events[0]).toEqual({ t: 0, kind: "strike", ball: 0 });
    expect(
      out.events.some(
        (e: { kind: string; a?: number; b?: number }) => e.kind === "ball-ball" && e.a === 0 && e.b === 1,
      ),
    ).toBe(true);
    expect(out.final.map((b: { id: number }) => b.id)).toEqual([0, 1, 9]);
    // Ball 9 is never touched.
    expect(out.final[2]).toEqual({ id: 9, x: 0.3, y: -0.3, state: "stationary" });
    const second = await mingo([file]);
    expect(second.stdout).toBe(first.stdout);
    const drawing = readFileSync(svg, "utf8");
    expect(drawing.startsWith("<svg")).toBe(true);
    expect(drawing).toContain("<polyline");
  });
  it("draws only the region around a pocket with --svg-pocket: the README's rattle, out at 3.5 m/s, in at 1.2", async () => {
    const fast = join(dir, "rattle-fast.svg");
    const r = await mingo([join(EXAMPLES, "rattle-fast.json"), "--svg", fast, "--svg-pocket", "foot-right"]);
    expect(r.code).toBe(0);
    const events = JSON.parse(r.stdout).events as { kind: string; cushion?: string; pocket?: string }[];
    // The right point, the hole's far side, the left point: and back out, never dropped.
    expect(
      events.filter((e) => e.kind === "ball-cushion" && e.cushion === "jaw" && e.pocket === "foot-right"),
    ).toHaveLength(3);
    expect(events.some((e) => e.kind === "ball-pocket")).toBe(false);
    // A square 0.4 m across (plus the title's band) around the pocket: the cloth's corner, at
    // x 1.27 m, y −0.635 m on a 9 ft table (the drawing's y points down, in mm), inside it.
    const svg = readFileSync(fast, "utf8");
    const [x0, y0, w, h] = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/
      .exec(svg)!
      .slice(1)
      .map(Number) as [number, number, number, number];
    expect(w).toBe(400);
    expect(h).toBeGreaterThanOrEqual(400);
    expect(x0 < 1270 && 1270 < x0 + w && y0 < 635 && 635 < y0 + h).toBe(true);
    expect(readFileSync(fast, "utf8")).not.toContain("numbered ball: where it stopped");
    const slow = await mingo([
      join(EXAMPLES, "rattle-slow.json"),
      "--svg",
      join(dir, "slow.svg"),
      "--svg-pocket",
      "foot-right",
    ]);
    expect(
      JSON.parse(slow.stdout).events.some(
        (e: { kind: string; pocket?: string }) => e.kind === "ball-pocket" && e.pocket === "foot-right",
      ),
    ).toBe(true);
  });
  it("refuses an unknown pocket, or --svg-pocket without --svg, in one line", async () => {
    const file = write("pocket.json", JSON.stringify(scenario));
    const unknown = await mingo([file, "--svg", join(dir, "p.svg"), "--svg-pocket", "middle"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      '--svg-pocket: expected one of foot-left, foot-right, side-left, side-right, head-left, head-right, got "middle"\n',
    );
    const alone = await mingo([file, "--svg-pocket", "foot-right"]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toBe("--svg-pocket needs --svg FILE to draw to\n");
    expect(existsSync(join(dir, "p.svg"))).toBe(false);
  });
  it("reads the scenario from standard input with -", async () => {
    const r = await mingo(["-"], JSON.stringify(scenario));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).final).toHaveLength(3);
  });
  const bad: [string, string, RegExp][] = [
    ["malformed JSON", '{"table": "9ft", ', /not valid JSON/],
    [
      "a speed that is text",
      JSON.stringify({ ...scenario, strike: { speed: "fast", direction: 0 } }),
      /strike\.speed: must be a number/,
    ],
    [
      "overlapping balls",
      JSON.stringify({
        ...scenario,
        balls: [
          { id: 0, x: 0, y: 0 },
          { id: 1, x: 0.03, y: 0 },
        ],
      }),
      /balls 0 and 1 overlap/,
    ],
    ["an unknown field", JSON.stringify({ ...scenario, spin: 1 }), /unknown field "spin"/],
    [
      "an unknown option",
      JSON.stringify({ ...scenario, options: { gravity: 1 } }),
      /options\.gravity: unknown name/,
    ],
  ];
  it.concurrent.each(bad)("exits 2 with one line on stderr for %s", async (name, text, message) => {
    // Each case its own file: the cases run at the same time.
    const r = await mingo([write(`${name.replace(/\W+/g, "-")}.json`, text)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
  it("exits 2 naming a file that cannot be read", async () => {
    const r = await mingo([join(dir, "missing.json")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cannot read .*missing\.json/);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});
