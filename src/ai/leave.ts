/**
 * The value of a position for a player about to shoot from it: the geometric odds of their
 * best direct pot (the AI's one-ply look beyond the shot it simulates).
 */
import { type PlayerIndex, POCKET_IDS, type Vec2 } from "../core/index.ts";
import type { BallState, Table } from "../physics/types.ts";
import type { MatchState } from "../rules/index.ts";
import type { AimTable, PocketMouth } from "./aim-geometry.ts";
import { aimRuleFor } from "./aim-rule.ts";
import { generatePots } from "./candidates.ts";
import { canPotFor, cueAt, firstLegalFrom, objectBalls, shotHintFor } from "./targets.ts";

const mouthsOf = new WeakMap<Table, PocketMouth[]>();

/** The aiming view of a physics table: its size, the ball radius and each pocket's jaw noses. */
export function aimTable(table: Table, radius: number): AimTable {
  let mouths = mouthsOf.get(table);
  if (!mouths) {
    mouths = [];
    for (const id of POCKET_IDS) {
      const noses = table.jaws.filter((j) => j.pocket === id);
      const [a, b] = noses;
      const pocket = table.pockets.find((p) => p.id === id);
      const faces = table.cushions
        .filter((c) => c.rail === "jaw" && c.pocket === id)
        .map((c) => [c.p1, c.p2] as const);
      if (a && b && pocket)
        mouths.push({
          pocket: id,
          a: a.centre,
          b: b.centre,
          noseRadius: Math.max(a.radius, b.radius),
          faces,
          centre: pocket.centre,
          captureRadius: pocket.radius,
        });
    }
    mouthsOf.set(table, mouths);
  }
  return { length: table.length, width: table.width, radius, mouths };
}

/** Aim error of a typical opponent, radians (between the easy and medium levels). */
export const REFERENCE_SIGMA = (0.4 * Math.PI) / 180;

/** Best direct-pot odds for `p` from `balls` with the cue ball where it lies (or at `cue`). */
export function bestPotOdds(
  table: Table,
  radius: number,
  balls: readonly BallState[],
  state: MatchState,
  p: PlayerIndex,
  sigmaRad: number,
  cue?: Vec2,
): number {
  const hint = shotHintFor(state, p);
  const from = cue ?? cueAt(balls);
  if (!hint || !from || hint.isBreak) return 0;
  const obstacles = objectBalls(balls);
  const pots = generatePots({
    table: aimTable(table, radius),
    cue: from,
    balls: obstacles,
    firstLegal: firstLegalFrom(hint, obstacles, table.headStringX),
    canPot: (f, b) => f === b && canPotFor(state)(f, b),
    sigmaRad,
    tricks: false,
    aimRule: aimRuleFor(state, hint.legalFirstContact[0]),
  });
  return pots[0]?.odds ?? 0;
}
