/**
 * Engine-level checks against textbook figures (Alciatore, "The Illustrated Principles of
 * Pool and Billiards" and his technical proofs; Marlow, "The Physics of Pocket Billiards"):
 * whole shots through simulateShot / simulateFromStates, not single collision functions.
 */
import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import { DEFAULT_PHYSICS_OPTIONS as O, POOLTOOL_SIMPLE_OPTIONS } from "./options.ts";
import { positionsAt } from "./positions.ts";
import { simulateFromStates, simulateShot } from "./simulate.ts";
import { makeTable } from "./table.ts";
import type { BallState, PhysicsEvent, PhysicsOptions, ShotResult } from "./types.ts";

const table = makeTable("9ft");
const R = O.ball.radius;
const DEG = 180 / Math.PI;
const at = (id: number, x: number, y: number): BallState =>
  ({ id, r: [x, y, R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" }) as BallState;
/** A cue ball rolling without slip at (vx, vy), with side spin wz. */
const rolling = (x: number, y: number, vx: number, vy: number, wz = 0): BallState => ({
  id: 0,
  r: [x, y, R],
  v: [vx, vy, 0],
  w: [-vy / R, vx / R, wz],
  motion: "rolling",
});
const strike = (speed: number, direction: number, tipX: number, tipY: number, elevation: number) => ({
  speed,
  direction,
  tipX,
  tipY,
  elevation,
});
const first = (res: ShotResult, pred: (e: PhysicsEvent) => boolean, after = -1): PhysicsEvent => {
  const e = res.events.find((x) => x.t > after && pred(x));
  if (e === undefined) throw new Error("event not found");
  return e;
};
const stateAt = (res: ShotResult, t: number, k: number, opts: PhysicsOptions = O): BallState =>
  positionsAt(res, t, opts.ball)[k]!;
const speed = (s: BallState): number => Math.hypot(s.v[0], s.v[1]);

describe("textbook shots", () => {
  it("a sliding (stun) ball starts rolling at 5/7 of its speed", () => {
    const res = unwrap(simulateShot(table, [at(0, -1, 0)], strike(2, 0, 0, 0, 0), O));
    const e = first(res, (x) => x.kind === "sliding-rolling");
    expect(speed(stateAt(res, e.t, 0)) / 2).toBeCloseTo(5 / 7, 9);
  });

  it("a centre-ball stun shot on a full hit stops the cue ball dead", () => {
    // 1 cm from the object ball the cue ball has had no time to pick up roll.
    const cue: BallState = { ...at(0, -0.01 - 2 * R, 0), v: [2, 0, 0], motion: "sliding" };
    const res = unwrap(simulateFromStates(table, [cue, at(1, 0, 0)], O));
    const hit = first(res, (x) => x.kind === "ball-ball");
    // Restitution 0.95 leaves (1 − e)/2 = 2.5 % of the speed; the rest goes to the object ball.
    expect(speed(stateAt(res, hit.t + 1e-9, 0))).toBeLessThan(0.03 * 2);
    expect(speed(stateAt(res, hit.t + 1e-9, 1))).toBeGreaterThan(0.95 * 2 * 0.97);
    // Half a second later it has crept at most a couple of centimetres.
    expect(Math.abs(stateAt(res, hit.t + 0.5, 0).r[0] - (-0.01 - 2 * R) - 0.01)).toBeLessThan(0.02);
  });

  it("a rolling cue ball on a full hit keeps about 2/7 of its speed (follow)", () => {
    for (const opts of [O, POOLTOOL_SIMPLE_OPTIONS]) {
      const res = unwrap(simulateFromStates(table, [rolling(-0.6, 0, 1.5, 0), at(1, 0, 0)], opts));
      const hit = first(res, (x) => x.kind === "ball-ball");
      const v0 = speed(stateAt(res, hit.t - 1e-9, 0, opts));
      const rolls = first(res, (x) => x.kind === "sliding-rolling" && x.ball === 0, hit.t);
      const ratio = stateAt(res, rolls.t + 1e-9, 0, opts).v[0] / v0;
      expect(ratio).toBeGreaterThan(0.27);
      expect(ratio).toBeLessThan(0.3);
    }
  });

  it("a rolling cue ball on a half-ball hit leaves at about 30° from the aim line", () => {
    for (const opts of [O, POOLTOOL_SIMPLE_OPTIONS]) {
      // Aim line y = 0 with the object ball's centre R off it: a half-ball hit (30° cut).
      const res = unwrap(simulateFromStates(table, [rolling(-0.6, 0, 1.5, 0), at(1, 0, R)], opts));
      const hit = first(res, (x) => x.kind === "ball-ball");
      const rolls = first(res, (x) => x.kind === "sliding-rolling" && x.ball === 0, hit.t);
      const v = stateAt(res, rolls.t + 1e-9, 0, opts).v;
      const angle = Math.atan2(Math.abs(v[1]), v[0]) * DEG;
      // The 30° rule; the exact half-ball figure is 33.7° (Alciatore TP A-4).
      expect(angle).toBeGreaterThan(27);
      expect(angle).toBeLessThan(35);
    }
  });

  it("side spin widens the rebound with running english and narrows it with reverse", () => {
    const v = 1.5 / Math.SQRT2;
    const rebound = (wz: number): number => {
      // Heading +x (foot) and +y at 45°: clockwise spin (wz < 0) runs along the foot rail.
      const res = unwrap(simulateFromStates(table, [rolling(table.length / 2 - 0.3, 0, v, v, wz)], O));
      const hit = first(res, (x) => x.kind === "ball-cushion");
      expect(hit.kind === "ball-cushion" && hit.cushion).toBe("foot");
      const s = stateAt(res, hit.t + 1e-9, 0);
      return Math.atan2(s.v[1], -s.v[0]) * DEG; // from the rail's normal
    };
    const running = rebound(-60);
    const none = rebound(0);
    const reverse = rebound(60);
    expect(running).toBeGreaterThan(none + 5);
    expect(reverse).toBeLessThan(none - 1);
  });

  it("throw: a stun cut sends the object ball a few degrees less cut than the line of centres", () => {
    // 30° cut, stun (sliding, no spin) at 1 m/s: Alciatore's throw curves give about 4–5°.
    const cut = 30 / DEG;
    const cue: BallState = {
      ...at(0, -0.02 - 2 * R * Math.cos(cut), 2 * R * Math.sin(cut)),
      v: [1, 0, 0],
      motion: "sliding",
    };
    const res = unwrap(simulateFromStates(table, [cue, at(1, 0, 0)], O));
    const hit = first(res, (x) => x.kind === "ball-ball");
    const [c, ob] = positionsAt(res, hit.t, O.ball);
    const centres = Math.atan2(ob!.r[1] - c!.r[1], ob!.r[0] - c!.r[0]) * DEG;
    const ov = stateAt(res, hit.t + 1e-9, 1).v;
    const dir = Math.atan2(ov[1], ov[0]) * DEG;
    expect(centres).toBeCloseTo(-30, 6);
    const throwDeg = dir - centres; // toward the cue ball's path (less cut) is positive here
    expect(throwDeg).toBeGreaterThan(2);
    expect(throwDeg).toBeLessThan(6);
    // The frictionless model has no throw at all.
    const plain = unwrap(simulateFromStates(table, [cue, at(1, 0, 0)], POOLTOOL_SIMPLE_OPTIONS));
    const pv = stateAt(
      plain,
      first(plain, (x) => x.kind === "ball-ball").t + 1e-9,
      1,
      POOLTOOL_SIMPLE_OPTIONS,
    ).v;
    expect(Math.atan2(pv[1], pv[0]) * DEG).toBeCloseTo(-30, 6);
  });

  it("a jump shot clears an obstacle ball", () => {
    const res = unwrap(simulateShot(table, [at(0, -0.5, 0), at(1, -0.35, 0)], strike(5, 0, 0, 0, 45), O));
    expect(res.events[1]).toEqual({ t: 0, kind: "airborne", ball: 0 });
    const land = first(res, (x) => x.kind === "landing" && x.ball === 0);
    expect(res.events.filter((x) => x.t <= land.t && x.kind === "ball-ball")).toEqual([]);
    expect(stateAt(res, land.t, 0).r[0]).toBeGreaterThan(-0.35 + 2 * R);
  });

  it("a hard elevated stroke near a rail flies over the cushion and off the table", () => {
    const res = unwrap(simulateShot(table, [at(0, table.length / 2 - 0.1, 0)], strike(7, 0, 0, 0, 60), O));
    expect(res.events.some((x) => x.kind === "ball-cushion")).toBe(false);
    first(res, (x) => x.kind === "off-table" && x.ball === 0);
    expect(res.final[0]!.motion).toBe("off");
  });

  it("a ball landing on the rail top with draw rolls back and falls onto the cloth", () => {
    const cue: BallState = {
      id: 0,
      r: [table.length / 2 - 0.05, 0, R + 0.03],
      v: [0.5, 0, 1],
      w: [0, -5 / R, 0],
      motion: "airborne",
    };
    const res = unwrap(simulateFromStates(table, [cue], O));
    const onRail = first(res, (x) => x.kind === "landing" && x.on === "rail");
    const fallsBack = first(res, (x) => x.kind === "airborne", onRail.t);
    first(res, (x) => x.kind === "landing" && x.on === "cloth", fallsBack.t);
    expect(res.final[0]!.motion).toBe("stationary");
    expect(res.final[0]!.r[0]).toBeLessThan(table.length / 2 - R);
    expect(res.final[0]!.r[2]).toBe(R);
  });

  it("a ball that comes back in off a rail top never ends inside a cushion or past it (jumps over a ball toward the foot rail)", () => {
    // Found by a sweep: the cue ball jumps the 3, lands on the foot rail, rolls back in and is
    // later sent toward that rail again. Let down over the cushion's nose it overlapped the
    // cushion and rolled on through it, to rest 2 m past the table's end.
    const hx = table.length / 2;
    const hy = table.width / 2;
    let backIn = 0;
    for (const x of [0.6, 0.7, 0.8])
      for (const elevation of [10, 25, 30])
        for (const speed of [8, 10])
          for (const tipY of [-0.3, -0.6]) {
            const res = unwrap(
              simulateShot(table, [at(0, x, 0), at(3, x + 0.1, 0)], strike(speed, 0, 0, tipY, elevation), O),
            );
            const cue = res.final[0]!;
            if (res.events.some((e) => e.kind === "landing" && e.on === "rail") && cue.motion !== "off")
              backIn++;
            for (const b of res.final) {
              if (b.motion === "off" || b.motion === "pocketed") continue;
              expect(
                Math.abs(b.r[0]),
                `ball ${b.id} from ${x}, ${elevation}°, ${speed} m/s`,
              ).toBeLessThanOrEqual(hx - R + 1e-9);
              expect(Math.abs(b.r[1])).toBeLessThanOrEqual(hy - R + 1e-9);
            }
          }
    // The sweep does bring balls back in off the rail (what it is about).
    expect(backIn).toBeGreaterThan(0);
  });

  it("a ball that lands on the rail top and stops there ends 'off'", () => {
    const cue: BallState = {
      id: 0,
      r: [table.length / 2 - 0.05, 0, R + 0.03],
      v: [0.4, 0, 1],
      w: [0, 0, 0],
      motion: "airborne",
    };
    const res = unwrap(simulateFromStates(table, [cue], O));
    first(res, (x) => x.kind === "landing" && x.on === "rail");
    expect(res.final[0]!.motion).toBe("off");
    expect(res.final[0]!.r[2]).toBeCloseTo(table.railTopHeight + R, 12);
  });

  it("a ball in the air that clears the cushion's nose but not the rail top comes back off the rail", () => {
    const hx = table.length / 2;
    const cue: BallState = {
      id: 0,
      r: [hx - 0.1, 0, R + 0.045],
      v: [3, 0, 0],
      w: [0, 0, 0],
      motion: "airborne",
    };
    const res = unwrap(simulateFromStates(table, [cue], O));
    const hit = first(res, (x) => x.kind === "ball-cushion");
    expect(hit.kind === "ball-cushion" && hit.cushion).toBe("foot");
    expect(stateAt(res, hit.t + 1e-9, 0).v[0]).toBeCloseTo(-3 * O.ball.eCushion, 9);
    expect(res.events.some((x) => x.kind === "landing" && x.on === "rail")).toBe(false);
    expect(res.final[0]!.motion).toBe("stationary");
  });

  it("a jump coming down on a ball by the foot rail drives it into the slate; it bounces over the rail, off the table", () => {
    // B8-OFFTABLE's demonstration: the cue ball, 0.2 m behind the 3, at 20° and 5 m/s.
    const res = unwrap(simulateShot(table, [at(0, 0.85, 0.1), at(3, 1.05, 0.1)], strike(5, 0, 0, 0, 20), O));
    const hit = first(res, (x) => x.kind === "ball-ball");
    // It leaves the cloth at the contact, the cue ball above it (the line of centres points down).
    const lifted = first(res, (x) => x.kind === "airborne" && x.ball === 3);
    expect(lifted.t).toBe(hit.t);
    expect(stateAt(res, hit.t, 0).r[2]).toBeGreaterThan(R);
    first(res, (x) => x.kind === "off-table" && x.ball === 3, hit.t);
    expect(res.final[1]!.motion).toBe("off");
    expect(res.final[0]!.motion).toBe("stationary");
    // Every time a ball leaves the cloth it is said, and it comes down as often (or ends off).
    for (const id of [0, 3]) {
      const up = res.events.filter((x) => x.kind === "airborne" && x.ball === id).length;
      const down = res.events.filter((x) => x.kind === "landing" && x.ball === id).length;
      expect(up - down, `ball ${id}`).toBe(res.final.find((b) => b.id === id)!.motion === "off" ? 1 : 0);
    }
  });
});
