/**
 * Tournament rules that are not storage: the refusals a service call may give, what a
 * tournament is made of, what a finished match and a no-show are worth, and the bounds that
 * keep one organizer from taking the whole server. The store (../store) applies them.
 */
import type { GameId } from "../../core/index.ts";
import type { RefusalCode } from "../../protocol/index.ts";
import { type Format, type OnlinePlay, onlinePlay } from "../../protocol/index.ts";
import { fromSettings, NOSHOW_WAIT_MINUTES, noShowOutcome, targetsOf } from "../../rules/index.ts";

export interface ServiceError {
  readonly status: 400 | 403 | 404 | 409 | 422 | 429;
  readonly code: RefusalCode;
  readonly message: string;
}

export interface NewTournament {
  readonly name: string;
  readonly game: GameId;
  readonly format: Format;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly tables: number;
  readonly groupSize: number;
  readonly advance: number;
  readonly startsAt: number;
  /** Played online (issue 28): its rules of play; absent, at real tables only. */
  readonly online?: OnlinePlay | undefined;
  /** Double elimination: a reset final when the losers' side wins the first (default true). */
  readonly grandFinalReset?: boolean | undefined;
}

/**
 * Bounds (named settings; a club night is far inside them). A round robin grows as n²: 64
 * players are 2,016 encounters, 400 would be 79,800 — beyond what a wall screen or a club
 * can play, and what once froze the server at the draw.
 */
export const LIMITS = {
  playersPerTournament: 256,
  playersPerRoundRobin: 64,
  /** Tournaments not yet finished, per organizer. */
  openTournamentsPerOrganizer: 20,
  /** Tables across an organizer's unfinished tournaments. */
  tablesPerOrganizer: 200,
} as const;

export function playerBound(format: Format): number {
  return format === "round-robin" ? LIMITS.playersPerRoundRobin : LIMITS.playersPerTournament;
}

export function tooManyPlayers(format: Format, total: number): ServiceError | null {
  const max = playerBound(format);
  if (total <= max) return null;
  return {
    status: 409,
    code: "too-many-players",
    message:
      format === "round-robin"
        ? `a round robin takes at most ${max} players (${(max * (max - 1)) / 2} encounters); this would make ${total}: use groups then knockout for more`
        : `a tournament takes at most ${max} players; this would make ${total}`,
  };
}

/** An online tournament's rules of play as stored (defaults filled), or null for real tables only. */
export function onlinePlayOf(t: { readonly online: string | null }): OnlinePlay | null {
  if (t.online === null) return null;
  const parsed = onlinePlay.safeParse(JSON.parse(t.online));
  return parsed.success ? parsed.data : onlinePlay.parse({});
}

/**
 * The referee's settings for one encounter: the tournament's, plus its players' handicap when
 * either has one (the other plays to the tournament's race, or to 61). Each side's own target
 * then ends the race or the game (rules' targetsOf).
 */
export function encounterSettings(
  game: GameId,
  settings: Readonly<Record<string, unknown>>,
  handicaps: readonly [number | null, number | null],
): Readonly<Record<string, unknown>> {
  if (handicaps[0] === null && handicaps[1] === null) return settings;
  const s = fromSettings(game, settings);
  // Bad tournament settings are refused by the referee with their own message when the match starts.
  if (!s.ok) return settings;
  const even = targetsOf(s.value, game);
  return { ...settings, handicap: [handicaps[0] ?? even[0], handicaps[1] ?? even[1]] };
}

/** Each side's own race or target when the encounter is handicapped, else null (for the pages). */
export function encounterTargets(
  game: GameId,
  settings: Readonly<Record<string, unknown>>,
  handicaps: readonly [number | null, number | null],
): [number, number] | null {
  const h = encounterSettings(game, settings, handicaps).handicap;
  return Array.isArray(h) ? [Number(h[0]), Number(h[1])] : null;
}

/** What a finished match is worth: the engine's match score, and who goes on (ties: the better seed). */
export function matchResult(
  scoreA: number,
  scoreB: number,
  seedA: number,
  seedB: number,
  knockoutStage: boolean,
): 0 | 1 | null {
  if (scoreA > scoreB) return 0;
  if (scoreB > scoreA) return 1;
  // A level Piña encounter (1½–1½) cannot stand in a knockout: the better seed goes on [interp].
  return knockoutStage ? (seedA <= seedB ? 0 : 1) : null;
}

/**
 * PC-NOSHOW, confirmed by the organizer 30 minutes after the scheduled time. The rules say
 * what a Piña forfeit is worth (noShowOutcome: the present player gets every game's point);
 * Bola 8 has no such rule, so the present player gets the race [interp].
 */
export const NOSHOW_WAIT_MS = NOSHOW_WAIT_MINUTES * 60 * 1000;

/** The tournament's PC-NOSHOW wait: an online tournament's setting, else the rulebook's 30 minutes. */
export function noShowWaitMs(t: { readonly online: string | null }): number {
  const play = onlinePlayOf(t);
  return play ? play.noShowMinutes * 60_000 : NOSHOW_WAIT_MS;
}

export function noShowScore(
  game: GameId,
  settings: Readonly<Record<string, unknown>>,
  absent: readonly (0 | 1)[],
) {
  const outcome = noShowOutcome([!absent.includes(0), !absent.includes(1)]);
  if (outcome.kind !== "forfeit") return { scoreA: 0, scoreB: 0, winner: null };
  if (game === "pina")
    return { scoreA: outcome.points[0], scoreB: outcome.points[1], winner: outcome.winner };
  const s = fromSettings("bola8", settings);
  const race = s.ok ? s.value.raceTo : 3;
  return {
    scoreA: outcome.winner === 0 ? race : 0,
    scoreB: outcome.winner === 1 ? race : 0,
    winner: outcome.winner,
  };
}
