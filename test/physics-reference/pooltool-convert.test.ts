import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commonFromOurs, compareFinals, earlyAgreement } from "../../bench/compare.ts";
import {
  commonFromPooltool,
  cushionPlaces,
  loadBreak,
  loadPooltoolTable,
  startingBalls,
  toOurBall,
  toOurPoint,
  toOurVector,
} from "../../bench/pooltool.ts";
import { REFERENCE_DIR } from "../../bench/reference.ts";
import { median, p95, quantile } from "../../bench/stats.ts";

const { table: pt } = loadPooltoolTable(join(REFERENCE_DIR, "table-7ft.json"));
const dims = { w: pt.w, l: pt.l };
const R = pt.ball_params.R;
const close = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < b.length; i++) expect(a[i]).toBeCloseTo(b[i]!, 12);
};

describe("pooltool → mingo coordinates", () => {
  it("puts the head spot on our head string, the foot spot at (L/4, 0) and the centre at the origin", () => {
    close(toOurPoint([pt.w / 2, pt.l / 4], dims), [-pt.l / 4, 0]);
    close(toOurPoint([pt.w / 2, (3 * pt.l) / 4], dims), [pt.l / 4, 0]);
    close(toOurPoint([pt.w / 2, pt.l / 2], dims), [0, 0]);
  });
  it("maps pooltool's left rail (X = 0) to our +y side and its foot rail to our +x end", () => {
    close(toOurPoint([0, pt.l / 2], dims), [0, pt.w / 2]);
    close(toOurPoint([pt.w, pt.l / 2], dims), [0, -pt.w / 2]);
    close(toOurPoint([pt.w / 2, pt.l], dims), [pt.l / 2, 0]);
    // The foot-left pocket lies beyond our foot (+x) and left (+y) cushions.
    const [x, y] = toOurPoint([-0.0295, 2.0107], dims);
    expect(x).toBeGreaterThan(pt.l / 2);
    expect(y).toBeGreaterThan(pt.w / 2);
  });
  it("turns the break's cue velocity (toward pooltool's foot, +Y) into +x", () => {
    const brk = loadBreak(join(REFERENCE_DIR, "break-9mps.json"));
    const v = toOurVector(brk.cue_ball_post_strike.v);
    expect(v[0]).toBeCloseTo(9, 6);
    expect(Math.abs(v[1])).toBeLessThan(1e-3);
  });
  it("keeps a rolling ball rolling: ω maps with the same rotation as v", () => {
    // pooltool: rolling toward +Y at 2 m/s has ω = (−v/R, 0, 0) (contact point at rest).
    const ours = toOurBall({ id: 3, r: [0.3, 0.7, R], v: [0, 2, 0], w: [-2 / R, 0, 5], s: 3 }, dims, R);
    expect(ours.motion).toBe("rolling");
    // Contact-point velocity v + ω × (−R ẑ) = (vx − R·ωy, vy + R·ωx) must stay zero.
    expect(ours.v[0] - R * ours.w[1]).toBeCloseTo(0, 12);
    expect(ours.v[1] + R * ours.w[0]).toBeCloseTo(0, 12);
    expect(ours.w[2]).toBe(5);
  });
  it("starts every ball at rest on the cloth except the cue ball, which gets its post-strike state", () => {
    const brk = loadBreak(join(REFERENCE_DIR, "break-9mps.json"));
    const balls = startingBalls(brk.balls_pre_strike, brk.cue_ball_post_strike, dims, R);
    expect(balls).toHaveLength(16);
    expect(new Set(balls.map((b) => b.id)).size).toBe(16);
    for (const b of balls) {
      expect(b.r[2]).toBe(R);
      expect(b.motion).toBe(b.id === 0 ? "sliding" : "stationary");
      expect(Math.abs(b.r[0])).toBeLessThan(pt.l / 2);
      expect(Math.abs(b.r[1])).toBeLessThan(pt.w / 2);
    }
  });
});

describe("pooltool events in the shared vocabulary", () => {
  const places = cushionPlaces(pt);
  it("names every cushion: six rails and the jaws of their pockets", () => {
    expect(places.size).toBe(30);
    expect([
      places.get("3"),
      places.get("6"),
      places.get("15"),
      places.get("12"),
      places.get("18"),
      places.get("9"),
    ]).toEqual(["left", "left", "right", "right", "head", "foot"]);
    expect(places.get("7t")).toBe("jaw:foot-left");
    expect(places.get("5")).toBe("jaw:side-left");
  });
  it("matches a pooltool event with the same event of ours, agents in any order", () => {
    const ptEvent = commonFromPooltool({ t: 0.1, type: "ball_ball", balls: [7, 0], ke: 1 }, places);
    const ours = commonFromOurs({ t: 0.1000004, kind: "ball-ball", a: 0, b: 7 });
    const cushionPt = commonFromPooltool(
      { t: 0.2, type: "ball_circular_cushion", balls: [7], cushion: "7t", ke: 1 },
      places,
    );
    const cushionOurs = commonFromOurs({
      t: 0.2,
      kind: "ball-cushion",
      ball: 7,
      cushion: "jaw",
      pocket: "foot-left",
    });
    const strike = { t: 0, kind: "strike", balls: [0] };
    expect(earlyAgreement([strike, ours, cushionOurs], [strike, ptEvent, cushionPt], 2).agreeing).toBe(2);
    const wrongRail = commonFromOurs({ t: 0.2, kind: "ball-cushion", ball: 7, cushion: "foot" });
    const a = earlyAgreement([strike, ours, wrongRail], [strike, ptEvent, cushionPt], 5);
    expect(a.agreeing).toBe(1);
    expect(a.firstDifference?.index).toBe(2);
  });
  it("accepts simultaneous events in either order, but not events far apart", () => {
    const strike = { t: 0, kind: "strike", balls: [0] };
    const hit = { t: 0.5, kind: "ball-ball", balls: [0, 7] };
    const roll0 = { t: 0.6124, kind: "sliding-rolling", balls: [0] };
    const roll7 = { t: 0.6124, kind: "sliding-rolling", balls: [7] };
    const cushion = { t: 0.65, kind: "ball-cushion", balls: [7], place: "left" };
    expect(
      earlyAgreement([strike, hit, roll0, roll7, cushion], [strike, hit, roll7, roll0, cushion], 4).agreeing,
    ).toBe(4);
    const later = { ...roll0, t: 0.62 };
    expect(
      earlyAgreement([strike, hit, roll0, roll7, cushion], [strike, hit, roll7, later, cushion], 4).agreeing,
    ).toBe(1);
  });
  it("compares pocketed sets and final positions in our frame", () => {
    const cmp = compareFinals(
      [
        { id: 0, r: [-0.5, 0.1, R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" },
        { id: 1, r: [0, 0, -0.08], v: [0, 0, 0], w: [0, 0, 0], motion: "pocketed", pocket: "side-left" },
      ],
      {
        n_events: 0,
        event_counts: {},
        sim_time_s: 1,
        pocketed: { "1": "side-left" },
        final: { "0": [pt.w / 2 - 0.1, pt.l / 2 - 0.5 + 0.003], "1": "side-left" },
        ke_initial_J: 1,
        ke_check: { max_increase_J: 0, never_increases: true },
        events: [],
      },
      dims,
    );
    expect(cmp.samePocketedSet).toBe(true);
    expect(cmp.positionDiffsM).toHaveLength(1);
    expect(cmp.positionDiffsM[0]).toBeCloseTo(0.003, 9);
  });
});

describe("bench statistics", () => {
  it("uses nearest-rank quantiles", () => {
    const xs = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(median(xs)).toBe(5);
    expect(p95(xs)).toBe(10);
    expect(quantile(xs, 0.1)).toBe(1);
  });
});
