/**
 * A random but always valid player for property tests: it reads legalActions and builds
 * each action, shot events included, from a tape of numbers (so fast-check can shrink a
 * failing game to a short one).
 */
import { type ObjectBallId, POCKET_IDS, type PocketId } from "../../core/index.ts";
import type { Action, Group, ShotEvent, ShotRecord } from "../actions.ts";
import { EIGHT, groupOf, groupOnTable, isOnEight } from "../bola8/groups.ts";
import { type ActionKindHint, legalActions } from "../legal.ts";
import { acceptedManualCodes } from "../manual-fouls.ts";
import { ballOn } from "../pina/shot.ts";
import type { MatchState } from "../state.ts";

export class Tape {
  private i = 0;
  constructor(private readonly values: readonly number[]) {}
  /** An integer in [0, n). */
  int(n: number): number {
    const v = this.values[this.i++ % Math.max(1, this.values.length)] ?? 0;
    return n <= 1 ? 0 : v % n;
  }
  chance(percent: number): boolean {
    return this.int(100) < percent;
  }
  pick<T>(items: readonly T[]): T {
    const x = items[this.int(items.length)];
    if (x === undefined) throw new Error("pick from an empty list");
    return x;
  }
}

/** A valid action for the state, chosen by the tape; `skill` (0–100) is how often a shot pockets a legal ball as called. */
export function randomAction(s: MatchState, t: Tape, skill = 30): Action {
  const hints = legalActions(s);
  const nonResign = hints.filter((h) => h.kind !== "resign");
  const hint: ActionKindHint = nonResign.length === 0 || t.chance(1) ? t.pick(hints) : t.pick(nonResign);
  switch (hint.kind) {
    case "resign":
      return { kind: "resign", by: hint.by };
    case "lag":
      return { kind: "lag", winner: t.pick([0, 1] as const) };
    case "declare":
      return { kind: "declare", by: hint.by, group: t.pick(hint.groups) };
    case "choose": {
      const option = t.pick(hint.options);
      if (option === "equalize") {
        const n = 1 + t.int(hint.equalizeUpTo ?? 1);
        const balls = [...hint.equalizeBalls].slice(0, n);
        return { kind: "choose", by: hint.by, choice: { kind: "equalize", balls } };
      }
      if (option === "spot-own" && s.groups && t.chance(50)) {
        const own = groupOnTable(s, s.groups[hint.by]);
        if (own.length > 0)
          return { kind: "choose", by: hint.by, choice: { kind: option, ball: t.pick(own) } };
      }
      return { kind: "choose", by: hint.by, choice: { kind: option } };
    }
    case "shot":
      return { kind: "shot", shot: withPartner(s, hint, t, randomShot(s, hint, t, skill)) };
  }
}

/**
 * G-TEAM-ORDER: in a match of sides the shot names the partner who struck, now and then (3%)
 * one who was not due, as a scorekeeper would enter a stroke out of turn.
 */
function withPartner(
  s: MatchState,
  hint: Extract<ActionKindHint, { kind: "shot" }>,
  t: Tape,
  shot: ShotRecord,
): ShotRecord {
  if (!s.teams || hint.player === undefined) return shot;
  const size = s.teams.sizes[hint.by];
  const player = size > 1 && t.chance(3) ? (hint.player + 1 + t.int(size - 1)) % size : hint.player;
  return { ...shot, player };
}

function randomShot(s: MatchState, hint: Extract<ActionKindHint, { kind: "shot" }>, t: Tape, skill: number) {
  const by = hint.by;
  // A rack-over state plays the next rack's break on a full table.
  const table: readonly ObjectBallId[] =
    s.phase.kind === "rack-over" ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : s.onTable;
  const events: ShotEvent[] = [];
  const pocket = (): PocketId => t.pick(POCKET_IDS);
  if (s.game === "pina" && hint.isBreak && t.chance(5))
    return { by, events: [{ kind: "rail", ball: 0 }], miscue: true } as const;

  const good = t.chance(skill) && hint.legalFirstContact.length > 0;
  const first: ObjectBallId | null = good
    ? t.pick(hint.legalFirstContact)
    : t.chance(90) && table.length > 0
      ? t.pick(table)
      : null;
  if (first !== null) events.push({ kind: "hit", a: 0, b: first });
  const down: { ball: ObjectBallId; pocket: PocketId }[] = [];
  const off: ObjectBallId[] = [];
  if (good && first !== null) down.push({ ball: first, pocket: pocket() });
  else if (first !== null) {
    for (let k = t.int(4); k > 0; k--) {
      const b = t.pick(table);
      if (down.some((d) => d.ball === b) || off.includes(b)) continue;
      if (t.chance(8)) off.push(b);
      else down.push({ ball: b, pocket: pocket() });
    }
  }
  // Every collision before any ball drops: a ball cannot be hit once it is down.
  for (const d of down)
    if (d.ball !== first && first !== null) events.push({ kind: "hit", a: first, b: d.ball });
  for (const d of down) events.push({ kind: "pocket", ball: d.ball, pocket: d.pocket });
  for (const b of off) events.push({ kind: "off", ball: b });
  const gone = new Set<number>([...down.map((d) => d.ball), ...off]);
  const railers = table.filter((b) => !gone.has(b));
  for (let k = t.int(6); k > 0 && railers.length > 0; k--)
    events.push({ kind: "rail", ball: t.pick(railers) });
  if (!good && t.chance(10)) events.push({ kind: "pocket", ball: 0, pocket: pocket() });
  else if (!good && t.chance(3)) events.push({ kind: "off", ball: 0 });

  const codes = acceptedManualCodes(s.game);
  const fouls =
    !good && t.chance(6)
      ? [t.pick(codes.filter((c) => !["B8-L10", "PC-15"].includes(c) || t.chance(20)))]
      : [];

  if (s.game === "bola8") {
    const call: { group?: Group; pocket?: PocketId } = {};
    if (good && first !== null) {
      const g = groupOf(first);
      if (hint.call === "group" && g) call.group = g;
      if (first === EIGHT) call.pocket = down[0]?.pocket ?? "foot-left";
      return { by, events, ...(Object.keys(call).length > 0 ? { call } : {}) };
    }
    if (hint.call === "group" && t.chance(90)) {
      const g = first !== null ? groupOf(first) : null;
      call.group = g ?? t.pick(["solids", "stripes"] as const);
    }
    if (hint.call === "pocket-8" || (s.groups && isOnEight(s, by))) {
      const eight = down.find((d) => d.ball === EIGHT);
      if (t.chance(85)) call.pocket = eight && t.chance(90) ? eight.pocket : pocket();
    }
    return {
      by,
      events,
      ...(Object.keys(call).length > 0 ? { call } : {}),
      ...(fouls.length ? { fouls } : {}),
    };
  }
  if (hint.isBreak) return { by, events, ...(fouls.length ? { fouls } : {}) };
  const on = ballOn(s);
  const target = down[0];
  if (good && target) return { by, events, call: { ball: target.ball, pocket: target.pocket } };
  // G-NOCALL: players forget to call; such a shot is valid and ruled.
  if (t.chance(8)) return { by, events, ...(fouls.length ? { fouls } : {}) };
  const call =
    t.chance(15) || on === null
      ? ({ defense: true } as const)
      : target && t.chance(80)
        ? { ball: target.ball, pocket: t.chance(90) ? target.pocket : pocket() }
        : { ball: t.pick(table), pocket: pocket() };
  return { by, events, call, ...(fouls.length ? { fouls } : {}) };
}
