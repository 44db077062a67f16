import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import type { BallState, PhysicsEvent, Strike } from "../physics/index.ts";
import { makeTable, simulateShot } from "../physics/index.ts";
import { defaultSettings } from "../rules/index.ts";
import { restingBall } from "./geometry.ts";
import { geometryFouls, type SimulatedShot, toShotEvents, toShotRecord } from "./shot-record.ts";

const table = makeTable("9ft");
const off = (b: BallState): BallState => ({ ...b, motion: "off" });

describe("physics events -> shot events", () => {
  const still = [restingBall(0, 0, 0), restingBall(3, 0.5, 0), restingBall(7, 0.5, 0.3)];
  it("maps hits (cue ball first, a repeated contact once), rails, jaws as rails, pockets; drops motion events", () => {
    const events: PhysicsEvent[] = [
      { t: 0, kind: "strike", ball: 0 },
      { t: 0.1, kind: "sliding-rolling", ball: 0 },
      { t: 0.2, kind: "ball-ball", a: 3, b: 0 },
      { t: 0.3, kind: "ball-ball", a: 3, b: 7 },
      { t: 0.30001, kind: "ball-ball", a: 3, b: 7 },
      { t: 0.4, kind: "ball-cushion", ball: 7, cushion: "jaw", pocket: "foot-left" },
      { t: 0.5, kind: "ball-cushion", ball: 7, cushion: "left" },
      { t: 0.6, kind: "ball-cushion", ball: 3, cushion: "foot" },
      { t: 0.7, kind: "ball-pocket", ball: 7, pocket: "foot-left" },
    ];
    expect(toShotEvents(events, still)).toEqual([
      { kind: "hit", a: 0, b: 3 },
      { kind: "hit", a: 3, b: 7 },
      { kind: "rail", ball: 7 },
      { kind: "rail", ball: 3 },
      { kind: "pocket", ball: 7, pocket: "foot-left" },
    ]);
  });
  it("G-OFFTABLE-BACK: a ball that left the table and came back is not off; one that ends off is", () => {
    const events: PhysicsEvent[] = [
      { t: 0.1, kind: "ball-ball", a: 0, b: 3 },
      { t: 0.2, kind: "airborne", ball: 3 },
      { t: 0.3, kind: "off-table", ball: 3 },
      { t: 0.4, kind: "landing", ball: 3, on: "cloth" },
      { t: 0.5, kind: "airborne", ball: 7 },
      { t: 0.6, kind: "off-table", ball: 7 },
      { t: 0.7, kind: "landing", ball: 7, on: "rail" },
    ];
    const final = [still[0]!, still[1]!, off(still[2]!)];
    expect(toShotEvents(events, final)).toEqual([
      { kind: "hit", a: 0, b: 3 },
      { kind: "off", ball: 7 },
    ]);
  });
});

const settings = defaultSettings("pina");
const shoot = (balls: BallState[], strike: Strike) => unwrap(simulateShot(table, balls, strike));
const strike = (direction: number, speed = 2, extra: Partial<Strike> = {}): Strike => ({
  speed,
  direction,
  tipX: 0,
  tipY: 0,
  elevation: 0,
  ...extra,
});
const base = (balls: BallState[], s: Strike, more: Partial<SimulatedShot> = {}): SimulatedShot => ({
  game: "bola8",
  by: 0,
  start: balls,
  strike: s,
  result: shoot(balls, s),
  fromKitchen: true,
  headStringX: table.headStringX,
  ballOn: null,
  settings,
  ...more,
});

describe("geometry fouls on simulated shots", () => {
  const hs = table.headStringX;
  it("G-KITCHEN: from the kitchen straight onto a ball behind the head string", () => {
    const balls = [restingBall(0, hs - 0.4, 0), restingBall(5, hs - 0.1, 0)];
    expect(geometryFouls(base(balls, strike(0)))).toEqual(["G-KITCHEN"]);
    // Not in hand: no kitchen rule.
    expect(geometryFouls(base(balls, strike(0), { fromKitchen: false }))).toEqual([]);
  });
  it("G-KITCHEN [interp]: no foul when the cue ball crossed the head string, came back off the foot cushion and hit it", () => {
    // The ball sits behind the cue ball: straight up the table, off the foot cushion, straight back into it.
    const balls = [restingBall(0, hs - 0.05, 0.2), restingBall(5, hs - 0.3, 0.2)];
    const s = strike(0, 3);
    const shot = base(balls, s);
    const record = toShotRecord(shot);
    expect(record.events.find((e) => e.kind === "hit")).toEqual({ kind: "hit", a: 0, b: 5 });
    expect(record.fouls ?? []).toEqual([]);
    expect(geometryFouls({ ...shot, settings: { ...settings, kitchenCrossingCounts: false } })).toEqual([
      "G-KITCHEN",
    ]);
  });
  it("PC-45: a Piña shot 60° off the line to the ball on is a foul, 30° is not", () => {
    const balls = [restingBall(0, 0, 0), restingBall(1, 0.5, 0), restingBall(2, 0.3, 0.3)];
    const pina = { game: "pina" as const, fromKitchen: false, ballOn: 1 as const };
    expect(geometryFouls(base(balls, strike(60), pina))).toEqual(["PC-45"]);
    expect(geometryFouls(base(balls, strike(30), pina))).toEqual([]);
  });
  it("PC-FROZEN: a straight push through a frozen ball on is a foul", () => {
    const balls = [restingBall(0, 0, 0), restingBall(1, 2 * 0.028575, 0)];
    const pina = { game: "pina" as const, fromKitchen: false, ballOn: 1 as const };
    expect(geometryFouls(base(balls, strike(0, 1), pina))).toEqual(["PC-FROZEN"]);
    expect(geometryFouls(base(balls, strike(50, 1), pina))).toEqual([]);
  });
  it("PC-DEFENSE: a defence whose cue ball barely moves is a foul; one that travels a span is not", () => {
    const balls = [restingBall(0, 0, 0), restingBall(1, 0.6, 0)];
    const pina = {
      game: "pina" as const,
      fromKitchen: false,
      ballOn: 1 as const,
      call: { defense: true } as const,
    };
    expect(geometryFouls(base(balls, strike(0, 0.15), pina))).toEqual(["PC-DEFENSE"]);
    expect(geometryFouls(base(balls, strike(0, 1.5), pina))).toEqual([]);
    const record = toShotRecord(base(balls, strike(0, 0.15), pina));
    expect(record.call).toEqual({ defense: true });
    expect(record.fouls).toEqual(["PC-DEFENSE"]);
  });
});
