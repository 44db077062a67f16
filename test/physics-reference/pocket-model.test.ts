/**
 * The TP 3.5 / TP 3.6 slow-shot pocket models (bench/pocket-model.ts) and the TP 3.7 / TP 3.8
 * fast-shot ones (bench/pocket-model-fast.ts) against the figures the technical proofs print for
 * their own specs (inches): the critical angles and the target sizes there.
 */
import { describe, expect, it } from "vitest";
import { cornerPocketModel, pointAndWall, sidePocketModel } from "../../bench/pocket-model.ts";
import { fastPocketModel } from "../../bench/pocket-model-fast.ts";

const DEG = Math.PI / 180;
const SIDE = { R: 1.125, mouth: 5.0625, alpha: 14 * DEG, rHole: 3, shelf: 0.1875 };
const CORNER = { R: 1.125, mouth: 4.5875, alpha: 7 * DEG, rHole: 2.75, shelf: 1.125 };

describe("TP 3.5, side pocket", () => {
  const model = sidePocketModel(SIDE);
  const parts = pointAndWall(SIDE);
  it("has the printed largest angle, where the wall equation gives one ball radius", () => {
    expect(model.thetaMax / DEG).toBeCloseTo(68.292, 3);
    expect(parts.rWall(model.thetaMax)).toBeCloseTo(1.125, 6);
  });
  it("finds the printed inside-wall deflection at −51.4689°", () => {
    expect(parts.betaL(-51.4689 * DEG) / DEG).toBeCloseTo(26.036, 3);
  });
  it("plays about 3.3 in straight in and shrinks toward θmax, as the TP's plot shows", () => {
    const at = (deg: number) => model.at(deg * DEG).size;
    expect(at(0)).toBeGreaterThan(3.1);
    expect(at(0)).toBeLessThan(3.35);
    expect(at(35)).toBeLessThan(at(0));
    expect(at(60)).toBeLessThan(at(35));
    expect(at(67.3)).toBeLessThan(0.2);
    expect(at(20)).toBeCloseTo(at(-20), 9);
  });
});

describe("TP 3.6, corner pocket on an 8 ft table (96 in rails, as the TP takes)", () => {
  const model = cornerPocketModel({ ...CORNER, railPositive: 96, railNegative: 96 });
  const p = model.parts;
  it("has the printed critical angles and sizes there", () => {
    expect(model.thetaCriticalC / DEG).toBeCloseTo(38.558, 3);
    expect(p.railPointWall(model.thetaCriticalC)).toBeCloseTo(1.829, 3);
    expect(model.thetaCriticalD / DEG).toBeCloseTo(28.167, 3);
    expect(p.railWallWall(model.thetaCriticalD)).toBeCloseTo(0.945, 3);
    expect(p.betaLWW(model.thetaCriticalD) / DEG).toBeCloseTo(73.167, 3);
    expect(model.thetaMaxPositive / DEG).toBeCloseTo(44.058, 3);
  });
  it("meets the point-then-wall and two-wall parts at the printed −51.442°", () => {
    const th = model.thetaCriticalC - 90 * DEG;
    expect(th / DEG).toBeCloseTo(-51.442, 3);
    expect(p.wallWall(th)).toBeCloseTo(0.841, 3);
    expect(p.leftPoint(th)).toBeCloseTo(0.841, 3);
  });
  it("has the plot's shape: 2.67 straight in, a dip near 28°, ~2.9 at 40–44°, 1.48 at 45°", () => {
    const at = (deg: number) => model.at(deg * DEG).size;
    expect(at(0)).toBeCloseTo(2.668, 2);
    expect(at(28)).toBeLessThan(2.3);
    expect(at(40)).toBeGreaterThan(2.85);
    expect(at(44)).toBeGreaterThan(2.85);
    expect(at(45)).toBeCloseTo(1.48, 2);
  });
});

describe("TP 3.7 and TP 3.8, fast shots (a ball touching the near point rattles out)", () => {
  const side = fastPocketModel(SIDE);
  const corner = fastPocketModel({ ...CORNER, mouth: 4.58125 });
  it("has the printed largest and critical angles, and the critical wall distance", () => {
    expect(side.thetaMax / DEG).toBeCloseTo(50.688, 3);
    expect(side.thetaCritical / DEG).toBeCloseTo(-36.387, 3);
    expect(side.poly(SIDE.R, side.thetaMax)).toBeCloseTo(0, 9);
    const rc = (m: number, th: number) => m * Math.cos(th) - 1.125 * Math.cos(th + SIDE.alpha);
    expect(rc(SIDE.mouth, -side.thetaCritical)).toBeCloseTo(3.358, 3);
    expect(corner.thetaMax / DEG).toBeCloseTo(59.841, 3);
    expect(corner.thetaCritical / DEG).toBeCloseTo(-52.226, 3);
    const rcCorner =
      4.58125 * Math.cos(-corner.thetaCritical) - 1.125 * Math.cos(-corner.thetaCritical + CORNER.alpha);
    expect(rcCorner).toBeCloseTo(2.231, 3);
  });
  it("straight in, the band is the mouth less a ball at the points (less the wall's lean); smaller than slow", () => {
    expect(corner.at(0).size).toBeCloseTo(4.58125 - 2 * 1.125 * Math.cos(CORNER.alpha), 9);
    expect(side.at(0).size).toBeCloseTo(5.0625 - 2 * 1.125 * Math.cos(SIDE.alpha), 9);
    expect(corner.at(0).size).toBeLessThan(
      cornerPocketModel({ ...CORNER, railPositive: 96, railNegative: 96 }).at(0).size,
    );
    expect(side.at(0).size).toBeLessThan(sidePocketModel(SIDE).at(0).size);
  });
  it("shrinks with the angle to nothing past θmax, the same from either side", () => {
    const sizes = [0, 15, 30, 45].map((d) => side.at(d * DEG).size);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1]!);
    expect(side.at(51 * DEG).size).toBe(0);
    expect(corner.at(-30 * DEG).size).toBeCloseTo(corner.at(30 * DEG).size, 9);
  });
});
