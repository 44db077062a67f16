import { describe, expect, it } from "vitest";
import type { ObjectBallId, Vec2 } from "../core/index.ts";
import type { AimTable, Obstacle } from "./aim-geometry.ts";
import { type AimRule, legalDirection } from "./aim-rule.ts";
import { type CandidateInput, generatePots, tangentContacts } from "./candidates.ts";

const table: AimTable = { length: 2.54, width: 1.27, radius: 0.028575 };
const R = table.radius;

function input(
  cue: Vec2,
  balls: [number, number, number][],
  extra: Partial<CandidateInput> = {},
): CandidateInput {
  const obstacles: Obstacle[] = balls.map(([id, x, y]) => ({ id, at: [x, y] }));
  return {
    table,
    cue,
    balls: obstacles,
    firstLegal: obstacles.map((b) => b.id as ObjectBallId),
    canPot: () => true,
    sigmaRad: (0.15 * Math.PI) / 180,
    tricks: false,
    ...extra,
  };
}

describe("direct pots", () => {
  it("aims a straight-in shot at the ghost ball on the line to the corner", () => {
    // Ball halfway along the diagonal from the centre to the foot-left corner.
    const pots = generatePots(input([0, 0], [[1, 0.635, 0.3175]]));
    const best = pots[0]!;
    expect(best).toMatchObject({ kind: "direct", first: 1, target: 1, pocket: "foot-left" });
    expect(best.directionDeg).toBeCloseTo((Math.atan2(0.3175, 0.635) * 180) / Math.PI, 6);
    expect(best.cut).toBeLessThan(1e-6);
    expect(best.odds).toBeGreaterThan(0.5);
  });

  it("drops a pocket whose path is blocked by another ball, and ranks easy cuts first", () => {
    const open = generatePots(input([0, 0], [[1, 0.635, 0.3175]]));
    const blocked = generatePots(
      input(
        [0, 0],
        [
          [1, 0.635, 0.3175],
          [2, 0.95, 0.475],
        ],
      ),
    );
    expect(open.some((c) => c.first === 1 && c.pocket === "foot-left")).toBe(true);
    expect(blocked.some((c) => c.first === 1 && c.pocket === "foot-left")).toBe(false);
    for (let i = 1; i < open.length; i++) expect(open[i - 1]!.odds).toBeGreaterThanOrEqual(open[i]!.odds);
  });

  it("refuses a side pocket approached at a steep angle", () => {
    // Ball near the head end, the side pocket nearly along the rail from it.
    const pots = generatePots(input([-0.9, 0.2], [[1, -0.8, 0.55]]));
    expect(pots.some((c) => c.pocket === "side-left")).toBe(false);
  });

  it("only offers balls the rules let the shooter hit first and pot", () => {
    const pots = generatePots(
      input(
        [0, 0],
        [
          [1, 0.635, 0.3175],
          [9, -0.635, -0.3175],
        ],
        { firstLegal: [9], canPot: (f, b) => f === 9 && b === 9 },
      ),
    );
    expect(pots.length).toBeGreaterThan(0);
    expect(pots.every((c) => c.first === 9 && c.target === 9)).toBe(true);
  });
});

describe("banks, kicks, combinations, caroms", () => {
  it("finds a one-rail bank whose rail contact lies on the mirrored line", () => {
    // A cross-side bank off the right rail into the left side pocket.
    const pots = generatePots(input([0.35, 0.5], [[1, 0.3, 0.2]], { tricks: true }));
    const bank = pots.find((c) => c.kind === "bank" && c.pocket === "side-left");
    expect(bank).toBeDefined();
    // Aimed at the right rail (negative y), roughly straight across.
    const rad = (bank!.directionDeg * Math.PI) / 180;
    expect(Math.sin(rad)).toBeLessThan(0);
  });

  it("finds a combination when a ball sits on the line between another and a pocket", () => {
    const pots = generatePots(
      input(
        [0, 0],
        [
          [3, 0.5, 0.25],
          [4, 0.9, 0.45],
        ],
        { tricks: true, firstLegal: [3], canPot: (f, b) => f === 3 && b === 4 },
      ),
    );
    const combo = pots.find((c) => c.kind === "combination");
    expect(combo).toMatchObject({ first: 3, target: 4, pocket: "foot-left" });
  });

  it("finds a kick at a ball hidden behind another", () => {
    const pots = generatePots(
      input(
        [-0.9, 0],
        [
          [1, 0.6, 0],
          [2, -0.2, 0],
        ],
        { tricks: true, firstLegal: [1], canPot: (f, b) => f === 1 && b === 1 },
      ),
    );
    expect(pots.some((c) => c.kind === "direct")).toBe(false);
    expect(pots.some((c) => c.kind === "kick")).toBe(true);
  });

  it("computes tangent contacts at 2R from the ball, perpendicular to the way out", () => {
    const a: Vec2 = [0, 0];
    const t: Vec2 = [0.5, 0.1];
    for (const x of tangentContacts(a, t, R)) {
      expect(Math.hypot(x[0], x[1])).toBeCloseTo(2 * R, 12);
      const dotp = (t[0] - x[0]) * (a[0] - x[0]) + (t[1] - x[1]) * (a[1] - x[1]);
      expect(dotp).toBeCloseTo(0, 12);
    }
  });
});

describe("PC-45 and PC-FROZEN directions, judged by the game with the match's settings", () => {
  const rule: AimRule = { ballOn: 1, frozenGapBallFraction: 0.25, masseMinElevationDeg: 60 };
  const base = input([0, 0], [[1, 0.5, 0]], { aimRule: rule });
  it("allows up to 45° either side of the line to the ball on, never backwards", () => {
    expect(legalDirection(base, 0)).toBe(true);
    expect(legalDirection(base, 40)).toBe(true);
    expect(legalDirection(base, 50)).toBe(false);
    expect(legalDirection(base, 180)).toBe(false);
  });
  it("with the cue ball frozen to the ball on, wants at least 45° off the line of centres", () => {
    const frozen = input([0.5 - 2 * R, 0], [[1, 0.5, 0]], { aimRule: rule });
    expect(legalDirection(frozen, 0)).toBe(false);
    expect(legalDirection(frozen, 60)).toBe(true);
  });
  it("takes the frozen gap from the match: a 0.4-diameter gap is frozen only under a wider setting", () => {
    const at = input([0.5 - 2 * R - 0.4 * 2 * R, 0], [[1, 0.5, 0]], { aimRule: rule });
    expect(legalDirection(at, 0)).toBe(true);
    const wide = input(at.cue, [[1, 0.5, 0]], { aimRule: { ...rule, frozenGapBallFraction: 0.5 } });
    expect(legalDirection(wide, 0)).toBe(false);
    expect(legalDirection(wide, 60)).toBe(true);
  });
  it("a massé (elevation at or above the setting) may aim backwards when frozen", () => {
    const frozen = input([0.5 - 2 * R, 0], [[1, 0.5, 0]], { aimRule: rule });
    expect(legalDirection(frozen, 150, 0)).toBe(false);
    expect(legalDirection(frozen, 150, 65)).toBe(true);
  });
});
