/**
 * A shot as the scorekeeper says it, without the page: what was tapped (a ball, a pocket, a
 * defence), the likely outcomes that one more tap records («Entró», «Falló», the cue ball
 * down), and «Otra cosa…» for everything else. Pure, so a test can run every default through
 * the real referee.
 *
 * What the page never does is assume a foul. Each default fills in only what keeps the shot
 * legal as the referee's hints describe it (the first ball hit is a legal one, a Bola 8 miss
 * names the ball that reached a cushion); anything else is the person's explicit choice.
 */
import type { BallId, GameId, ObjectBallId, PocketId } from "../../core/index.ts";
import type { ActionKindHint, Group, ScriptEvent, ScriptStep, ShotEvent } from "../../rules/index.ts";
import { groupOf } from "../../rules/index.ts";

export type ShotHint = Extract<ActionKindHint, { kind: "shot" }>;
export type ShotStep = Extract<ScriptStep, { shot: unknown }>;
type Shot = ShotStep["shot"];

/** The table as the page knows it before the shot. */
export interface Situation {
  readonly game: GameId;
  readonly hint: ShotHint;
  /** The object balls on the table, ascending. */
  readonly onTable: readonly ObjectBallId[];
}

/** A ball that dropped or left the table, in the order the person said it. */
export type Ending = { readonly pocket: readonly [BallId, PocketId] } | { readonly off: BallId };

/** What the page asks the table drawing for, in «Otra cosa…». */
export const MORE_TOOLS = ["drop", "first", "rail", "off"] as const;
export type MoreTool = (typeof MORE_TOOLS)[number];

/** «Otra cosa…»: the whole shot, each part said by the person (undefined: not said yet). */
export interface MoreDraft {
  readonly tool: MoreTool;
  /** The first ball the cue ball touched; null: none; undefined: not said. */
  readonly first: ObjectBallId | null | undefined;
  readonly endings: readonly Ending[];
  /** Balls that reached a cushion after the contact; undefined: not said. */
  readonly rails: readonly BallId[] | undefined;
  readonly fouls: readonly string[];
  readonly miscue: boolean;
  /** G-NOCALL: the shot was played without the call the tap implied. */
  readonly noCall: boolean;
  /** Bola 8 on an open table: the group declared, when not the tapped ball's. */
  readonly group: Group | null;
  /** A ball tapped with the drop tool, waiting for its pocket. */
  readonly pending: BallId | null;
  /** Balls waiting after the pending one (the scorekeeper's photos proposed them), in order. */
  readonly queue?: readonly BallId[];
}

export interface Draft {
  /** Piña: the ball called (the ball on, pre-selected); Bola 8: the ball played. */
  readonly ball: ObjectBallId | null;
  readonly pocket: PocketId | null;
  readonly defense: boolean;
  /** "scratch": the next pocket tapped is the cue ball's. */
  readonly mode: "call" | "scratch" | "more";
  readonly more: MoreDraft | null;
  /** G-TEAM-ORDER: the partner who shot, when not the one due. */
  readonly partner: number | null;
}

export const isBreakOf = (s: Situation): boolean => s.hint.isBreak;

/** A fresh entry: in Piña the ball on is already called, so the usual call is one tap on a pocket. */
export function startDraft(s: Situation): Draft {
  const legal = s.hint.legalFirstContact;
  const preset = s.hint.isBreak ? null : legal.length === 1 ? (legal[0] ?? null) : null;
  return { ball: preset, pocket: null, defense: false, mode: "call", more: null, partner: null };
}

/** Tapping a ball: it becomes the ball called or played (a defence is no longer the call). */
export const pickBall = (d: Draft, b: ObjectBallId): Draft => ({ ...d, ball: b, defense: false });
export const pickPocket = (d: Draft, p: PocketId): Draft => ({ ...d, pocket: p, defense: false });
export const pickDefense = (d: Draft): Draft => ({ ...d, defense: !d.defense });

/**
 * The first ball hit that the quick outcomes assume: Piña's ball on (the 1 on the break), the
 * ball tapped in Bola 8. On a Bola 8 break nothing is assumed: its rules do not ask (undefined).
 */
export function firstDefault(s: Situation, d: Draft): ObjectBallId | null | undefined {
  if (s.game === "pina") return s.hint.legalFirstContact[0] ?? undefined;
  if (s.hint.isBreak) return undefined;
  return d.ball ?? undefined;
}

/** The call the taps say, as the script writes it; undefined where none was made or is due. */
export function callOf(s: Situation, d: Draft, group: Group | null = null): Shot["call"] {
  const h = s.hint;
  if (s.game === "pina") {
    if (h.isBreak) return undefined;
    if (d.defense) return { defense: true };
    return d.ball !== null && d.pocket !== null ? { ball: d.ball, pocket: d.pocket } : undefined;
  }
  if (h.call === "group") {
    const g = group ?? (d.ball === null ? null : groupOf(d.ball));
    return g ? { group: g } : undefined;
  }
  if (h.call === "pocket-8") return d.ball === 8 && d.pocket !== null ? { pocket: d.pocket } : undefined;
  return undefined;
}

const hitOf = (first: ObjectBallId | null | undefined): ScriptEvent[] =>
  first === null || first === undefined ? [] : [{ hit: [0, first] }];

function shotOf(s: Situation, d: Draft, events: ScriptEvent[], extra: Partial<Shot> = {}): ShotStep {
  const call = callOf(s, d);
  const due = s.hint.player;
  return {
    shot: {
      by: s.hint.by,
      events,
      ...(call ? { call } : {}),
      ...extra,
      // G-TEAM-ORDER: who shot is written always with teams (one not due is ruled a foul).
      ...(due !== undefined ? { player: d.partner ?? due } : {}),
    },
  };
}

/** The quick outcomes: one more tap after the call records the shot. */
export type QuickId = "made" | "missed" | "missed-cushion-cue" | "missed-cushion-ball" | "scratch";

export interface Quick {
  readonly id: QuickId;
  /** The entry, or null when it waits for one more tap (the cue ball's pocket). */
  readonly step: ShotStep | null;
}

/**
 * Whether the taps so far make a call the quick outcomes can use: a legal ball played (Bola 8
 * play), a complete call (Piña), the 8's pocket when the 8 is played.
 */
function ready(s: Situation, d: Draft): boolean {
  const h = s.hint;
  if (s.game === "pina") return h.isBreak || d.defense || (d.ball !== null && d.pocket !== null);
  if (h.isBreak) return false;
  if (d.ball === null || !h.legalFirstContact.includes(d.ball)) return false;
  return h.call !== "pocket-8" || d.pocket !== null;
}

/** The likely outcomes open to these taps, each with its entry. */
export function quickOutcomes(s: Situation, d: Draft): Quick[] {
  const h = s.hint;
  const out: Quick[] = [];
  const first = firstDefault(s, d);
  // «Entró»: the ball tapped, in the pocket tapped, hit first as the default says.
  const canMake =
    d.ball !== null && d.pocket !== null && !d.defense && (h.isBreak || s.game === "pina" || ready(s, d));
  if (canMake && d.ball !== null && d.pocket !== null)
    out.push({ id: "made", step: shotOf(s, d, [...hitOf(first), { pocket: [d.ball, d.pocket] }]) });
  if (s.game === "pina") {
    if (ready(s, d)) {
      out.push({ id: "missed", step: shotOf(s, d, hitOf(first)) });
      out.push({ id: "scratch", step: null });
    }
    return out;
  }
  if (!ready(s, d) || d.ball === null) return out;
  // Bola 8: a miss is ruled on the cushion after the contact (B8-F12), so the person says which
  // ball reached it: the cue ball or the ball played. Neither is assumed.
  out.push({ id: "missed-cushion-cue", step: shotOf(s, d, [...hitOf(first), { rail: 0 }]) });
  out.push({ id: "missed-cushion-ball", step: shotOf(s, d, [...hitOf(first), { rail: d.ball }]) });
  out.push({ id: "scratch", step: null });
  return out;
}

/** The cue ball down in pocket `p`, after the quick «Blanca» was tapped. */
export function scratchStep(s: Situation, d: Draft, p: PocketId): ShotStep {
  return shotOf(s, d, [...hitOf(firstDefault(s, d)), { pocket: [0, p] }]);
}

/** «Otra cosa…» opens on what the taps said: the default first ball, nothing dropped yet. */
export function openMore(s: Situation, d: Draft): Draft {
  const more: MoreDraft = {
    tool: "drop",
    first: firstDefault(s, d),
    endings: [],
    rails: undefined,
    fouls: [],
    miscue: false,
    noCall: false,
    group: null,
    pending: null,
  };
  return { ...d, mode: "more", more };
}

/** A ball tapped in «Otra cosa…», by the tool in hand. */
export function moreBall(m: MoreDraft, b: BallId): MoreDraft {
  switch (m.tool) {
    case "drop":
      return { ...m, pending: m.pending === b ? null : b };
    case "first":
      return b === 0 ? m : { ...m, first: b as ObjectBallId };
    case "rail": {
      const rails = m.rails ?? [];
      return { ...m, rails: rails.includes(b) ? rails.filter((x) => x !== b) : [...rails, b] };
    }
    case "off":
      return gone(m, b) ? m : { ...m, endings: [...m.endings, { off: b }] };
  }
}

const endedBall = (e: Ending): BallId => ("pocket" in e ? e.pocket[0] : e.off);
const gone = (m: MoreDraft, b: BallId) => m.endings.some((e) => endedBall(e) === b);

/** A pocket tapped in «Otra cosa…»: the pending ball dropped there. */
export function morePocket(m: MoreDraft, p: PocketId): MoreDraft {
  const [next = null, ...queue] = m.queue ?? [];
  if (m.pending === null || gone(m, m.pending)) return { ...m, pending: null };
  return { ...m, endings: [...m.endings, { pocket: [m.pending, p] }], pending: next, queue };
}

/**
 * The balls the scorekeeper's photos say dropped, as the person confirmed them: «Otra cosa…»
 * opened with the drop tool, the first ball waiting for its pocket and the others after it, so
 * the shot is still said the one way (the person taps each pocket; the photos guess none).
 */
export function moreFromPhoto(s: Situation, d: Draft, balls: readonly BallId[]): Draft {
  const opened = openMore(s, d);
  const [first = null, ...queue] = balls;
  return opened.more ? { ...opened, more: { ...opened.more, pending: first, queue } } : opened;
}

export const dropEnding = (m: MoreDraft, i: number): MoreDraft => ({
  ...m,
  endings: m.endings.filter((_, j) => j !== i),
});

/**
 * Whether the referee needs to hear about cushions for this entry: a Bola 8 break that pocketed
 * no object ball (B8-BREAK: four balls to a cushion), a Bola 8 shot with a first ball and
 * nothing down or off (B8-F12).
 */
export function cushionsAsked(s: Situation, m: MoreDraft): boolean {
  if (s.game !== "bola8") return false;
  const objectDown = m.endings.some((e) => "pocket" in e && e.pocket[0] !== 0);
  if (s.hint.isBreak) return !objectDown;
  return m.first !== null && m.first !== undefined && m.endings.length === 0;
}

/** What is still to be said before «Otra cosa…» can be recorded (none: it can). */
export type Missing = "first" | "cushions" | "call" | null;

export function moreMissing(s: Situation, d: Draft, m: MoreDraft): Missing {
  if (m.first === undefined && !(s.game === "bola8" && s.hint.isBreak)) return "first";
  if (cushionsAsked(s, m) && m.rails === undefined) return "cushions";
  const callDue = s.hint.call !== "none";
  if (callDue && !m.noCall && !callOf(s, d, m.group)) return "call";
  return null;
}

/** The entry «Otra cosa…» records: first ball, cushions where asked, what dropped, in order. */
export function moreStep(s: Situation, d: Draft, m: MoreDraft): ShotStep {
  const rails = cushionsAsked(s, m) ? (m.rails ?? []) : [];
  const call = m.noCall ? undefined : callOf(s, d, m.group);
  const step = shotOf(s, d, [...hitOf(m.first), ...rails.map((b) => ({ rail: b })), ...m.endings], {
    ...(m.fouls.length ? { fouls: m.fouls } : {}),
    ...(m.miscue ? { miscue: true as const } : {}),
  });
  const { call: _tapped, ...rest } = step.shot;
  return { shot: { ...rest, ...(call ? { call } : {}) } };
}

/** The script's events as the referee's record, for the narration to say them before sending. */
export function toShotEvents(events: readonly ScriptEvent[]): ShotEvent[] {
  return events.map((e): ShotEvent => {
    if ("hit" in e) return { kind: "hit", a: e.hit[0] as BallId, b: e.hit[1] as BallId };
    if ("rail" in e) return { kind: "rail", ball: e.rail as BallId };
    if ("pocket" in e) return { kind: "pocket", ball: e.pocket[0] as BallId, pocket: e.pocket[1] };
    return { kind: "off", ball: e.off as BallId };
  });
}
