/** What a match looks like from outside: its summary, the welcome a socket gets, the saved match. */
import type { Result } from "../../core/index.ts";
import { ok } from "../../core/index.ts";
import { engineFingerprint, finalTable, toSavedMatch } from "../../game/index.ts";
import type {
  ClockSettings,
  ClockState,
  MatchResult,
  MatchSummary,
  OnlineRefusal,
  ServerMessage,
} from "../../protocol/index.ts";
import { ONLINE_PROTOCOL_VERSION } from "../../protocol/index.ts";
import type { StoredMatch } from "../store/online-store.ts";
import { cachedAt, fullMatch, setupOf } from "./match-cache.ts";
import { awaitingOf, lagInOf, parseLagPending } from "./match-logic.ts";
import { isTeamMatch, type Place } from "./seats.ts";
import { isTournamentMatch, type OnlineState, refuse } from "./service-state.ts";

export async function summary(s: OnlineState, row: StoredMatch): Promise<MatchSummary> {
  const counts = await s.ports.presence.counts(row.id);
  // A tournament's encounter played online: its page links back to the tournament's wall.
  const tournament = isTournamentMatch(row.id) ? await s.store.tournamentOf(row.id) : null;
  return {
    id: row.id,
    game: row.game as MatchSummary["game"],
    settings: row.settings,
    clock: row.clockSettings as ClockSettings,
    listed: row.listed,
    status: row.status,
    players: [
      { id: row.players[0].id, name: row.players[0].name, guest: row.players[0].guest },
      row.players[1]
        ? { id: row.players[1].id, name: row.players[1].name, guest: row.players[1].guest }
        : null,
    ],
    ...(row.sides
      ? {
          sides: [
            row.sides[0].map((h) => (h ? { ...h } : null)),
            row.sides[1].map((h) => (h ? { ...h } : null)),
          ] as MatchSummary["sides"],
        }
      : {}),
    seq: row.seq,
    spectators: counts.spectators,
    result: (row.result as MatchResult | null) ?? null,
    createdAt: row.createdAt,
    ...(tournament ? { tournament: { id: tournament.id, name: tournament.name } } : {}),
  };
}

export async function welcome(
  s: OnlineState,
  row: StoredMatch,
  place: Place | null,
  ref?: string,
): Promise<Result<ServerMessage, string>> {
  const c = await cachedAt(s, row);
  if (!c.ok) return c;
  const { match: m, report } = c.value;
  const pending = parseLagPending(row.lagPending);
  if (!pending.ok) return pending;
  const lagIn = lagInOf(pending.value);
  return ok({
    v: ONLINE_PROTOCOL_VERSION,
    kind: "welcome",
    match: await summary(s, row),
    seat: place?.side ?? null,
    ...(place && isTeamMatch(row.sides) ? { member: place.member } : {}),
    setup: { ...setupOf(row) },
    actions: m.actions.map((a) => ({ ...a })),
    report: report ? { ...report } : null,
    final: finalTable(m),
    // An open match awaits the lag once the second player is in; `match.status` says it is open.
    awaiting: row.status === "over" ? { kind: "over", seats: [], hints: [] } : awaitingOf(m, lagIn),
    clock: row.clock as ClockState,
    engine: engineFingerprint(),
    lagIn,
    ...(ref ? { ref } : {}),
  });
}

export async function saved(
  s: OnlineState,
  id: string,
): Promise<Result<Record<string, unknown>, OnlineRefusal>> {
  const row = await s.store.match(id);
  if (!row) return refuse("not-found", `no match ${id}`);
  // The saved file carries every step's record: replayed from the stored actions (in a worker).
  const m = await fullMatch(s, row);
  if (!m.ok) return refuse("busy", m.error);
  const file = toSavedMatch(m.value);
  return file.ok ? ok(file.value) : refuse("not-started", file.error);
}
