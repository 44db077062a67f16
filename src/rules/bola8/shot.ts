/**
 * Judging one Bola 8 shot (break or play): fouls B8-F1..F13 and G-KITCHEN, the ten losses
 * B8-L1..L10, B8-BREAK-8, group assignment (B8-OPEN), B8-BOTH, B8-OFFTABLE, and what the
 * opponent is offered (B8-SANCTION, B8-SANCTION-8, B8-EQUALIZE, B8-BREAK-OPTIONS).
 */
import {
  err,
  isPocketId,
  type ObjectBallId,
  ok,
  other,
  type PlayerIndex,
  type Result,
} from "../../core/index.ts";
import type { Bola8Call, Group, RuleError, ShotRecord } from "../actions.ts";
import type { RuleId } from "../catalogue/ids.ts";
import { endRack } from "../flow.ts";
import type { ManualFouls } from "../manual-fouls.ts";
import { type Foul, makeRuling, type Ruling } from "../ruling.ts";
import { pocketedBalls, type ShotFacts } from "../shot-facts.ts";
import { type MatchState, sortBalls } from "../state.ts";
import {
  EIGHT,
  groupOf,
  groupOnTable,
  isOnEight,
  legalObjectBalls,
  otherGroup,
  playingGroup,
} from "./groups.ts";
import { breakFoulOffers, countGroupBalls, pendingFrom, sanctionOffers } from "./offers.ts";

export interface Judged {
  readonly state: MatchState;
  readonly ruling: Ruling;
}

/** Checks a Bola 8 call: a group on an open table (or the player's own), a valid pocket. */
export function readBola8Call(s: MatchState, shot: ShotRecord): Result<Bola8Call, RuleError> {
  const call = (shot.call ?? {}) as Record<string, unknown>;
  if ("ball" in call || "defense" in call)
    return err({
      code: "invalid-call",
      message: "a Bola 8 call names a group and/or the 8's pocket, not a ball",
    });
  const c = call as Bola8Call;
  if (c.pocket !== undefined && !isPocketId(c.pocket))
    return err({ code: "invalid-call", message: `${JSON.stringify(c.pocket)} is not a pocket` });
  if (c.group !== undefined && c.group !== "solids" && c.group !== "stripes")
    return err({ code: "invalid-call", message: `${JSON.stringify(c.group)} is not a group` });
  if (c.group !== undefined && s.groups && c.group !== s.groups[shot.by])
    return err({
      code: "invalid-call",
      message: `player ${shot.by} plays ${s.groups[shot.by]}; the table is not open, so ${c.group} cannot be called`,
    });
  return ok(c);
}

export function judgeBola8Shot(
  s: MatchState,
  shot: ShotRecord,
  call: Bola8Call,
  f: ShotFacts,
  manual: ManualFouls,
): Judged {
  return s.phase.kind === "break"
    ? judgeBreak(s, shot.by, f, manual)
    : judgePlay(s, shot.by, call, f, manual);
}

const foulsBy = (rules: readonly RuleId[], by: PlayerIndex): Foul[] =>
  [...new Set(rules)].map((rule) => ({ rule, by }));

/** Removes the shot's pocketed and off-table balls from the table; returns the balls to spot. */
function settleBalls(s: MatchState, f: ShotFacts, staysOff: (b: ObjectBallId) => boolean) {
  const down = pocketedBalls(f);
  const off = f.objectOff.filter(staysOff);
  const spotted = f.objectOff.filter((b) => !staysOff(b));
  const gone = new Set<ObjectBallId>([...down, ...off]);
  return {
    onTable: s.onTable.filter((b) => !gone.has(b)),
    pocketed: [...s.pocketed, ...down],
    offTable: sortBalls([...s.offTable, ...off]),
    spotted: sortBalls(spotted),
  };
}

/** The rack is decided: the table shows the balls as they lie (nothing is spotted any more). */
function lose(s: MatchState, f: ShotFacts, loser: PlayerIndex, rule: RuleId, fouls: Foul[], notes: RuleId[]) {
  const state = endRack({ ...s, ...settleBalls(s, f, () => true) }, other(loser), rule, rule);
  return { state, ruling: makeRuling(state, { action: "shot", fouls, loss: { rule, by: loser }, notes }) };
}

function win(s: MatchState, f: ShotFacts, winner: PlayerIndex, rule: RuleId, fouls: Foul[], notes: RuleId[]) {
  const state = endRack({ ...s, ...settleBalls(s, f, () => true) }, winner, null, rule);
  return { state, ruling: makeRuling(state, { action: "shot", fouls, notes: [rule, ...notes] }) };
}

/** B8-L9: a third foul in a row by the same player loses the rack. */
function bumpFouls(s: MatchState, by: PlayerIndex, fouled: boolean): [number, number] {
  const counts: [number, number] = [s.consecutiveFouls[0], s.consecutiveFouls[1]];
  counts[by] = fouled ? counts[by] + 1 : 0;
  return counts;
}

function judgeBreak(s: MatchState, by: PlayerIndex, f: ShotFacts, manual: ManualFouls): Judged {
  const down = pocketedBalls(f);
  const cueGone = f.cuePocketed || f.cueOff;
  const legalBreak = down.length > 0 || f.objectBallsToRail.length >= 4;
  const rules: RuleId[] = [];
  if (!legalBreak) rules.push("B8-F1");
  if (f.cuePocketed) rules.push("B8-F4");
  if (f.cueOff) rules.push("B8-F5");
  rules.push(...manual.fouls);
  const fouls = foulsBy(rules, by);
  const counts = bumpFouls(s, by, fouls.length > 0);
  const afterCount = { ...s, consecutiveFouls: counts };
  const notes: RuleId[] = ["B8-BREAK"];
  // The 8 down with the cue ball down or off is the break's own loss (B8-BREAK-8-LOSS).
  if (down.includes(EIGHT) && cueGone)
    return lose(afterCount, f, by, "B8-BREAK-8-LOSS", fouls, [...notes, "B8-BREAK-8"]);
  // A foul seen by a person on a break that drops the 8 is a foul shot: B8-L1.
  const loss = firstLoss({
    "B8-L1": down.includes(EIGHT) && fouls.length > 0,
    "B8-L5": f.objectOff.includes(EIGHT),
    "B8-L9": counts[by] >= 3,
    "B8-L10": manual.loss === "B8-L10",
  });
  const eightNotes: RuleId[] = down.includes(EIGHT) ? [...notes, "B8-BREAK-8"] : notes;
  if (loss) return lose(afterCount, f, by, loss, fouls, eightNotes);
  if (down.includes(EIGHT)) return win(afterCount, f, by, "B8-BREAK-8-WIN", fouls, eightNotes);
  // The table is open after the break, so every ball off the table is spotted (B8-OFFTABLE).
  const balls = settleBalls(s, f, () => false);
  const base: MatchState = { ...afterCount, ...balls, phase: { kind: "play" }, declared: null };
  if (balls.spotted.length > 0) notes.push("B8-OFFTABLE", "G-SPOT");
  if (fouls.length === 0) {
    const continues = down.length > 0;
    const state: MatchState = { ...base, turn: continues ? by : other(by), ballInHand: false, pending: null };
    if (continues) notes.push("B8-OPEN");
    return { state, ruling: makeRuling(state, { action: "shot", spotted: balls.spotted, continues, notes }) };
  }
  const opp = other(by);
  const offers = rules.includes("B8-F1")
    ? breakFoulOffers(cueGone)
    : sanctionOffers({ ...base, turn: opp }, by, cueGone, 0).offers;
  const state: MatchState = {
    ...base,
    turn: opp,
    // After an illegal break with the cue ball down, ball in hand is one choice beside a re-break.
    ballInHand: cueGone && !rules.includes("B8-F1"),
    pending: pendingFrom(opp, offers, null),
  };
  if (state.ballInHand) notes.push("G-BIH");
  return { state, ruling: makeRuling(state, { action: "shot", fouls, spotted: balls.spotted, notes }) };
}

function judgePlay(
  s: MatchState,
  by: PlayerIndex,
  call: Bola8Call,
  f: ShotFacts,
  manual: ManualFouls,
): Judged {
  const open = s.groups === null;
  const declared: Group | null = open ? (call.group ?? s.declared) : null;
  const on8 = isOnEight(s, by);
  const down = pocketedBalls(f);
  const cueGone = f.cuePocketed || f.cueOff;
  const rules: RuleId[] = [];
  const notes: RuleId[] = [];
  if (open && declared === null) rules.push("B8-F2");
  // G-NOCALL: a shot with no call is ruled like any other; say so where the missing call mattered.
  const shotHadNoCall = call.group === undefined && call.pocket === undefined;
  if (open && declared === null && shotHadNoCall) notes.push("G-NOCALL");
  const legal = legalObjectBalls(s, by, declared);
  const legalContact = f.firstContact !== null && legal.includes(f.firstContact);
  if (!legalContact) rules.push("B8-F11");
  // One cause, one foul: B8-F12 is judged only after a legal first contact.
  // A ball that left the table went over a cushion: it counts as driven to one.
  else if (
    !f.railAfterContact &&
    down.length === 0 &&
    !f.cuePocketed &&
    f.objectOff.length === 0 &&
    !f.cueOff
  )
    rules.push("B8-F12");
  if (f.cuePocketed) rules.push("B8-F4");
  if (f.cueOff) rules.push("B8-F5");
  rules.push(...manual.fouls);
  const fouls = foulsBy(rules, by);
  const fouled = fouls.length > 0;
  const counts = bumpFouls(s, by, fouled);
  const afterCount: MatchState = { ...s, consecutiveFouls: counts };
  if (on8 || legal.includes(EIGHT)) notes.push("B8-8CALL");

  const eightDown = down.includes(EIGHT);
  const eightPocket = f.pocketed.find((p) => p.ball === EIGHT)?.pocket;
  const mineNow = playingGroup(s, by, declared);
  const left = mineNow === null ? [] : groupOnTable(s, mineNow);
  // B8-L3 is the case of B8-L2 where the last group ball(s) drop with the 8: the more
  // specific rule is the one said (otherwise B8-L3 could never be reported).
  const clearedNow = left.length > 0 && left.every((b) => down.includes(b));
  const noPocket = call.pocket === undefined;
  const loss = firstLoss({
    "B8-L1": eightDown && fouled,
    "B8-L2": eightDown && !on8 && !clearedNow,
    "B8-L3": eightDown && !on8 && clearedNow,
    "B8-L4": on8 && f.cuePocketed,
    "B8-L5": f.objectOff.includes(EIGHT),
    "B8-L6": eightDown && on8 && !noPocket && call.pocket !== eightPocket,
    "B8-L7": eightDown && on8 && noPocket,
    "B8-L8": on8 && f.cueOff,
    "B8-L9": fouled && counts[by] >= 3,
    "B8-L10": manual.loss === "B8-L10",
  });
  // G-NOCALL: the 8 dropped with no pocket named is ruled (B8-L7), never refused.
  if (loss === "B8-L7" && shotHadNoCall) notes.push("G-NOCALL");
  if (loss) return lose(afterCount, f, by, loss, fouls, notes);
  if (eightDown) return win(afterCount, f, by, "B8-8CALL", fouls, ["B8-GROUPS", ...notes]);

  // B8-OPEN: a legal shot that pockets a ball of the declared group assigns the groups.
  const assigns = open && !fouled && declared !== null && down.some((b) => groupOf(b) === declared);
  const groups: MatchState["groups"] = assigns && declared ? groupsFor(by, declared) : s.groups;
  if (assigns) notes.push("B8-OPEN");
  const oppGroup = groups ? groups[other(by)] : null;
  // B8-OFFTABLE: an opponent-group ball stays off and counts as pocketed for its owner.
  const balls = settleBalls(s, f, (b) => oppGroup !== null && groupOf(b) === oppGroup);
  if (f.objectOff.length > 0) notes.push("B8-OFFTABLE");
  if (balls.spotted.length > 0) notes.push("G-SPOT");
  const mine = groups ? groups[by] : declared;
  const base: MatchState = { ...afterCount, ...balls, groups, declared: null, phase: { kind: "play" } };

  if (!fouled) {
    const ownDown = countGroupBalls(down, mine);
    const continues = ownDown > 0;
    if (continues && down.some((b) => groupOf(b) !== mine)) notes.push("B8-BOTH");
    notes.push("B8-LEGAL");
    const state: MatchState = { ...base, turn: continues ? by : other(by), ballInHand: false, pending: null };
    return { state, ruling: makeRuling(state, { action: "shot", spotted: balls.spotted, continues, notes }) };
  }
  const opp = other(by);
  const foulerGroup = groups ? groups[by] : null;
  const { offers, equalizeUpTo } = sanctionOffers(
    { ...base, turn: opp },
    by,
    cueGone,
    countGroupBalls(down, foulerGroup),
  );
  const state: MatchState = {
    ...base,
    turn: opp,
    ballInHand: cueGone,
    pending: pendingFrom(opp, offers, equalizeUpTo),
  };
  notes.push("B8-SANCTION");
  // A scratch gives the opponent ball in hand behind the head string at once (G-BIH).
  if (cueGone) notes.push("G-BIH");
  return { state, ruling: makeRuling(state, { action: "shot", fouls, spotted: balls.spotted, notes }) };
}

/** B8-LOSS: when several losses apply to one shot, the lowest-numbered is reported. */
const LOSS_ORDER = [
  "B8-L1",
  "B8-L2",
  "B8-L3",
  "B8-L4",
  "B8-L5",
  "B8-L6",
  "B8-L7",
  "B8-L8",
  "B8-L9",
  "B8-L10",
] as const satisfies readonly RuleId[];
type LossId = (typeof LOSS_ORDER)[number];

function firstLoss(applies: Partial<Record<LossId, boolean>>): LossId | null {
  return LOSS_ORDER.find((id) => applies[id] === true) ?? null;
}

const groupsFor = (p: PlayerIndex, g: Group): readonly [Group, Group] =>
  p === 0 ? [g, otherGroup(g)] : [otherGroup(g), g];
