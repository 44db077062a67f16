import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromScenario, parseScenario } from "./scenario.ts";

const R = 0.028575;
const valid = () => ({
  table: "9ft",
  balls: [
    { id: 0, x: -0.6, y: 0 },
    { id: 1, x: 0.635, y: 0 },
  ],
  strike: { speed: 3, direction: 0, tipX: 0, tipY: 0, elevation: 0 },
  options: {},
});

/** Refusals: one row per kind of mistake, with the text the one-line message must contain. */
const refusals: [string, unknown, string][] = [
  [
    "speed as a string",
    { ...valid(), strike: { ...valid().strike, speed: "3" } },
    "strike.speed: must be a number",
  ],
  [
    "speed NaN",
    { ...valid(), strike: { ...valid().strike, speed: Number.NaN } },
    "strike.speed: must be a number",
  ],
  [
    "speed Infinity",
    { ...valid(), strike: { ...valid().strike, speed: Infinity } },
    "strike.speed: must be a number",
  ],
  [
    "speed null",
    { ...valid(), strike: { ...valid().strike, speed: null } },
    "strike.speed: must be a number",
  ],
  [
    "negative speed",
    { ...valid(), strike: { ...valid().strike, speed: -1 } },
    "strike.speed: must not be negative",
  ],
  [
    "absurd speed",
    { ...valid(), strike: { ...valid().strike, speed: 1e6 } },
    "strike.speed: must be at most",
  ],
  ["missing direction", { ...valid(), strike: { speed: 3 } }, "strike.direction: must be a number"],
  ["tip off the ball", { ...valid(), strike: { ...valid().strike, tipX: 0.8, tipY: 0.8 } }, "tip offset"],
  ["elevation above 90", { ...valid(), strike: { ...valid().strike, elevation: 95 } }, "strike.elevation"],
  [
    "unknown strike field",
    { ...valid(), strike: { ...valid().strike, english: 1 } },
    'strike: unknown field "english"',
  ],
  ["unknown top field", { ...valid(), extra: true }, 'top level: unknown field "extra"'],
  ["unknown ball field", { ...valid(), balls: [{ id: 0, x: 0, y: 0, z: 0 }] }, 'balls[0]: unknown field "z"'],
  ["unknown table", { ...valid(), table: "10ft" }, 'table: must be one of "7ft", "8ft", "9ft"'],
  ["table missing", { balls: valid().balls, strike: valid().strike }, "table: must be one of"],
  ["balls not an array", { ...valid(), balls: {} }, "balls: must be an array"],
  ["no balls", { ...valid(), balls: [] }, "balls: must not be empty"],
  ["ball not an object", { ...valid(), balls: [0] }, "balls[0]: must be a ball"],
  [
    "ball id 16",
    { ...valid(), balls: [{ id: 16, x: 0, y: 0 }] },
    "balls[0].id: must be a ball number from 0 to 15",
  ],
  ["ball id -1", { ...valid(), balls: [{ id: -1, x: 0, y: 0 }] }, "balls[0].id: must be a ball number"],
  ["ball id 1.5", { ...valid(), balls: [{ id: 1.5, x: 0, y: 0 }] }, "balls[0].id: must be a ball number"],
  ["ball id as text", { ...valid(), balls: [{ id: "0", x: 0, y: 0 }] }, "balls[0].id: must be a number"],
  ["x as text", { ...valid(), balls: [{ id: 0, x: "0", y: 0 }] }, "balls[0].x: must be a number"],
  ["no cue ball", { ...valid(), balls: [{ id: 1, x: 0, y: 0 }] }, "no cue ball"],
  [
    "duplicate id",
    {
      ...valid(),
      balls: [
        { id: 0, x: 0, y: 0 },
        { id: 0, x: 0.5, y: 0 },
      ],
    },
    "ball 0 appears more than once",
  ],
  [
    "overlap",
    {
      ...valid(),
      balls: [
        { id: 0, x: 0, y: 0 },
        { id: 3, x: 0.05, y: 0 },
      ],
    },
    "balls 0 and 3 overlap by 7.15 mm",
  ],
  ["off the foot", { ...valid(), balls: [{ id: 0, x: 1.25, y: 0 }] }, "ball 0 at (1.25, 0) is off the cloth"],
  ["off the side", { ...valid(), balls: [{ id: 0, x: 0.3, y: -0.62 }] }, "is off the cloth"],
  ["off a 7ft table", { ...valid(), table: "7ft", balls: [{ id: 0, x: 0.98, y: 0 }] }, "on a 7ft table"],
  [
    "neither strike nor cueBall",
    { table: "9ft", balls: valid().balls },
    'exactly one of "strike" or "cueBall"',
  ],
  [
    "both strike and cueBall",
    { ...valid(), cueBall: { v: [1, 0, 0], w: [0, 0, 0] } },
    'exactly one of "strike" or "cueBall"',
  ],
  [
    "cueBall.v too short",
    { ...valid(), strike: undefined, cueBall: { v: [1, 0], w: [0, 0, 0] } },
    "cueBall.v: must be [x, y, z]",
  ],
  [
    "cueBall.w with text",
    { ...valid(), strike: undefined, cueBall: { v: [1, 0, 0], w: [0, "a", 0] } },
    "cueBall.w[1]: must be a number",
  ],
  ["unknown option", { ...valid(), options: { frobnicate: 1 } }, "options.frobnicate: unknown name"],
  ["option not a number", { ...valid(), options: { ball: { mass: "heavy" } } }, "options.ball.mass"],
  ["options not an object", { ...valid(), options: 3 }, "options"],
  ["scenario is an array", [], "a scenario must be a JSON object"],
  ["scenario is null", null, "a scenario must be a JSON object"],
];

it("accepts a ball resting in a pocket's mouth past the nose line, where the engine can leave one", () => {
  // Side-right pocket: x = 0, just past the right cushion's nose line (|y| ≤ 0.606425 on 9 ft).
  expect(fromScenario({ ...valid(), balls: [{ id: 0, x: 0, y: -0.62 }] }).ok).toBe(true);
});

describe("fromScenario refuses each kind of mistake with one line naming it", () => {
  it.each(refusals)("%s", (_name, input, expected) => {
    const r = fromScenario(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain(expected);
    expect(r.error).not.toContain("\n");
  });
});

describe("fromScenario accepts a valid scenario", () => {
  it("places balls at rest on the cloth and keeps the strike", () => {
    const r = fromScenario(valid());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.table.size).toBe("9ft");
    expect(r.value.balls.map((b) => [b.id, ...b.r, b.motion])).toEqual([
      [0, -0.6, 0, R, "stationary"],
      [1, 0.635, 0, R, "stationary"],
    ]);
    expect(r.value.shot).toEqual({ speed: 3, direction: 0, tipX: 0, tipY: 0, elevation: 0 });
  });
  it("defaults tipX, tipY and elevation to 0", () => {
    const r = fromScenario({ ...valid(), strike: { speed: 2, direction: 45 } });
    expect(r.ok && r.value.shot).toEqual({ speed: 2, direction: 45, tipX: 0, tipY: 0, elevation: 0 });
  });
  it("takes the cueBall form as velocities", () => {
    const r = fromScenario({
      table: "8ft",
      balls: valid().balls,
      cueBall: { v: [1, 0.5, 0], w: [0, 10, -3] },
    });
    expect(r.ok && r.value.shot).toEqual({ kind: "velocities", v: [1, 0.5, 0], w: [0, 10, -3] });
  });
  it("accepts frozen balls (touching within 1 µm) but not 2 µm of overlap", () => {
    const at = (d: number) => ({
      ...valid(),
      balls: [
        { id: 0, x: 0, y: 0 },
        { id: 5, x: d, y: 0 },
      ],
    });
    expect(fromScenario(at(2 * R)).ok).toBe(true);
    expect(fromScenario(at(2 * R - 0.9e-6)).ok).toBe(true);
    expect(fromScenario(at(2 * R - 2e-6)).ok).toBe(false);
  });
  it("accepts a ball frozen to a cushion but not one pushed into it", () => {
    const L = 100 * 0.0254;
    expect(fromScenario({ ...valid(), balls: [{ id: 0, x: L / 2 - R, y: 0 }] }).ok).toBe(true);
    expect(fromScenario({ ...valid(), balls: [{ id: 0, x: L / 2 - R + 1e-5, y: 0 }] }).ok).toBe(false);
  });
  it("applies named options", () => {
    const r = fromScenario({ ...valid(), options: { ball: { muSlide: 0.15 } } });
    expect(r.ok && r.value.options.ball.muSlide).toBe(0.15);
  });
});

describe("parseScenario on arbitrary text and values (fuzz)", () => {
  it("reports malformed JSON as one line", () => {
    for (const text of ["", "{", '{"table": }', "[1,2", "nul", "{'a':1}", "\u0000"]) {
      const r = parseScenario(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatch(/^not valid JSON: /);
        expect(r.error).not.toContain("\n");
      }
    }
  });
  it("never throws on any string, and errors are single lines", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseScenario(text);
        if (!r.ok) expect(r.error).not.toContain("\n");
      }),
      { numRuns: 500 },
    );
  });
  it("never throws on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const r = fromScenario(value);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
  it("refuses a valid scenario with any one field replaced by a value of the wrong kind", () => {
    const paths: (string | number)[][] = [
      ["table"],
      ["balls"],
      ["balls", 0],
      ["balls", 1, "id"],
      ["balls", 1, "x"],
      ["balls", 0, "y"],
      ["strike"],
      ["strike", "speed"],
      ["strike", "direction"],
      ["strike", "tipX"],
      ["strike", "tipY"],
      ["strike", "elevation"],
    ];
    const wrong = fc.oneof(
      fc.string(),
      fc.constant(null),
      fc.boolean(),
      fc.constant(Number.NaN),
      fc.constant(Number.POSITIVE_INFINITY),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...paths), wrong, (path, value) => {
        const s = structuredClone(valid()) as Record<string | number, unknown>;
        let node = s as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
        node[path[path.length - 1]!] = value;
        const r = fromScenario(s);
        // "table" may be replaced by a valid size string by chance; fast-check strings rarely are.
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error).not.toContain("\n");
      }),
      { numRuns: 400 },
    );
  });
  it("refuses any unknown field at any level", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("top", "ball", "strike"),
        fc
          .string({ minLength: 1 })
          .filter(
            (k) =>
              ![
                "id",
                "x",
                "y",
                "speed",
                "direction",
                "tipX",
                "tipY",
                "elevation",
                "table",
                "balls",
                "strike",
                "cueBall",
                "options",
                "__proto__",
              ].includes(k),
          ),
        (where, key) => {
          const s = valid() as Record<string, unknown> & ReturnType<typeof valid>;
          const target: Record<string, unknown> =
            where === "top" ? s : where === "ball" ? (s.balls[0] as Record<string, unknown>) : s.strike;
          target[key] = 1;
          const r = fromScenario(s);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error).toContain("unknown field");
        },
      ),
      { numRuns: 300 },
    );
  });
  it("refuses two balls closer than 2R − 1 µm and accepts them at 2R or more", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 2 * R - 1.01e-6, noNaN: true }),
        fc.double({ min: 2 * R, max: 0.3, noNaN: true }),
        (angle, close, apart) => {
          const two = (d: number) => ({
            ...valid(),
            balls: [
              { id: 0, x: 0, y: 0 },
              { id: 9, x: d * Math.cos(angle), y: d * Math.sin(angle) },
            ],
          });
          const bad = fromScenario(two(close));
          expect(bad.ok).toBe(false);
          if (!bad.ok) expect(bad.error).toContain("overlap");
          expect(fromScenario(two(apart)).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
