/**
 * Drills (issue 27 item 3): a position (positions.ts) and a target, tried again and again. A try
 * is judged by the referee's own ruling of each stroke: a foul fails it, the turn passing fails a
 * run, reaching the target scores it. The judging is pure, so the game screen, a test and a
 * bench count a try the same way.
 */
import type { ObjectBallId, Vec2 } from "../core/index.ts";
import type { Match, StepLog } from "./match-types.ts";
import { type PositionSpec, RULE_POSITIONS } from "./positions.ts";

export type DrillTarget =
  /** Pocket these balls legally in one visit (a run). */
  | { readonly kind: "run"; readonly balls: readonly ObjectBallId[] }
  /** One stroke the referee finds nothing wrong with (an escape). */
  | { readonly kind: "clean" }
  /** Win the rack in this visit (a run-out to the 8). */
  | { readonly kind: "win-rack" };

export interface Drill {
  readonly id: string;
  readonly position: PositionSpec;
  readonly target: DrillTarget;
}

export type TryOutcome = "scored" | "failed" | "going";

const spread = (balls: [number, Vec2][]) => balls.map(([id, at]) => ({ id: id as ObjectBallId | 0, at }));

export const DRILLS: readonly Drill[] = [
  {
    // Piña: the 1 to the 5 in order, each called, without giving up the table.
    id: "pina-run-1-5",
    position: {
      game: "pina",
      balls: spread([
        [0, [-0.7, 0]],
        [1, [-0.2, 0.3]],
        [2, [0.3, -0.25]],
        [3, [0.7, 0.35]],
        [4, [0.95, -0.4]],
        [5, [0.2, 0.5]],
      ]),
    },
    target: { kind: "run", balls: [1, 2, 3, 4, 5] },
  },
  {
    // Piña: frozen to the ball on, get out at 45° or more (PC-FROZEN) without a foul.
    id: "pina-frozen-escape",
    position: RULE_POSITIONS["PC-FROZEN"]!,
    target: { kind: "clean" },
  },
  {
    // Bola 8: a legal break — a ball down, or four to a cushion (B8-BREAK).
    id: "bola8-break",
    position: { game: "bola8", balls: "rack" },
    target: { kind: "clean" },
  },
  {
    // Bola 8: two solids and the 8 left; clear them and win the rack.
    id: "bola8-run-out",
    position: {
      game: "bola8",
      groups: ["solids", "stripes"],
      balls: spread([
        [0, [-0.5, 0.1]],
        [3, [0.2, 0.3]],
        [6, [0.6, -0.35]],
        [8, [1.0, 0.2]],
        [10, [-0.2, -0.45]],
        [13, [0.4, 0.55]],
      ]),
    },
    target: { kind: "win-rack" },
  },
];

export const drillById = (id: string): Drill | undefined => DRILLS.find((d) => d.id === id);

/**
 * Where a try stands after `step` (the last step played from `after`'s state): scored, failed,
 * or still going (a run whose shooter keeps the table). A pending option (the opponent's
 * choice after a foul) only comes after a foul, which has failed the try already.
 */
export function judgeTry(drill: Drill, after: Match, step: StepLog): TryOutcome {
  const ruling = step.ruling;
  if (!ruling) return "going";
  const shooter = drill.position.shooter ?? 0;
  if (ruling.fouls.length > 0 || (ruling.loss && ruling.loss.by === shooter)) return "failed";
  switch (drill.target.kind) {
    case "clean":
      return "scored";
    case "win-rack":
      if (ruling.result && ruling.result.winner === shooter) return "scored";
      return ruling.next === shooter ? "going" : "failed";
    case "run": {
      const down = new Set(after.rules?.pocketed ?? []);
      if (drill.target.balls.every((b) => down.has(b))) return "scored";
      return ruling.next === shooter ? "going" : "failed";
    }
  }
}
