/**
 * What the status bar shows, derived from the match alone at every step (one source): the rack
 * or game in play or about to start, the match score, groups and what is left of them, the
 * Piña score and ball on, and the foul counts. Between racks (the referee's "rack-over", a lag
 * due before the next Piña game) the last rack's groups, score, ball on and foul counts are
 * gone: the next rack starts fresh, as `rackState` sets it up.
 */
import type { ByPlayer, GameId, ObjectBallId } from "../../core/index.ts";
import type { Match } from "../../game/index.ts";
import { type Group, groupOf, rackState } from "../../rules/index.ts";

export interface StatusModel {
  readonly game: GameId;
  /** "lag": before the first break; "between": a lag decides the next game; "over": match decided. */
  readonly stage: "lag" | "lag-choice" | "between" | "play" | "over";
  /** The rack (Bola 8) or game (Piña) in play or about to start; null before the first lag. */
  readonly rack: number | null;
  readonly matchScore: ByPlayer<number> | null;
  /** Bola 8: the groups once assigned, each with its balls still on the table. */
  readonly groups: ByPlayer<{ readonly group: Group; readonly left: readonly ObjectBallId[] }> | null;
  readonly openTable: boolean;
  /** Piña: the game's points (null between games: the next game has not begun). */
  readonly score: ByPlayer<number> | null;
  readonly ballOn: ObjectBallId | null;
  readonly turnsOwed: number;
  readonly fouls: ByPlayer<number>;
}

export function statusOf(m: Match): StatusModel {
  const game = m.setup.game;
  const base = {
    game,
    matchScore: null,
    groups: null,
    openTable: false,
    score: null,
    ballOn: null,
    turnsOwed: 0,
    fouls: [0, 0] as ByPlayer<number>,
  };
  if (m.phase.kind === "lag") return { ...base, stage: "lag", rack: null };
  if (m.phase.kind === "lag-choice") return { ...base, stage: "lag-choice", rack: 1 };
  const played = m.rules!;
  if (played.matchOver) {
    return { ...base, stage: "over", rack: played.rack, matchScore: played.matchScore };
  }
  // A decided rack: the next one is what the players see (its balls are already racked).
  const between = played.phase.kind === "rack-over";
  const lagDue = played.phase.kind === "rack-over" && played.phase.lagDue;
  const st = between ? rackState(played, played.rack + 1, played.breaker) : played;
  const groups =
    st.game === "bola8" && st.groups
      ? ([0, 1] as const).map((p) => {
          const g = st.groups![p];
          return { group: g, left: st.onTable.filter((b) => b !== 8 && groupOf(b) === g) };
        })
      : null;
  return {
    game,
    stage: lagDue ? "between" : "play",
    rack: st.rack,
    matchScore: st.matchScore,
    groups: groups ? [groups[0]!, groups[1]!] : null,
    openTable: st.game === "bola8" && st.groups === null,
    score: st.game === "pina" && !lagDue ? st.score : null,
    ballOn: st.game === "pina" && !lagDue ? (st.onTable[0] ?? null) : null,
    turnsOwed: st.turnsOwed,
    fouls: st.consecutiveFouls,
  };
}

/**
 * The tray of pocketed balls: each object ball down now, by the player whose shot sank it
 * (its last sinking: a ball spotted and sunk again goes to the second shooter). Balls back on
 * the table (spotted, a new rack) leave the tray, and so do a decided rack's.
 */
export function trayOf(m: Match): ByPlayer<readonly ObjectBallId[]> {
  // A decided rack's balls leave the tray with it (the next rack or lag starts empty).
  if (m.rules?.phase.kind === "rack-over") return [[], []];
  const by = new Map<number, 0 | 1>();
  for (const step of m.log) {
    const shot = step.shot;
    if (!shot) continue;
    for (const e of shot.events) if (e.kind === "pocket" && e.ball !== 0) by.set(e.ball, shot.by);
  }
  const down = new Set(m.balls.filter((b) => b.id !== 0 && b.motion === "pocketed").map((b) => b.id));
  const tray: [ObjectBallId[], ObjectBallId[]] = [[], []];
  for (const [ball, p] of by) if (down.has(ball as ObjectBallId)) tray[p].push(ball as ObjectBallId);
  return [tray[0].sort((a, b) => a - b), tray[1].sort((a, b) => a - b)];
}
