import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fromScenario } from "../../src/cli/scenario.ts";
import { simulateShot } from "../../src/physics/index.ts";
import type { BallState } from "../../src/physics/types.ts";

const R = 0.028575;
const load = (name: string) => {
  const s = fromScenario(JSON.parse(readFileSync(`test/game/physics-repro/${name}`, "utf8")));
  if (!s.ok) throw new Error(s.error);
  return s.value;
};

function worstOverlap(balls: readonly BallState[]): number {
  const on = balls.filter((b) => b.motion !== "pocketed" && b.motion !== "off");
  let worst = 0;
  for (let i = 0; i < on.length; i++) {
    for (let j = i + 1; j < on.length; j++) {
      const a = on[i]!.r;
      const b = on[j]!.r;
      worst = Math.max(worst, 2 * R - Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
    }
  }
  return worst;
}

describe("layouts the physics once left but refused (src/game found them in simulated matches)", () => {
  it.each(["rest-in-pocket-mouth.json", "overlap-after-chatter.json", "rest-against-jaw-nose.json"])(
    "%s: the shot runs, leaves no overlap beyond 1 µm, and its final layout starts the next shot",
    (name) => {
      const s = load(name);
      const first = simulateShot(s.table, s.balls, s.shot, s.options);
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(worstOverlap(first.value.final)).toBeLessThanOrEqual(1e-6);
      const cue = first.value.final.find((b) => b.id === 0);
      if (cue?.motion !== "stationary") return; // a scratch: the next shot starts from ball in hand
      const again = simulateShot(
        s.table,
        first.value.final,
        { speed: 1, direction: 90, tipX: 0, tipY: 0, elevation: 0 },
        s.options,
      );
      expect(again.ok ? "ok" : again.error).toBe("ok");
    },
  );
});
