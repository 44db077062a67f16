/**
 * What the AI calls with each kind of stroke: a pot names its ball and pocket (Piña), its group
 * or the 8's pocket (Bola 8); a safety declares a defence (Piña) or names what the rules ask;
 * an escape in Piña names a ball and pocket rather than declaring a defence (the ball and pocket
 * its look drops, when it drops one).
 */

import type { ObjectBallId, PocketId } from "../core/index.ts";
import type { ShotResult } from "../physics/index.ts";
import { groupOf, type MatchState } from "../rules/index.ts";
import type { Obstacle } from "./aim-geometry.ts";
import type { PotCandidate } from "./candidates.ts";
import type { AiCall, AiSituation } from "./situation.ts";
import type { ShotHint } from "./targets.ts";

export function potCall(state: MatchState, hint: ShotHint, c: PotCandidate): AiCall | undefined {
  if (state.game === "pina") return { ball: c.target, pocket: c.pocket };
  if (hint.call === "group") {
    const g = groupOf(c.first);
    return g ? { group: g } : undefined;
  }
  if (hint.call === "pocket-8") return { pocket: c.pocket };
  return undefined;
}

export function safetyCall(state: MatchState, hint: ShotHint, first: ObjectBallId): AiCall | undefined {
  if (state.game === "pina") return { defense: true };
  if (hint.call === "group") {
    const g = groupOf(first);
    return g ? { group: g } : undefined;
  }
  // On the 8 every shot names a pocket (B8-8CALL); a safety, not meant to drop it, names one.
  if (hint.call === "pocket-8") return { pocket: "foot-left" satisfies PocketId };
  return undefined;
}

/**
 * An escape names a ball and pocket in Piña rather than a defence: a missed call costs nothing,
 * while a defence declines the ball on and hands the opponent PC-REFUSED's extra turns.
 */
export function escapeCall(
  sit: AiSituation,
  hint: ShotHint,
  first: ObjectBallId,
  obstacles: readonly Obstacle[],
): AiCall | undefined {
  if (sit.state.game !== "pina") return safetyCall(sit.state, hint, first);
  const at = obstacles.find((b) => b.id === first)?.at ?? [0, 0];
  const pockets = sit.table.pockets;
  const nearest = [...pockets].sort(
    (a, b) =>
      Math.hypot(a.centre[0] - at[0], a.centre[1] - at[1]) -
      Math.hypot(b.centre[0] - at[0], b.centre[1] - at[1]),
  )[0];
  return nearest ? { ball: first, pocket: nearest.id } : { defense: true };
}

/**
 * The call that makes good what a stroke's look dropped, when the call it was looked at with
 * names something else: a kick meant only to reach the ball on may still drop a ball, and in Piña
 * any ball may be called once the ball on is hit first (PC-CALL), so the escape names that ball
 * and pocket instead of the ball on's nearest pocket (PC-DIRTY would spot it, and the turn would
 * pass). Piña: the highest-numbered ball that dropped (it scores most). Bola 8 with the 8 to
 * name: the 8's pocket. Undefined when nothing dropped, the cue ball dropped too (everything is
 * spotted or the rack is lost), or the call already names it.
 */
export function callForWhatDropped(
  state: MatchState,
  hint: ShotHint,
  result: ShotResult,
  call: AiCall | undefined,
): AiCall | undefined {
  const down = new Set(result.final.filter((b) => b.motion === "pocketed").map((b) => b.id));
  if (down.size === 0 || down.has(0)) return undefined;
  const into = new Map<ObjectBallId, PocketId>();
  for (const e of result.events)
    if (e.kind === "ball-pocket" && e.ball !== 0 && down.has(e.ball))
      into.set(e.ball as ObjectBallId, e.pocket);
  let better: AiCall | undefined;
  if (state.game === "pina") {
    const ball = Math.max(...into.keys()) as ObjectBallId;
    const pocket = into.get(ball);
    if (pocket) better = { ball, pocket };
  } else if (hint.call === "pocket-8") {
    const pocket = into.get(8 as ObjectBallId);
    if (pocket) better = { pocket };
  }
  if (!better || JSON.stringify(better) === JSON.stringify(call)) return undefined;
  return better;
}
