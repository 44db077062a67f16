/**
 * A plain, deterministic player for tests and demos: ghost-ball aim at the nearest legal ball
 * into the pocket with the smallest cut, one speed, always a legal call. Not the computer
 * opponent (src/ai); just enough to play whole matches through the real physics and referee.
 */
import type { ObjectBallId, PocketId, Vec2 } from "../../core/index.ts";
import type { Strike } from "../../physics/index.ts";
import { ballOn, groupOf, isOnEight, legalObjectBalls } from "../../rules/index.ts";
import { BALL_RADIUS, findOnCloth, xy } from "../geometry.ts";
import { hasBallInHand } from "../match.ts";
import type { GameAction, Match } from "../match-types.ts";
import { nearestAllowed, placementRegion } from "../placement.ts";

const LAG: GameAction = { kind: "lag", strokes: [{ speed: 1.8 }, { speed: 1.85 }] };
const deg = (v: Vec2): number => (Math.atan2(v[1], v[0]) * 180) / Math.PI;

/** The next action, or null when the match is over. */
export function simpleAction(m: Match): GameAction | null {
  if (m.phase.kind === "lag") return LAG;
  if (m.phase.kind === "lag-choice") return { kind: "choose", by: m.phase.winner, choice: { kind: "break" } };
  const s = m.rules!;
  if (s.matchOver) return null;
  if (s.phase.kind === "rack-over" && s.phase.lagDue) return LAG;
  const p = s.pending;
  if (p) {
    const options = p.offers.map((o) => o.option);
    if (options.includes("break")) return { kind: "choose", by: p.for, choice: { kind: "break" } };
    if (options.includes("ball-in-hand"))
      return { kind: "choose", by: p.for, choice: { kind: "ball-in-hand" } };
    if (!options.includes("accept") && !options.includes("decline")) {
      const first = options.find((o) => o !== "equalize" && o !== "spot-own") ?? "decline";
      return { kind: "choose", by: p.for, choice: { kind: first as "accept" } };
    }
  }
  return shot(m);
}

function shot(m: Match): GameAction {
  const s = m.rules!;
  const by = s.turn;
  const isBreak = s.phase.kind !== "play";
  const inHand = hasBallInHand(s);
  const table = m.table;
  let cue: Vec2 | null = findOnCloth(m.balls, 0) ? xy(findOnCloth(m.balls, 0)!) : null;
  let cueBall: Vec2 | undefined;
  if (inHand) {
    const want: Vec2 = [table.headStringX - 0.15, isBreak ? 0 : 0.1];
    cueBall = nearestAllowed(want, placementRegion(table, m.balls, "kitchen")) ?? want;
    cue = cueBall;
  }
  const c = cue!;
  const plain = (direction: number, speed: number): Strike => ({
    speed,
    direction,
    tipX: 0,
    tipY: 0,
    elevation: 0,
  });
  if (isBreak) {
    const apex = table.footSpot;
    return {
      kind: "strike",
      by,
      strike: plain(deg([apex[0] - c[0], apex[1] - c[1]]), 9),
      ...(cueBall ? { cueBall } : {}),
    };
  }
  const candidates: ObjectBallId[] =
    s.game === "pina" ? [ballOn(s)!].filter((b) => b !== null) : legalObjectBalls(s, by);
  const onCloth = candidates
    .map((id) => ({ id, b: findOnCloth(m.balls, id) }))
    .filter((x) => x.b !== undefined)
    .sort((a, b) => dist(xy(a.b!), c) - dist(xy(b.b!), c));
  const target = onCloth[0];
  if (!target) return { kind: "strike", by, strike: plain(0, 2), ...(cueBall ? { cueBall } : {}) };
  const t = xy(target.b!);
  const best = table.pockets
    .map((pk) => {
      const toPocket = unit([pk.centre[0] - t[0], pk.centre[1] - t[1]]);
      const ghost: Vec2 = [t[0] - 2 * BALL_RADIUS * toPocket[0], t[1] - 2 * BALL_RADIUS * toPocket[1]];
      const aim = unit([ghost[0] - c[0], ghost[1] - c[1]]);
      return {
        pocket: pk.id as PocketId,
        direction: deg(aim),
        cut: Math.acos(Math.min(1, aim[0] * toPocket[0] + aim[1] * toPocket[1])),
      };
    })
    .sort((a, b) => a.cut - b.cut)[0]!;
  const strike = plain(best.direction, 2.5);
  const base = { kind: "strike" as const, by, strike, ...(cueBall ? { cueBall } : {}) };
  if (s.game === "pina") return { ...base, call: { ball: target.id, pocket: best.pocket } };
  if (s.groups === null) return { ...base, call: { group: groupOf(target.id) ?? "solids" } };
  if (isOnEight(s, by)) return { ...base, call: { pocket: best.pocket } };
  return base;
}

const dist = (a: Vec2, b: Vec2) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const unit = (v: Vec2): Vec2 => {
  const n = Math.hypot(v[0], v[1]) || 1;
  return [v[0] / n, v[1] / n];
};

/** Plays the simple player's actions until the match is over or `maxActions` were played. */
export function playSimple(
  start: Match,
  maxActions: number,
  play: (
    m: Match,
    a: GameAction,
  ) => { ok: true; value: { match: Match } } | { ok: false; error: { message: string } },
): Match {
  let m = start;
  for (let i = 0; i < maxActions; i++) {
    const a = simpleAction(m);
    if (!a) break;
    const r = play(m, a);
    if (!r.ok) throw new Error(`action ${i + 1} (${a.kind}) refused: ${r.error.message}`);
    m = r.value.match;
  }
  return m;
}
