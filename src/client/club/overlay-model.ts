/**
 * What the stream overlay shows for one table, from the tournament's live view: pure data, so
 * it is tested without a page. The referee's words come from the narration (the one home of
 * them): the call of the last shot, the ruling's line, Piña's ball on; the targets from the
 * rules (each player's own under a handicap).
 */
import type { GameId, Lang } from "../../core/index.ts";
import { type Line, phrase, renderLine } from "../../narration/index.ts";
import type { EncounterView, TournamentView } from "../../protocol/index.ts";
import { fromSettings, TARGET_POINTS, targetsOf } from "../../rules/index.ts";

export interface OverlaySide {
  readonly name: string;
  /** G-TEAM: the side's players, the one due to shoot first marked by `due`. */
  readonly members: readonly string[] | null;
  readonly due: number | null;
  /** Whose turn it is at the table. */
  readonly turn: boolean;
  /** Piña: the game's points; Bola 8: null (the racks are the score). */
  readonly points: number | null;
  /** Racks won (Bola 8) or encounter points (Piña: 3 a game won, ½ a tie). */
  readonly match: number;
  /** This side's own race or target when the encounter is handicapped, else null. */
  readonly target: number | null;
}

export interface OverlayModel {
  readonly tournament: string;
  readonly game: GameId;
  readonly table: number;
  /** Nothing is being played at the table. */
  readonly free: boolean;
  readonly sides: readonly [OverlaySide, OverlaySide] | null;
  /** The race (Bola 8) or the game's target (Piña) when both play to the same one. */
  readonly evenTarget: number;
  readonly rack: number | null;
  readonly matchOver: boolean;
  /** "Bola de turno: la 3" (Piña, while a game is on). */
  readonly ballOn: string | null;
  /** The last shot's call, as the narration says it. */
  readonly call: string | null;
  /** The ruling's headline line: a result, a loss, a foul, else the points scored. */
  readonly ruling: {
    readonly text: string;
    readonly kind: Line["kind"];
    readonly rule: string | null;
  } | null;
}

/** The lines a ruling is headed by, most telling first. */
const RULING_KINDS: readonly Line["kind"][] = ["result", "loss", "foul", "count", "points"];

function rulingOf(lines: readonly Line[], lang: Lang): OverlayModel["ruling"] {
  for (const kind of RULING_KINDS) {
    const l = lines.find((x) => x.kind === kind);
    if (l) return { text: renderLine(l, lang), kind: l.kind, rule: l.rule ?? null };
  }
  return null;
}

/** The race or the target both play to, from the tournament's settings (rules' defaults). */
function evenTargetOf(v: TournamentView): number {
  const s = fromSettings(v.game, v.settings);
  return s.ok ? targetsOf(s.value, v.game)[0] : v.game === "pina" ? TARGET_POINTS : 3;
}

function sideOf(
  v: TournamentView,
  e: EncounterView,
  i: 0 | 1,
  even: number,
  handicapped: boolean,
): OverlaySide {
  const entry = v.players.find((p) => p.id === (i === 0 ? e.a : e.b));
  const r = e.report;
  const live = r !== null && !r.matchOver;
  return {
    name: entry?.name ?? "…",
    members: entry?.members ?? null,
    due: live && r.shooter && r.shooter[0] === i ? r.shooter[1] : null,
    turn: live && r.turn === i,
    points: v.game === "pina" ? (r?.score?.[i] ?? 0) : null,
    match: r?.matchScore[i] ?? 0,
    target: handicapped ? (entry?.handicap ?? even) : null,
  };
}

/** The overlay for table `n` of the view, in `lang`. */
export function overlayModel(v: TournamentView, n: number, lang: Lang): OverlayModel {
  const e = v.encounters.find((x) => x.table === n && x.status === "playing") ?? null;
  const even = evenTargetOf(v);
  const base = { tournament: v.name, game: v.game, table: n, evenTarget: even };
  if (!e)
    return {
      ...base,
      free: true,
      sides: null,
      rack: null,
      matchOver: false,
      ballOn: null,
      call: null,
      ruling: null,
    };
  const players = [e.a, e.b].map((id) => v.players.find((p) => p.id === id));
  const handicapped = players.some((p) => p?.handicap !== undefined);
  const r = e.report;
  const callLine = e.lines.find((l) => l.kind === "call");
  return {
    ...base,
    free: false,
    sides: [sideOf(v, e, 0, even, handicapped), sideOf(v, e, 1, even, handicapped)],
    rack: r?.rack ?? null,
    matchOver: r?.matchOver ?? false,
    ballOn:
      v.game === "pina" && r?.ballOn && !r.matchOver && r.winner === null
        ? phrase("pina", "ballOn", { ball: r.ballOn }, lang)
        : null,
    call: callLine ? renderLine(callLine, lang) : null,
    ruling: rulingOf(e.lines, lang),
  };
}
