/**
 * Why a photo is refused, as a code the pages put in their own words (core's PhotoProblem,
 * game's PositionProblem): a photo with no table, corners that make none, a position with no cue
 * ball, a number twice, a ball off the cloth.
 */
import { readdirSync, readFileSync } from "node:fs";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { type Truth, truthHandles } from "../../bench/support/photo-truth.ts";
import type { Rgba } from "../../src/photo/index.ts";
import { findTable, positionFrom, tableFromHandles } from "../../src/photo/index.ts";

const DIR = new URL("../fixtures/photos/", import.meta.url);
const truth = JSON.parse(
  readFileSync(
    new URL(
      readdirSync(DIR)
        .filter((f) => f.endsWith(".json"))
        .sort()[0]!,
      DIR,
    ),
    "utf8",
  ),
) as Truth;
const img = jpeg.decode(readFileSync(new URL(truth.file, DIR)), { useTArray: true });
const fit = tableFromHandles(truth.size, truthHandles(truth), img.width, img.height);

/** A photo of one colour all over: a wall, say. */
function plain(rgb: [number, number, number], width = 640, height = 480): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([...rgb, 255], 4 * i);
  return { width, height, data };
}

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

describe("a photo refused, with the reason's code", () => {
  it("a photo of a wall has no table in it; the fixture's photo has one", () => {
    const wall = findTable(plain([200, 190, 170]), "9ft");
    expect(["no-cloth", "not-a-table"]).toContain(codeOf(wall));
    expect(codeOf(findTable(img, truth.size))).toBe("ok");
  });

  it("four corners on one line make no table", () => {
    const line = {
      "head-left": [10, 10],
      "head-right": [20, 20],
      "foot-right": [30, 30],
      "foot-left": [40, 40],
    } as const;
    expect(codeOf(tableFromHandles("9ft", line, 640, 480))).toBe("corners-not-a-table");
  });

  it("a position with no cue ball, a number on two balls, a ball off the cloth", () => {
    if (!fit.ok) throw new Error(fit.error.message);
    expect(codeOf(positionFrom([{ id: 3, at: [0, 0] }], "pina", fit.value))).toBe("no-cue-ball");
    const twice = [
      { id: 0, at: [-0.5, 0] },
      { id: 3, at: [0, 0] },
      { id: 3, at: [0.3, 0] },
    ] as const;
    expect(codeOf(positionFrom(twice, "pina", fit.value))).toBe("number-twice");
    const off = positionFrom(
      [
        { id: 0, at: [-0.5, 0] },
        { id: 5, at: [3, 0] },
      ],
      "pina",
      fit.value,
    );
    expect(off).toEqual({
      ok: false,
      error: { code: "off-cloth", ball: 5, message: "ball 5 is off the cloth" },
    });
  });
});
