import { describe, expect, it } from "vitest";
import type { BallId } from "../../core/index.ts";
import { type BallState, makeTable, simulateShot } from "../../physics/index.ts";
import { closePot } from "./close-pot.ts";

const table = makeTable("9ft");
const R = 0.028575;
const ball = (id: BallId, at: readonly [number, number]): BallState => ({
  id,
  r: [at[0], at[1], R],
  v: [0, 0, 0],
  w: [0, 0, 0],
  motion: "stationary",
});

/** The 1 struck straight at `target` by the cue ball `back` metres behind it, simulated for real. */
function pot(obj: [number, number], target: [number, number], back: number, speed: number, turn = 0) {
  const d = Math.hypot(target[0] - obj[0], target[1] - obj[1]);
  const u = [(target[0] - obj[0]) / d, (target[1] - obj[1]) / d] as const;
  const cue: [number, number] = [obj[0] - u[0] * back, obj[1] - u[1] * back];
  const direction = (Math.atan2(u[1], u[0]) * 180) / Math.PI + turn;
  const r = simulateShot(table, [ball(0, cue), ball(1, obj)], {
    speed,
    direction,
    tipX: 0,
    tipY: 0,
    elevation: 0,
  });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

// The foot-left corner: its centre, and a point in its mouth a little inside.
const CORNER: [number, number] = [1.2998, 0.6648];
const MOUTH: [number, number] = [1.285, 0.65];

describe("a pot worth seeing again", () => {
  it("a long pot down the table: the 1 travels more than 1.6 m into the corner", () => {
    expect(closePot(pot([-0.4, -0.2], MOUTH, 0.3, 3))).toMatchObject({ ball: 1, reason: "long" });
  });

  // Firm, not hard: a ball that touches a point at the physics' rattle speed rattles out.
  it("a ball that rattles on a jaw and still drops", () => {
    const sim = pot([1.0, 0.5], CORNER, 0.3, 1.6);
    expect(sim.events.some((e) => e.kind === "ball-cushion" && e.cushion === "jaw")).toBe(true);
    expect(closePot(sim)).toMatchObject({ ball: 1, reason: "jaws" });
  });

  it("a ball that dies into the pocket on its last turn", () => {
    expect(closePot(pot([1.15, 0.58], MOUTH, 0.15, 0.5))).toMatchObject({ ball: 1, reason: "slow" });
  });

  it("a short firm pot into the middle of the pocket, and a miss, are not replayed", () => {
    const clean = pot([1.0, 0.5], MOUTH, 0.3, 2.5);
    expect(clean.events.some((e) => e.kind === "ball-pocket" && e.ball === 1)).toBe(true);
    expect(closePot(clean)).toBeNull();
    const miss = pot([1.0, 0.5], MOUTH, 0.3, 2.5, 8);
    expect(miss.events.some((e) => e.kind === "ball-pocket" && e.ball === 1)).toBe(false);
    expect(closePot(miss)).toBeNull();
  });
});
