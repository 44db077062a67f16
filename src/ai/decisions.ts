/**
 * The decisions the rules offer, each taken by comparing the positions the options lead to:
 * break or hand over (B8-LAG), accept / ball in hand / re-break (B8-BREAK-OPTIONS), accept /
 * ball in hand / ball in hand with the 8 spotted (B8-SANCTION, B8-SANCTION-8), spot one's own
 * ball (B8-SPOT-OWN) and which balls to remove when equalizing (B8-EQUALIZE).
 */
import type { ObjectBallId } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import {
  type ActionKindHint,
  apply,
  type Choice,
  groupOf,
  type MatchState,
  type OptionName,
} from "../rules/index.ts";
import { generatePots } from "./candidates.ts";
import { aimTable, bestPotOdds } from "./leave.ts";
import type { LevelProfile } from "./level.ts";
import { rankPlacements } from "./placement.ts";
import type { AiSituation } from "./situation.ts";
import { cueAt, objectBalls, shotHintFor } from "./targets.ts";
import { sigmaOf } from "./value.ts";

type ChooseHint = Extract<ActionKindHint, { kind: "choose" }>;

/** Below these odds a position is not worth keeping over a fresh rack. */
const REBREAK_BELOW = 0.25;

export function chooseOption(sit: AiSituation, hint: ChooseHint, profile: LevelProfile): Choice {
  const offered = new Set<OptionName>(hint.options);
  if (offered.has("break")) return { kind: "break" };
  // The referee offers B8-SPOT-OWN on the player's word; the table decides whether it holds.
  if (offered.has("spot-own") && maySpotOwn(sit)) return { kind: "spot-own" };
  if (offered.has("equalize") && hint.equalizeUpTo && hint.equalizeBalls.length > 0) {
    const balls = equalizeChoice(sit, hint.equalizeBalls, hint.equalizeUpTo);
    if (balls.length > 0) return { kind: "equalize", balls };
  }
  const scored: { kind: OptionName; odds: number }[] = [];
  for (const kind of ["accept", "ball-in-hand", "ball-in-hand-spot-8"] as const) {
    if (!offered.has(kind)) continue;
    scored.push({ kind, odds: optionOdds(sit, kind, profile) });
  }
  scored.sort((a, b) => b.odds - a.odds);
  const best = scored[0];
  if (offered.has("rebreak") && (!best || best.odds < REBREAK_BELOW)) return { kind: "rebreak" };
  if (best) return { kind: best.kind } as Choice;
  if (offered.has("decline")) return { kind: "decline" };
  const first = hint.options.find((o) => o !== "equalize" && o !== "spot-own");
  return { kind: (first ?? "decline") as Exclude<OptionName, "equalize"> };
}

/** The odds of my next pot after taking `kind`, judged on the state the referee moves to. */
function optionOdds(
  sit: AiSituation,
  kind: "accept" | "ball-in-hand" | "ball-in-hand-spot-8",
  p: LevelProfile,
): number {
  const after = apply(sit.state, { kind: "choose", by: sit.me, choice: { kind } });
  if (!after.ok) return -1;
  const state = after.value.state;
  const radius = sit.balls[0]?.r[2] ?? 0.028575;
  let balls: readonly BallState[] = sit.balls;
  if (kind === "ball-in-hand-spot-8") balls = withEightOnSpot(sit);
  if (kind === "accept") return bestPotOdds(sit.table, radius, balls, state, sit.me, sigmaOf(p, sit.physics));
  const hint = shotHintFor(state, sit.me);
  if (!hint) return -1;
  const best = rankPlacements(sit.table, balls, state, hint, radius, sigmaOf(p, sit.physics), false, 1)[0];
  // Ball in hand is also worth the freedom to play safe from anywhere in the kitchen; ties go to accept.
  const odds = best?.odds ?? 0;
  return odds + 0.1 * (1 - odds);
}

/** B8-SPOT-OWN holds: every ball of my group still on the cloth lies behind the head string. */
function maySpotOwn(sit: AiSituation): boolean {
  const group = sit.state.groups?.[sit.me];
  if (!group) return false;
  const own = sit.balls.filter(
    (b) =>
      b.id !== 0 &&
      b.motion !== "pocketed" &&
      b.motion !== "off" &&
      sit.state.onTable.includes(b.id as ObjectBallId) &&
      groupOf(b.id as ObjectBallId) === group,
  );
  return own.length > 0 && own.every((b) => b.r[0] <= sit.table.headStringX);
}

/** The 8 on the foot spot (B8-SANCTION-8), or as near it as the table allows, for judging only. */
function withEightOnSpot(sit: AiSituation): BallState[] {
  const [fx, fy] = sit.table.footSpot;
  const R = sit.balls[0]?.r[2] ?? 0.028575;
  let x = fx;
  const clear = (px: number) =>
    sit.balls.every(
      (b) => b.id === 8 || b.motion === "pocketed" || Math.hypot(b.r[0] - px, b.r[1] - fy) >= 2 * R,
    );
  while (!clear(x) && x < sit.table.length / 2 - R) x += 0.005;
  return sit.balls.map((b) => (b.id === 8 ? { ...b, r: [x, fy, R], motion: "stationary" } : b));
}

/**
 * Equalizing removes own balls by hand: take as many as allowed, the hardest to pot first
 * (fewest good pockets from anywhere), so the table left is the easy part of the group.
 */
function equalizeChoice(sit: AiSituation, allowed: readonly ObjectBallId[], upTo: number): ObjectBallId[] {
  const radius = sit.balls[0]?.r[2] ?? 0.028575;
  const obstacles = objectBalls(sit.balls);
  const cue = cueAt(sit.balls) ?? [sit.table.headStringX - 0.2, 0];
  const ease = (id: ObjectBallId): number =>
    generatePots({
      table: aimTable(sit.table, radius),
      cue,
      balls: obstacles,
      firstLegal: [id],
      canPot: (f, b) => f === b,
      sigmaRad: 0.005,
      tricks: false,
    }).reduce((s, c) => s + c.odds, 0);
  return [...allowed].sort((a, b) => ease(a) - ease(b)).slice(0, upTo);
}

export type { MatchState };
