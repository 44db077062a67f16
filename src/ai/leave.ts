/**
 * The value of a position for a player about to shoot from it: the geometric odds of their
 * best direct pot (the AI's one-ply look beyond the shot it simulates).
 */
import { type ObjectBallId, type PlayerIndex, POCKET_IDS, type Vec2 } from "../core/index.ts";
import type { BallState, Table } from "../physics/index.ts";
import type { MatchState } from "../rules/index.ts";
import type { AimTable, PocketMouth } from "./aim-geometry.ts";
import { aimRuleFor } from "./aim-rule.ts";
import { generatePots } from "./candidates.ts";
import { mouthShapes } from "./pocket-window.ts";
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
  return { length: table.length, width: table.width, radius, mouths, shapes: mouthShapes(table, radius) };
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

/**
 * Two shots ahead: the best of the next few direct pots, each worth its odds times one plus
 * half the odds of the pot after it, judged with the cue ball where a stun shot leaves it (the
 * ghost ball) and the potted ball gone. Piña: the next ball on is the lowest left, and a bank,
 * combination or carom counts at its own odds; Bola 8: the rest of the group, then the 8. The
 * top level's look at a pattern, not only the next ball.
 */
export function twoShotLeave(
  table: Table,
  radius: number,
  balls: readonly BallState[],
  state: MatchState,
  p: PlayerIndex,
  sigmaRad: number,
): number {
  const hint = shotHintFor(state, p);
  const from = cueAt(balls);
  if (!hint || !from || hint.isBreak) return 0;
  const obstacles = objectBalls(balls);
  const aim = aimTable(table, radius);
  const canPot = canPotFor(state);
  // Piña: any ball may be called once the ball on is hit first, and strong players run racks
  // on banks, combinations and caroms; the opponent's reply (reply.ts) counts them too.
  const tricks = state.game === "pina";
  const pots = generatePots({
    table: aim,
    cue: from,
    balls: obstacles,
    firstLegal: firstLegalFrom(hint, obstacles, table.headStringX),
    canPot: tricks ? canPot : (f, b) => f === b && canPot(f, b),
    sigmaRad,
    tricks,
    aimRule: aimRuleFor(state, hint.legalFirstContact[0]),
  });
  let best = 0;
  const seen = new Set<number>();
  for (const c of pots) {
    if (seen.size >= 3) break;
    // A trick shot's follow-up is not planned (no ghost-ball leave): its own odds only.
    if (tricks && c.kind !== "direct") {
      best = Math.max(best, c.odds);
      continue;
    }
    if (seen.has(c.target) || !c.contact) continue;
    seen.add(c.target);
    const rest = obstacles.filter((b) => b.id !== c.target);
    const nextLegal = nextLegalAfter(state, hint.legalFirstContact, c.target, rest);
    const next = generatePots({
      table: aim,
      cue: c.contact,
      balls: rest,
      firstLegal: nextLegal,
      canPot: (f, b) => f === b && canPot(f, b),
      sigmaRad,
      tricks: false,
      aimRule:
        state.game === "pina" && nextLegal[0] !== undefined ? aimRuleFor(state, nextLegal[0]) : undefined,
    });
    best = Math.max(best, c.odds * (1 + 0.5 * (next[0]?.odds ?? 0)));
  }
  // On the scale of bestPotOdds (a sure pot with a sure follow-up is 1.5, squeezed to 1).
  return Math.min(1, best / 1.25);
}

/** The balls that may be hit first once `potted` is down (the AI's planning view of the order). */
function nextLegalAfter(
  state: MatchState,
  legal: readonly ObjectBallId[],
  potted: ObjectBallId,
  rest: readonly { id: number }[],
): ObjectBallId[] {
  const left = rest.map((b) => b.id as ObjectBallId);
  if (state.game === "pina") {
    const lowest = nextBallOnAfter(rest, potted);
    return lowest === undefined ? [] : [lowest];
  }
  const group = legal.filter((b) => b !== potted && left.includes(b));
  if (group.length > 0) return group;
  return potted === 8 ? [] : left.includes(8) ? [8] : [];
}

/** Piña's ball on once `potted` is down: the lowest ball left (PC-ORDER), as the AI plans it. */
export function nextBallOnAfter<B extends { readonly id: number }>(
  balls: readonly B[],
  potted: ObjectBallId,
): ObjectBallId | undefined {
  let lowest: ObjectBallId | undefined;
  for (const b of balls)
    if (b.id !== potted && (lowest === undefined || b.id < lowest)) lowest = b.id as ObjectBallId;
  return lowest;
}
