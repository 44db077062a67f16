import { describe, expect, it } from "vitest";
import { ballColour } from "../core/index.ts";
import { makeTable } from "../physics/index.ts";
import { simplify } from "./shot-drawing.ts";
import { renderShotSvg, type ShotDrawing } from "./svg.ts";

const R = 0.028575;
const table = makeTable("9ft");
const drawing: ShotDrawing = {
  table,
  radius: R,
  start: [
    { id: 0, at: [-0.635, 0] },
    { id: 9, at: [0.635, 0] },
  ],
  final: [{ id: 0, at: [0.5, 0.1] }],
  pocketed: [{ id: 9, pocket: "foot-left" }],
  paths: [
    {
      id: 0,
      points: [
        [-0.635, 0],
        [0.578, 0],
        [0.5, 0.1],
      ],
    },
    {
      id: 9,
      points: [
        [0.635, 0],
        [1.27, 0.635],
      ],
    },
  ],
  marks: [
    { kind: "ball-ball", at: [0.6065, 0] },
    { kind: "ball-pocket", at: [1.25, 0.6] },
  ],
  title: "test <shot> & more",
};

describe("renderShotSvg", () => {
  const svg = renderShotSvg(drawing);
  it("is one well-formed svg element with escaped text", () => {
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).toContain("test &lt;shot&gt; &amp; more");
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });
  it("carries its title for screen readers, or says what it is without one", () => {
    expect(svg).toContain("<title>test &lt;shot&gt; &amp; more</title>");
    expect(renderShotSvg({ ...drawing, title: undefined })).toContain(
      "<title>A shot simulated by mingo</title>",
    );
  });
  it("draws every pocket, cushion nose, jaw and diamond of the table", () => {
    expect(svg.match(/fill="#050505"/g)).toHaveLength(table.pockets.length);
    expect(svg.match(/<line [^>]*stroke="#0a3d27"/g)).toHaveLength(table.cushions.length);
    expect(svg.match(/fill="#f3ead2"/g)).toHaveLength(table.diamonds.length);
    expect(table.diamonds.length).toBe(18);
  });
  it("draws each path in its ball's colour with y flipped (left of the table is up)", () => {
    // Ball 9 goes from (0.635, 0) to (1.27, 0.635) m: in mm, x right and y up (negative).
    expect(svg).toContain('points="635,0 1270,-635"');
    expect(svg).toContain(`stroke="${ballColour(9)}"`);
    expect(ballColour(9)).toBe(ballColour(1));
  });
  it("numbers the balls left on the table and lists the pocketed ones", () => {
    expect(svg).not.toMatch(/>9<\/text>/);
    expect(svg).toContain("pocketed: 9 (foot-left)");
  });
  it("is the same text for the same drawing", () => {
    expect(renderShotSvg(structuredClone(drawing))).toBe(svg);
  });
});

describe("simplify", () => {
  it("drops repeats and points on a straight run, keeps corners and turning points", () => {
    const line = Array.from({ length: 11 }, (_, i) => [i / 10, 0] as const);
    expect(simplify(line)).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(
      simplify([
        [0, 0],
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    // Out and back along the same line: the far point stays.
    expect(
      simplify([
        [0, 0],
        [1, 0],
        [0.5, 0],
      ]),
    ).toEqual([
      [0, 0],
      [1, 0],
      [0.5, 0],
    ]);
  });
});
