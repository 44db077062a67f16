import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import { kineticEnergy, slipX, slipY } from "./motion.ts";
import { DEFAULT_PHYSICS_OPTIONS as O } from "./options.ts";
import { resolvePush, V_REST } from "./push.ts";
import { simulateShot } from "./simulate.ts";
import { makeTable } from "./table.ts";
import type { BallState } from "./types.ts";

const P = O.ball;
const R = P.radius;
const ball = (id: 0 | 1, x: number, v: number, wy: number, motion: BallState["motion"]): BallState => ({
  id,
  r: [x, 0, R],
  v: [v, 0, 0],
  w: [0, wy, 0],
  motion,
});

describe("resolvePush", () => {
  it("a slipping ball with follow pushing a touching ball: it ends rolling, they move together", () => {
    const a = ball(0, 0, 0.05, 3 / R, "sliding"); // strong follow: slip points backward
    const b = ball(1, 2 * R, 0.046, 0, "rolling");
    const [a2, b2] = resolvePush(a, b, P)!;
    expect(Math.hypot(slipX(a2, R), slipY(a2, R))).toBeLessThan(1e-12);
    expect(a2.v[0]).toBeCloseTo(b2.v[0], 12);
    expect(b2.v[0]).toBeGreaterThan(b.v[0]);
    expect(kineticEnergy(a2, P) + kineticEnergy(b2, P)).toBeLessThanOrEqual(
      kineticEnergy(a, P) + kineticEnergy(b, P),
    );
  });
  it("leaves knocks and slip-free contacts to the collision model", () => {
    expect(
      resolvePush(ball(0, 0, 2 * V_REST, 3 / R, "sliding"), ball(1, 2 * R, 0, 0, "stationary"), P),
    ).toBeUndefined();
    expect(
      resolvePush(ball(0, 0, 0.005, 0.005 / R, "rolling"), ball(1, 2 * R, 0, 0, "stationary"), P),
    ).toBeUndefined();
  });
  it("keeps a slow follow shot into a frozen rack to a few hundred events", () => {
    const table = makeTable("9ft");
    const at = (id: number, x: number, y: number) =>
      ({ id, r: [x, y, R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" }) as BallState;
    const balls = [at(0, table.footSpot[0] - 0.4, 0)];
    for (let row = 0; row < 5; row++) {
      for (let k = 0; k <= row; k++)
        balls.push(at(balls.length, table.footSpot[0] + row * Math.sqrt(3) * R, (k - row / 2) * 2 * R));
    }
    const res = unwrap(
      simulateShot(table, balls, { speed: 0.8, direction: 0, tipX: 0, tipY: 0.5, elevation: 0 }, O),
    );
    expect(res.events.length).toBeLessThan(1500);
    for (const s of res.final) expect(["stationary", "pocketed"]).toContain(s.motion);
  });
});
