/**
 * The scorekeeper's two photos of a shot (issue 42): pairs made by scripts/photo-synth.ts
 * --pairs (test/fixtures/photos/pairs: a table, then the same table after a stroke the engine
 * played, the phone still or moved a little), read as the scorekeeper's page reads them
 * (readShotPhoto: the "after" photo borrowing the "before" corners when the view is the same),
 * and the balls proposed as dropped compared with the balls the stroke dropped.
 */
import { readdirSync, readFileSync } from "node:fs";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import type { Truth } from "../../bench/support/photo-truth.ts";
import type { BallId } from "../../src/core/index.ts";
import { droppedBalls, type NamedBall, readShotPhoto, shotChange } from "../../src/photo/index.ts";

interface Pair {
  readonly before: Truth;
  readonly after: Truth;
  readonly dropped: readonly number[];
  readonly nudged: boolean;
}

const DIR = new URL("../fixtures/photos/pairs/", import.meta.url);
const pairs = readdirSync(DIR)
  .filter((f) => /^pair-\d+\.json$/.test(f))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, DIR), "utf8")) as Pair);
const photo = (t: Truth) => jpeg.decode(readFileSync(new URL(t.file, DIR)), { useTArray: true });

/** The page's reading of one pair: the scorekeeper knows which balls were on the table before. */
function proposal(p: Pair) {
  const onTable = p.before.balls.map((b) => b.id as BallId);
  const before = readShotPhoto(photo(p.before), p.before.size, onTable, null);
  if (!before.ok) throw new Error(`${p.before.file}: ${before.error.message}`);
  const after = readShotPhoto(photo(p.after), p.after.size, onTable, before.value);
  if (!after.ok) throw new Error(`${p.after.file}: ${after.error.message}`);
  return { after: after.value, change: shotChange(onTable, before.value, after.value) };
}

const name = (p: Pair) => p.before.file.replace("-before.jpg", "");
/**
 * Read right with the page's own corners (measured: 4 of the 6; pair-0005's corners are 10–14 cm
 * out on red cloth, pair-0008's 16 cm at 30° on green, so most of its balls are read 3+ cm off:
 * see docs/photo.md). pair-0010 (a cluster) was misread until the naming was one assignment for
 * all balls and the cloth's light was compared (issue 42 item 2).
 */
const READ_RIGHT = ["pair-0006", "pair-0007", "pair-0009", "pair-0010"];

describe("balls dropped, from a photo before and after the shot", () => {
  it("has pairs with the phone still and moved", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    expect(pairs.some((p) => p.nudged)).toBe(true);
    expect(pairs.some((p) => !p.nudged)).toBe(true);
  });

  it.each(pairs.filter((p) => READ_RIGHT.includes(name(p))).map((p) => [name(p), p] as const))(
    "%s: proposes exactly the balls the stroke dropped",
    (_name, p) => {
      const { change, after } = proposal(p);
      expect(change.dropped).toEqual(p.dropped);
      expect(change.unknown).toEqual([]);
      // The phone on a stand: the after photo reads with the before photo's corners.
      expect(after.corners).toBe(p.nudged ? "found" : "other");
    },
    60_000,
  );
});

describe("droppedBalls", () => {
  const ball = (id: number, x: number, y: number): NamedBall => ({
    id: id as BallId,
    at: [x, y],
    unsure: false,
  });
  const reading = (...balls: NamedBall[]) => ({ balls, spots: balls.map((b) => b.at) });
  it("keeps a ball that stayed in place whatever the second reading named it", () => {
    const before = reading(ball(0, 0, 0), ball(3, 0.5, 0.2), ball(5, -0.4, 0.1));
    const after = reading(ball(0, 0.3, -0.2), ball(11, 0.51, 0.2));
    // The spot of the 3 looks as it did: the same ball, misnamed.
    expect(droppedBalls([0, 3, 5], before, after, (at) => at[0] < 0)).toEqual({ dropped: [5], unknown: [] });
  });
  it("says unknown, not dropped, of a ball neither photo saw", () => {
    const before = reading(ball(0, 0, 0), ball(3, 0.5, 0.2));
    const after = reading(ball(0, 0.3, -0.2));
    expect(droppedBalls([0, 3, 7], before, after)).toEqual({ dropped: [3], unknown: [7] });
  });
  it("proposes nothing when a ball seen somewhere new may be any departure misnamed", () => {
    const before = reading(ball(0, 0, 0), ball(3, 0.5, 0.2), ball(5, -0.4, 0.1));
    // The cue ball moved and was read as the 5, which stayed: the 0 or the 3 is still on the table.
    const after = reading(ball(5, 0.3, -0.2), ball(5, -0.4, 0.1));
    expect(droppedBalls([0, 3, 5], before, after)).toEqual({ dropped: [], unknown: [0, 3] });
  });
  it("a ball that took another's place is not the one that left", () => {
    const before = reading(ball(0, 0, 0), ball(10, 0.5, 0.2), ball(11, 1.2, 0.05));
    const after = reading(ball(0, 0.3, -0.2), ball(10, 1.21, 0.07));
    expect(droppedBalls([0, 10, 11], before, after)).toEqual({ dropped: [11], unknown: [] });
  });
});
