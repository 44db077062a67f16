import { describe, expect, it } from "vitest";
import { DEFAULT_PHYSICS_OPTIONS } from "./options.ts";
import { simulateShot } from "./simulate.ts";
import { makeTable, TABLE_SPECS } from "./table.ts";
import { type BallState, type LinearCushion, TABLE_SIZES, type Table } from "./types.ts";

const INCH = 0.0254;

/** Signed distance of point p from the cushion's line, positive on its playing side. */
const sideOf = (c: LinearCushion, p: readonly [number, number]) =>
  (p[0] - c.p1[0]) * c.normal[0] + (p[1] - c.p1[1]) * c.normal[1];

describe("makeTable", () => {
  it.each([
    ["7ft", 78, 39],
    ["8ft", 92, 46],
    ["9ft", 100, 50],
  ] as const)("%s has the WPA playing area, head string and foot spot", (size, l, w) => {
    const t = makeTable(size);
    expect(t.length).toBeCloseTo(l * INCH, 12);
    expect(t.width).toBeCloseTo(w * INCH, 12);
    expect(t.headStringX).toBeCloseTo((-l * INCH) / 4, 12);
    expect(t.footSpot[0]).toBeCloseTo((l * INCH) / 4, 12);
    expect(t.footSpot[1]).toBe(0);
    expect(t.diamonds).toHaveLength(18);
    expect(t.cushionHeight / 0.05715).toBeCloseTo(0.635, 6);
  });

  for (const size of TABLE_SIZES) {
    const t = makeTable(size);
    it(`${size}: 6 rails, 12 jaw faces, 12 rounded noses, 6 pockets`, () => {
      expect(t.cushions.filter((c) => c.rail !== "jaw")).toHaveLength(6);
      expect(t.cushions.filter((c) => c.rail === "jaw")).toHaveLength(12);
      expect(t.jaws).toHaveLength(12);
      expect(t.pockets.map((p) => p.id).sort()).toEqual(
        ["foot-left", "foot-right", "head-left", "head-right", "side-left", "side-right"].sort(),
      );
    });

    it(`${size}: every cushion normal is a unit vector and the table centre is on the rails' playing side`, () => {
      for (const c of t.cushions) {
        expect(Math.hypot(c.normal[0], c.normal[1])).toBeCloseTo(1, 12);
        // normal is perpendicular to the segment
        const d = [c.p2[0] - c.p1[0], c.p2[1] - c.p1[1]] as const;
        expect(d[0] * c.normal[0] + d[1] * c.normal[1]).toBeCloseTo(0, 12);
        if (c.rail !== "jaw") expect(sideOf(c, [0, 0])).toBeGreaterThan(0);
      }
    });

    it(`${size}: each rounded nose is tangent to its rail line and its jaw face`, () => {
      for (const j of t.jaws) {
        const touching = t.cushions.filter(
          (c) =>
            (c.rail === "jaw" ? c.pocket === j.pocket : true) &&
            Math.abs(sideOf(c, j.centre) + j.radius) < 1e-9,
        );
        // one rail, one jaw face of the same pocket
        expect(touching.filter((c) => c.rail === "jaw")).toHaveLength(1);
        expect(touching.filter((c) => c.rail !== "jaw").length).toBeGreaterThanOrEqual(1);
      }
    });

    it(`${size}: pocket mouths are within WPA ranges and pocket centres lie outside the nose rectangle`, () => {
      const noses = (pocket: string) => t.jaws.filter((j) => j.pocket === pocket);
      for (const p of t.pockets) {
        const [a, b] = noses(p.id);
        // mouth between the sharp nose points = distance between nose circles + the rounding
        const rounding = p.id.startsWith("side") ? TABLE_SPECS.sideNoseRadius : TABLE_SPECS.cornerNoseRadius;
        const cut =
          ((p.id.startsWith("side") ? TABLE_SPECS.sideCutDeg : TABLE_SPECS.cornerCutDeg) * Math.PI) / 180;
        const back = rounding / Math.sin(cut / 2);
        expect(a && b).toBeTruthy();
        const gap = Math.hypot(a!.centre[0] - b!.centre[0], a!.centre[1] - b!.centre[1]);
        // centres are `back` beyond each sharp nose point along the bisector; the mouth lies between
        const mouth = p.id.startsWith("side") ? TABLE_SPECS.sideMouth : TABLE_SPECS.cornerMouth;
        expect(gap).toBeGreaterThan(mouth - 2 * back);
        expect(gap).toBeLessThan(mouth + 2 * back);
        if (p.id.startsWith("side")) {
          expect(mouth / INCH).toBeGreaterThanOrEqual(5);
          expect(mouth / INCH).toBeLessThanOrEqual(5.125);
        } else {
          expect(mouth / INCH).toBeGreaterThanOrEqual(4.5);
          expect(mouth / INCH).toBeLessThanOrEqual(4.625);
        }
        const outside = Math.abs(p.centre[0]) > t.length / 2 || Math.abs(p.centre[1]) > t.width / 2;
        expect(outside).toBe(true);
      }
    });

    it(`${size}: is mirror-symmetric across the long axis`, () => {
      const key = (x: number, y: number) => `${x.toFixed(9)},${y.toFixed(9)}`;
      const pts = new Set(t.cushions.flatMap((c) => [key(c.p1[0], c.p1[1]), key(c.p2[0], c.p2[1])]));
      for (const c of t.cushions) {
        expect(pts.has(key(c.p1[0], -c.p1[1]))).toBe(true);
        expect(pts.has(key(c.p2[0], -c.p2[1]))).toBe(true);
      }
    });
  }

  it("a ball rolling down the corner diagonal reaches the pocket circle before any cushion", () => {
    const t = makeTable("9ft");
    const p = t.pockets.find((q) => q.id === "foot-left")!;
    const R = 0.028575;
    const dir = [Math.SQRT1_2, Math.SQRT1_2] as const;
    const corner = [t.length / 2, t.width / 2] as const;
    for (let s = -0.3; s < 0.2; s += 0.0005) {
      const c = [corner[0] + dir[0] * s, corner[1] + dir[1] * s] as const;
      if (Math.hypot(c[0] - p.centre[0], c[1] - p.centre[1]) < p.radius) return;
      for (const j of t.jaws)
        expect(Math.hypot(c[0] - j.centre[0], c[1] - j.centre[1])).toBeGreaterThan(j.radius + R);
    }
    throw new Error("never reached the pocket");
  });
});

describe("makeTable with the simulator: the pockets take what real ones take", () => {
  const R = 0.028575;
  const at = (x: number, y: number): BallState => ({
    id: 0,
    r: [x, y, R],
    v: [0, 0, 0],
    w: [0, 0, 0],
    motion: "stationary",
  });
  const pocketOf = (t: Table, cue: BallState, speed: number, direction: number) => {
    const r = simulateShot(
      t,
      [cue],
      { speed, direction, tipX: 0, tipY: 0, elevation: 0 },
      DEFAULT_PHYSICS_OPTIONS,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const e = r.value.events.find((x) => x.kind === "ball-pocket");
    return e?.kind === "ball-pocket" ? e.pocket : undefined;
  };
  const deg = (y: number, x: number) => (Math.atan2(y, x) * 180) / Math.PI;

  for (const size of TABLE_SIZES) {
    const t = makeTable(size);
    const L = t.length;
    const W = t.width;
    it(`${size}: a ball sent from near the centre at each pocket's mouth drops into it`, () => {
      const mouths = [
        ["foot-left", L / 2, W / 2],
        ["foot-right", L / 2, -W / 2],
        ["head-left", -L / 2, W / 2],
        ["head-right", -L / 2, -W / 2],
        ["side-left", 0, W / 2],
        ["side-right", 0, -W / 2],
      ] as const;
      for (const [pocket, x, y] of mouths) {
        const [sx, sy] = pocket.startsWith("side") ? [0.2, 0] : [0.1, 0.05];
        expect(pocketOf(t, at(sx, sy), 2, deg(y - sy, x - sx))).toBe(pocket);
      }
    });
    it(`${size}: a ball frozen to the rail and shot along it drops in the corner, slow or fast`, () => {
      for (const speed of [0.8, 2.5]) {
        expect(pocketOf(t, at(0, W / 2 - R - 1e-6), speed, 0)).toBe("foot-left");
        expect(pocketOf(t, at(0, -W / 2 + R + 1e-6), speed, 180)).toBe("head-right");
      }
    });
  }

  it("9ft: the side pocket refuses a ball coming in 15° off the rail", () => {
    const t = makeTable("9ft");
    const a = (15 * Math.PI) / 180;
    for (const speed of [0.7, 2]) {
      expect(pocketOf(t, at(-0.5 * Math.cos(a), t.width / 2 - 0.5 * Math.sin(a)), speed, 15)).toBeUndefined();
    }
  });
});
