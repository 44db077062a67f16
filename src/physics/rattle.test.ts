/**
 * Rattles (options.rattleSpeed; TP 3.7 / 3.8's fast shots): a ball that touches a pocket's point
 * at speed comes back out of the hole instead of dropping; slower, or with rattles off, the same
 * path drops. Checked at the foot-right corner of a 9 ft table.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PHYSICS_OPTIONS, fromPhysicsOptions } from "./options.ts";
import { simulateShot } from "./simulate.ts";
import { makeTable, TABLE_SPECS } from "./table.ts";
import type { PhysicsOptions, ShotResult } from "./types.ts";

const table = makeTable("9ft");
const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;
// The foot-right corner's mouth (between its points), and the way into it: toward the foot (+x)
// and the right (−y), along the corner's centre line.
const k = TABLE_SPECS.cornerMouth / (2 * Math.SQRT2);
const mouth = [table.length / 2 - k, -table.width / 2 + k] as const;
const u = [Math.SQRT1_2, -Math.SQRT1_2] as const;

/**
 * A ball rolled at `speed` along the centre line's direction, `off` metres to its side at the
 * mouth: 0 passes clear of both points; 0.031 (1.22 in) touches a point's rounded nose, inside
 * the slow-shot band (±1.39 in, TP 3.6) and outside the fast-shot one (±1.17 in, TP 3.8).
 */
function clip(speed: number, off: number, opts: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS): ShotResult {
  const through = [mouth[0] - off * u[1], mouth[1] + off * u[0]];
  const start = [through[0]! - 0.3 * u[0], through[1]! - 0.3 * u[1]];
  const r = simulateShot(
    table,
    [{ id: 0, r: [start[0]!, start[1]!, R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" }],
    {
      kind: "velocities",
      v: [speed * u[0], speed * u[1], 0],
      w: [(-speed * u[1]) / R, (speed * u[0]) / R, 0],
    },
    opts,
  );
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const dropped = (r: ShotResult) =>
  r.events.some((e) => e.kind === "ball-pocket" && e.pocket === "foot-right");
const jawHits = (r: ShotResult) =>
  r.events.filter((e) => e.kind === "ball-cushion" && e.cushion === "jaw" && e.pocket === "foot-right")
    .length;

describe("a ball that touches a pocket's point at speed rattles out (options.rattleSpeed)", () => {
  it("hard, it meets the point, comes back out of the hole and stays on the table", () => {
    const r = clip(3, 0.031);
    expect(jawHits(r)).toBeGreaterThanOrEqual(2);
    expect(dropped(r)).toBe(false);
    expect(r.final.find((b) => b.id === 0)?.motion).toBe("stationary");
  });

  it("slow, the same path drops (a slow ball rattles in)", () => {
    const r = clip(0.8, 0.031);
    expect(jawHits(r)).toBeGreaterThanOrEqual(1);
    expect(dropped(r)).toBe(true);
  });

  it("with rattles off (null, pooltool's rule) the hard one drops too", () => {
    const off = fromPhysicsOptions({ rattleSpeed: null });
    if (!off.ok) throw new Error(off.error);
    expect(dropped(clip(3, 0.031, off.value))).toBe(true);
  });

  it("a path that misses the point drops at any speed", () => {
    const r = clip(3, 0);
    expect(jawHits(r)).toBe(0);
    expect(dropped(r)).toBe(true);
  });

  it("rattleSpeed 0, every touch of a point rattles: even a slow ball comes back out; one that misses both points drops", () => {
    const always = fromPhysicsOptions({ rattleSpeed: 0 });
    if (!always.ok) throw new Error(always.error);
    for (const speed of [0.3, 0.8]) {
      const r = clip(speed, 0.031, always.value);
      expect(dropped(r)).toBe(false);
      expect(jawHits(r)).toBeGreaterThanOrEqual(2);
      // Each rattle out takes speed away: the shot ends in a handful of events.
      expect(r.events.length).toBeLessThan(20);
    }
    expect(dropped(clip(0.8, 0, always.value))).toBe(true);
  });

  it("the option is a speed in m/s or null, and says so when it is neither", () => {
    expect(fromPhysicsOptions({ rattleSpeed: 2 }).ok).toBe(true);
    const bad = fromPhysicsOptions({ rattleSpeed: "fast" });
    expect(bad.ok ? "" : bad.error).toBe(
      'options.rattleSpeed: expected a number, got "fast" (or null for no rattles)',
    );
    const neg = fromPhysicsOptions({ rattleSpeed: -1 });
    expect(neg.ok ? "" : neg.error).toMatch(/^options\.rattleSpeed: expected a number in \[0, 100\], got -1/);
  });
});
