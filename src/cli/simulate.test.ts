import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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
