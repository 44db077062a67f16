/**
 * A step told as lines: who shot, the call, the first ball hit, what dropped and where, each
 * foul by its rule, the count, a loss and why, the options and what each means, the choice
 * once made, and the standing (groups, score, ball on, turns owed, whose turn, the match).
 * One policy for every screen: the foul count is said after every foul that does not decide
 * the rack; rules that merely shaped the ruling are said by title unless another line says it.
 */
import type { ByPlayer, GameId, PlayerIndex } from "../core/index.ts";
import { other } from "../core/index.ts";
import type {
  Action,
  Bola8Call,
  LagResult,
  MatchState,
  PinaCall,
  RuleId,
  Ruling,
  ShotRecord,
  StepReport,
} from "../rules/index.ts";
import { memberDue } from "../rules/index.ts";
import { type CallWords, type Line, line } from "./lines.ts";

export interface StepToNarrate {
  /** Player names, as entered (a screen escapes them as it must); with sides, each side's name. */
  readonly names: ByPlayer<string>;
  /** G-TEAM: the partners of each side in shooting order, for a match of sides. */
  readonly sides?: ByPlayer<readonly string[]>;
  /** The referee's state before the action. */
  readonly before: MatchState;
  readonly action: Action;
  readonly ruling: Ruling;
  readonly report: StepReport;
}

/**
 * Said by another line, or on nearly every shot: not repeated as a note. (G-SPOT: the spotted
 * line; PC-FOUL/B8-SANCTION: the foul and option lines; PC-20/PC-3FOULS: the count; …)
 */
const SAID_ELSEWHERE = new Set<RuleId>([
  "B8-LEGAL",
  "PC-CALL",
  "PC-16",
  "G-SPOT",
  "PC-FOUL",
  "B8-SANCTION",
  "PC-5",
  "B8-BREAK",
  "PC-BREAK",
  "B8-OPEN",
  "PC-SCORE",
  "B8-8CALL",
  "B8-GROUPS",
  "PC-DEFENSE",
  "PC-19",
  "B8-LAG",
  "PC-LAG",
  "PC-20",
  "PC-3FOULS",
  "PC-14",
  "B8-BREAK-8",
  // The turn line says ball in hand; the scratch's foul line says the called shot's scratch.
  "G-BIH",
  "PC-18",
  // A foul or loss a person saw is said by its own line.
  "G-HUMAN",
  // The match's end line names them.
  "B8-MATCH",
  "PC-MATCH",
  // With sides: the shot line names the partner and the side; the turn line the partner due.
  "G-TEAM",
  "G-TEAM-ORDER",
]);

export function narrateStep(step: StepToNarrate): Line[] {
  const { names, before, action, ruling, report } = step;
  const game = before.game;
  // G-TEAM: who struck and who is due are partners; the side keeps the side's name.
  const partner = (m: readonly [PlayerIndex, number] | null | undefined): string | null =>
    (m && step.sides?.[m[0]]?.[m[1]]) ?? null;
  const many = (side: PlayerIndex): { many?: true } =>
    (step.sides?.[side]?.length ?? 1) > 1 ? { many: true } : {};
  /** The partner who decides for a side at the table before this step (G-TEAM). */
  const decider = (side: PlayerIndex): string => partner(memberDue(before, side)) ?? names[side];
  const dueMember = (side: PlayerIndex): string | null =>
    report.shooter && report.shooter[0] === side ? partner(report.shooter) : null;
  const due = (side: PlayerIndex): string => dueMember(side) ?? names[side];
  /** Whose turn: the partner due, with their side's name when it has several (G-TEAM). */
  const dueWithSide = (side: PlayerIndex): { name: string; side?: string } => {
    const member = dueMember(side);
    return member && many(side).many ? { name: member, side: names[side] } : { name: due(side) };
  };
  const out: Line[] = [];
  const add = (l: Line) => out.push(l);

  // What was done.
  switch (action.kind) {
    case "shot":
      out.push(
        ...shotLines(game, before, action.shot, {
          name: partner(ruling.striker) ?? names[action.shot.by],
          // The side by its name (a team's, or its players' joined by the caller).
          side: (step.sides?.[action.shot.by]?.length ?? 1) > 1 ? names[action.shot.by] : undefined,
        }),
      );
      break;
    case "declare":
      add(line("action", game, "declares", { name: decider(action.by), group: action.group }));
      break;
    case "choose":
      add(
        line("choice", game, "choice", {
          name: decider(action.by),
          option: action.choice.kind,
          balls: action.choice.kind === "equalize" ? action.choice.balls : [],
          byPlaying: false,
        }),
      );
      break;
    case "lag":
      add(
        line(
          "result",
          game,
          "lagWon",
          { name: names[action.winner], ...many(action.winner) },
          game === "bola8" ? "B8-LAG" : "PC-LAG",
        ),
      );
      break;
    case "resign":
      add(line("loss", game, "resigned", { name: names[action.by], ...many(action.by) }, "G-RESIGN"));
      break;
  }

  // What the referee saw.
  if (action.kind === "shot" && ruling.points !== 0)
    add(
      line("points", game, "points", {
        name: names[action.shot.by],
        points: ruling.points,
        ...many(action.shot.by),
      }),
    );
  for (const f of ruling.fouls) add(line("foul", game, "foul", { name: names[f.by] }, f.rule));
  for (const c of ruling.logged) add(line("note", game, "logged", { name: names[c.by] }, c.rule));
  const count = foulCount(game, ruling, report);
  if (count !== null) add(line("count", game, "foulCount", count.args(names), count.rule));
  const said = new Set<RuleId>([...ruling.fouls.map((f) => f.rule), ...ruling.options.map((o) => o.rule)]);
  if (ruling.loss) said.add(ruling.loss.rule);
  if (out.some((l) => l.phrase === "noCall")) said.add("G-NOCALL");
  for (const n of ruling.notes)
    if (!SAID_ELSEWHERE.has(n) && !said.has(n)) add(line("note", game, "note", {}, n));
  if (ruling.spotted.length > 0) add(line("ball", game, "spotted", { balls: ruling.spotted }, "G-SPOT"));
  if (ruling.loss && ruling.loss.rule !== "G-RESIGN")
    add(
      line("loss", game, "loss", { name: names[ruling.loss.by], ...many(ruling.loss.by) }, ruling.loss.rule),
    );
  if (ruling.result) {
    const w = ruling.result.winner;
    add(
      w === "tie"
        ? line("result", game, "tie", {}, ruling.result.rule)
        : line("result", game, "wins", { name: names[w], ...many(w) }, ruling.result.rule),
    );
  }

  // What comes next.
  if (ruling.optionsFor !== null && ruling.options.length > 0) {
    const chooser = due(ruling.optionsFor);
    add(line("option", game, "chooses", { name: chooser }));
    for (const o of ruling.options)
      add(
        line(
          "option",
          game,
          "option",
          { name: chooser, option: o.option, upTo: o.option === "equalize" ? ruling.equalizeUpTo : null },
          o.rule,
        ),
      );
  }
  out.push(...standingLines(game, names, before, ruling, report, count?.count === 3, dueWithSide, many));
  return out;
}

function shotLines(
  game: GameId,
  before: MatchState,
  shot: ShotRecord,
  striker: { readonly name: string; readonly side: string | undefined },
): Line[] {
  const out: Line[] = [];
  const isBreak = before.phase.kind !== "play";
  // A shot by the player an option was offered to takes the default (accept, else decline).
  const pending = before.pending;
  if (pending && pending.for === shot.by && before.phase.kind === "play") {
    const offered = pending.offers.map((o) => o.option);
    const option = offered.includes("accept") ? "accept" : offered.includes("decline") ? "decline" : null;
    if (option)
      out.push(line("choice", game, "choice", { name: striker.name, option, balls: [], byPlaying: true }));
  }
  out.push(
    line("action", game, "shot", {
      name: striker.name,
      isBreak,
      ...(striker.side ? { side: striker.side } : {}),
    }),
  );
  out.push(...entryLines(game, shot, { isBreak, callNeeded: callWasNeeded(game, before, shot.by, isBreak) }));
  return out;
}

/**
 * What a shot entry says: the call (or its absence where one was due), a break miscue, the first
 * ball hit, the balls dropped and off the table in order; with `cushions`, the balls that reached
 * a cushion (the scorekeeper's page says an entry so before sending it). A Bola 8 break entered
 * without a first ball, where an object ball dropped or moved, says none: its rules do not ask
 * which ball the rack was hit on.
 */
export function entryLines(
  game: GameId,
  shot: Pick<ShotRecord, "call" | "events" | "miscue">,
  opts: { readonly isBreak: boolean; readonly callNeeded: boolean; readonly cushions?: boolean },
): Line[] {
  const out: Line[] = [];
  const call = shot.call ? toCallWords(shot.call) : null;
  if (call) out.push(line("call", game, "call", { call }));
  else if (opts.callNeeded) out.push(line("call", game, "noCall", {}, "G-NOCALL"));
  if (shot.miscue) out.push(line("contact", game, "miscue", {}, "PC-BREAK"));
  const first = shot.events.find((e) => e.kind === "hit" && (e.a === 0 || e.b === 0));
  const firstBall = first && first.kind === "hit" ? (first.a === 0 ? first.b : first.a) : null;
  // A Bola 8 break entered without its first ball (its rules do not ask) says none, when an object
  // ball moved: the rack was hit. A break where nothing but the cue ball moved did touch nothing.
  const objectBallMoved = shot.events.some((e) => e.kind !== "hit" && e.ball !== 0);
  const unasked = game === "bola8" && opts.isBreak && firstBall === null && objectBallMoved;
  if (!shot.miscue && !unasked)
    out.push(line("contact", game, "firstHit", { ball: firstBall === 0 ? null : (firstBall as never) }));
  if (opts.cushions) {
    const railed = [...new Set(shot.events.flatMap((e) => (e.kind === "rail" ? [e.ball] : [])))];
    if (railed.length > 0 || (game === "bola8" && !opts.isBreak))
      out.push(line("contact", game, "cushion", { balls: railed }));
  }
  for (const e of shot.events) {
    if (e.kind === "pocket") out.push(line("ball", game, "pocketed", { ball: e.ball, pocket: e.pocket }));
    if (e.kind === "off") out.push(line("ball", game, "offTable", { ball: e.ball }));
  }
  return out;
}

/** Piña needs a call on every shot but the break; Bola 8 on an open table and on the 8. */
function callWasNeeded(game: GameId, s: MatchState, by: PlayerIndex, isBreak: boolean): boolean {
  if (isBreak) return false;
  if (game === "pina") return true;
  if (s.groups === null) return s.declared === null;
  return !s.onTable.some((b) => b !== 8 && (s.groups?.[by] === "solids" ? b < 8 : b > 8));
}

export function toCallWords(call: Bola8Call | PinaCall): CallWords {
  if ("defense" in call) return { defense: true };
  if ("ball" in call) return { ball: call.ball, pocket: call.pocket };
  return { ...(call.group ? { group: call.group } : {}), ...(call.pocket ? { pocket: call.pocket } : {}) };
}

interface Count {
  readonly count: number;
  readonly rule: RuleId;
  readonly args: (names: ByPlayer<string>) => { count: number; beneficiary: string };
}

/** The fouler's count after this step's foul; none when the rack was decided by a loss. */
function foulCount(game: GameId, ruling: Ruling, report: StepReport): Count | null {
  const fouler = ruling.fouls[0]?.by;
  if (fouler === undefined) return null;
  const beneficiary = other(fouler);
  let count: number;
  let rule: RuleId;
  if (game === "pina") {
    if (ruling.foulCount === null) return null;
    count = ruling.foulCount;
    rule = count === 3 ? "PC-3FOULS" : "PC-FOUL";
  } else {
    if (ruling.loss && ruling.loss.rule !== "B8-L9") return null;
    count = ruling.loss ? 3 : report.consecutiveFouls[fouler];
    rule = "B8-L9";
  }
  return { count, rule, args: (names) => ({ count, beneficiary: names[beneficiary] }) };
}

function standingLines(
  game: GameId,
  names: ByPlayer<string>,
  before: MatchState,
  ruling: Ruling,
  report: StepReport,
  threeFouls: boolean,
  due: (side: PlayerIndex) => { name: string; side?: string },
  many: (side: PlayerIndex) => { many?: true },
): Line[] {
  const out: Line[] = [];
  const decided = report.winner !== null;
  // A handicap (issue 39): each player's own target is said with their score.
  const handicap = before.settings.handicap;
  const targets = handicap ? { targets: handicap } : {};
  const raceTargets = game === "bola8" ? targets : {};
  if (game === "bola8") {
    if (report.groups && (!before.groups || before.phase.kind !== "play"))
      out.push(line("standing", game, "groups", { names, groups: report.groups, ...many(0) }, "B8-OPEN"));
    else if (!report.groups && !decided && before.phase.kind === "break" && ruling.action === "shot")
      out.push(line("standing", game, "openTable", {}, "B8-OPEN"));
  } else {
    if (report.score)
      out.push(line("standing", game, "score", { names, scores: report.score, ...targets }, "PC-SCORE"));
    if (report.ballOn && !decided)
      out.push(line("standing", game, "ballOn", { ball: report.ballOn }, "PC-ORDER"));
  }
  if (report.turnsOwed > 0 && !threeFouls && !decided)
    out.push(
      line("turn", game, "turnsOwed", { name: names[report.turn], owed: report.turnsOwed }, "PC-TWO-TURNS"),
    );
  if (report.matchOver) {
    const [a, b] = report.matchScore;
    out.push(line("standing", game, "matchScore", { names, points: report.matchScore, ...raceTargets }));
    out.push(
      line(
        "result",
        game,
        "matchOver",
        a === b ? { winner: null } : { winner: names[a > b ? 0 : 1], ...many(a > b ? 0 : 1) },
        game === "bola8" ? "B8-MATCH" : "PC-MATCH",
      ),
    );
    return out;
  }
  if (decided) {
    out.push(line("standing", game, "matchScore", { names, points: report.matchScore, ...raceTargets }));
    out.push(line("turn", game, "nextRack", { breaker: ruling.lagNext ? null : due(report.turn).name }));
  } else if (report.options.length === 0)
    out.push(
      line(
        "turn",
        game,
        "turn",
        { ...due(report.turn), ballInHand: report.ballInHand },
        report.ballInHand ? "G-BIH" : ruling.notes.includes("G-TEAM-ORDER") ? "G-TEAM-ORDER" : undefined,
      ),
    );
  return out;
}

/** A heading for a step in a list (`mingo referee --explain`). */
export const stepHeading = (game: GameId, step: number, rack: number): Line =>
  line("heading", game, "stepHeading", { step, rack });

/** A lag judged by the game (the referee is told only its winner): faults and who breaks. */
export function narrateLag(game: GameId, names: ByPlayer<string>, result: LagResult): Line[] {
  const out: Line[] = [];
  for (const p of [0, 1] as const)
    for (const f of result.faults[p]) out.push(line("foul", game, "lagFault", { name: names[p] }, f));
  out.push(
    result.kind === "replay"
      ? line("result", game, "lagReplay", {}, result.rule)
      : line("result", game, "lagWon", { name: names[result.winner] }, result.rule),
  );
  return out;
}

/** The call, said before the shot plays (the computer's, or a player's on the wall). */
export function announceCall(game: GameId, name: string, call: Bola8Call | PinaCall): Line {
  return line(
    "call",
    game,
    "announceCall",
    { name, call: toCallWords(call) },
    "defense" in call ? "PC-DEFENSE" : game === "pina" ? "PC-CALL" : "B8-8CALL",
  );
}
