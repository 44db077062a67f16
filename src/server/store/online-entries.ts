/**
 * Online tournaments in the club database (issue 28): online identities registering and
 * checking in as entries, the encounters called to be played online, and their online match's
 * result written back. Every write is conditional on the row as it was read, so two server
 * processes sweeping the same calls write each change once.
 */
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Format } from "../../protocol/index.ts";
import { newId } from "../auth/tokens.ts";
import type { ClubDatabase, EncounterTable, PlayerTable, TournamentTable } from "../db/schema.ts";
import { tooManyPlayers } from "../tournament/service.ts";
import type { ClubResult } from "./club-store.ts";
import { type Dialect, guard, type StoreResult } from "./errors.ts";
import { bump, refusable, refuse, settleIn } from "./tournament-writes.ts";

/**
 * An online identity's entries: registered online (`account`), or entered by name and linked to
 * its profile since (`profile`). A where-clause for players, alone or joined with tournaments.
 */
export const entriesOf = (identity: string) => (eb: ExpressionBuilder<ClubDatabase, "players">) =>
  eb.or([eb("account", "=", identity), eb("profile", "=", identity)]);

/** An encounter called to be played online, with what the bridge needs to create its match. */
export interface OnlineCall {
  readonly t: TournamentTable;
  readonly e: EncounterTable;
  readonly a: PlayerTable;
  readonly b: PlayerTable;
}

export interface EncounterOutcome {
  readonly scoreA: number;
  readonly scoreB: number;
  readonly winner: 0 | 1 | null;
}

/** A tournament an online identity entered, for the player's profile. */
export interface EnteredTournament {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly status: string;
  /** The player's id inside the tournament. */
  readonly entry: string;
}

export class OnlineEntryStore {
  constructor(
    private readonly db: Kysely<ClubDatabase>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * An online identity enters itself, before the draw. Its name is its online name; a name an
   * entry already has gets a number ("Ana 2"), since two people may share a first name.
   */
  register(
    tournamentId: string,
    account: { readonly id: string; readonly name: string },
  ): Promise<ClubResult<PlayerTable>> {
    return refusable(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
        const t = await trx
          .selectFrom("tournaments")
          .selectAll()
          .where("id", "=", tournamentId)
          .executeTakeFirst();
        if (!t) return refuse(404, "not-found", `no tournament ${tournamentId}`);
        if (t.online === null)
          refuse(
            409,
            "not-online",
            "this tournament is played at real tables: its organizer enters the players",
          );
        if (t.status !== "entry") refuse(409, "already-drawn", "registration closed with the draw");
        const existing = await trx
          .selectFrom("players")
          .select(["name", "account", "profile", "members"])
          .where("tournament_id", "=", t.id)
          .execute();
        if (existing.some((p) => p.account === account.id || p.profile === account.id))
          refuse(409, "already-registered", "you are already registered in this tournament");
        if (existing.some((p) => p.members !== null))
          refuse(400, "mixed-entries", "this tournament is of teams: its organizer enters them");
        const bound = tooManyPlayers(t.format as Format, existing.length + 1);
        if (bound) refuse(bound.status, bound.code, bound.message);
        const taken = new Set(existing.map((p) => p.name.toLowerCase()));
        let name = account.name;
        for (let k = 2; taken.has(name.toLowerCase()); k++) name = `${account.name} ${k}`;
        const row: PlayerTable = {
          id: newId(),
          tournament_id: t.id,
          name,
          seed: existing.length + 1,
          members: null,
          account: account.id,
          checked_in_at: null,
          profile: null,
          profile_link_hash: null,
          handicap: null,
        };
        await trx.insertInto("players").values(row).execute();
        await bump(trx, t.id);
        return row;
      }),
    );
  }

  /** A registered identity confirms it will play; only before the draw (the draw withdraws the others). */
  checkIn(tournamentId: string, account: string, now: number): Promise<ClubResult<PlayerTable>> {
    return refusable(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
        const t = await trx
          .selectFrom("tournaments")
          .selectAll()
          .where("id", "=", tournamentId)
          .executeTakeFirst();
        if (!t) return refuse(404, "not-found", `no tournament ${tournamentId}`);
        const p = await trx
          .selectFrom("players")
          .selectAll()
          .where("tournament_id", "=", t.id)
          .where("account", "=", account)
          .executeTakeFirst();
        if (!p) return refuse(409, "not-registered", "register first, then check in");
        if (t.status !== "entry") refuse(409, "already-drawn", "check-in closed with the draw");
        if (p.checked_in_at !== null) return p;
        await trx.updateTable("players").set({ checked_in_at: now }).where("id", "=", p.id).execute();
        await bump(trx, t.id);
        return { ...p, checked_in_at: now };
      }),
    );
  }

  /**
   * The organizer's link for an entry made by name: whoever opens it signed in has the entry on
   * their profile. Its token's digest is kept until used; a new link replaces the last.
   */
  profileLink(tournamentId: string, entryId: string, tokenHash: string): Promise<ClubResult<PlayerTable>> {
    return refusable(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
        const p = await trx
          .selectFrom("players")
          .selectAll()
          .where("tournament_id", "=", tournamentId)
          .where("id", "=", entryId)
          .executeTakeFirst();
        if (!p) return refuse(404, "not-found", `no player ${entryId} in this tournament`);
        if (p.account !== null)
          refuse(409, "plays-online", "this player registered online: the tournament is on their profile");
        if (p.profile !== null) refuse(409, "already-linked", `${p.name} is already linked to a profile`);
        if (p.members !== null) refuse(400, "team-entry", "a team is not one player's: link single players");
        await trx
          .updateTable("players")
          .set({ profile_link_hash: tokenHash })
          .where("id", "=", p.id)
          .execute();
        return { ...p, profile_link_hash: tokenHash };
      }),
    );
  }

  /** A signed-in identity opens an entry's link: the entry, and the tournament, are on its profile. */
  linkProfile(tournamentId: string, tokenHash: string, identity: string): Promise<ClubResult<PlayerTable>> {
    return refusable(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
        const p = await trx
          .selectFrom("players")
          .selectAll()
          .where("tournament_id", "=", tournamentId)
          .where("profile_link_hash", "=", tokenHash)
          .executeTakeFirst();
        if (!p)
          return refuse(
            404,
            "unknown-link",
            "this link is not valid: used already, or replaced by a newer one",
          );
        const mine = await trx
          .selectFrom("players")
          .select("name")
          .where("tournament_id", "=", tournamentId)
          .where(entriesOf(identity))
          .executeTakeFirst();
        if (mine) refuse(409, "already-in", `you are already in this tournament, as ${mine.name}`);
        const r = await trx
          .updateTable("players")
          .set({ profile: identity, profile_link_hash: null })
          .where("id", "=", p.id)
          .where("profile_link_hash", "=", tokenHash)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) refuse(409, "unknown-link", "this link was used a moment ago");
        await bump(trx, tournamentId);
        return { ...p, profile: identity, profile_link_hash: null };
      }),
    );
  }

  /** Encounters called online and not yet done, oldest call first (the bridge's sweep). */
  calls(limit: number): Promise<StoreResult<OnlineCall[]>> {
    return guard(this.dialect, async () => {
      const es = await this.db
        .selectFrom("encounters")
        .selectAll()
        .where("status", "=", "playing")
        .where("table_no", "is", null)
        .orderBy("scheduled_at")
        .limit(limit)
        .execute();
      if (es.length === 0) return [];
      const ids = [...new Set(es.flatMap((e) => [e.player_a ?? "", e.player_b ?? ""]))];
      const players = new Map(
        (await this.db.selectFrom("players").selectAll().where("id", "in", ids).execute()).map((p) => [
          p.id,
          p,
        ]),
      );
      const tids = [...new Set(es.map((e) => e.tournament_id))];
      const ts = new Map(
        (await this.db.selectFrom("tournaments").selectAll().where("id", "in", tids).execute()).map((t) => [
          t.id,
          t,
        ]),
      );
      return es.flatMap((e) => {
        const t = ts.get(e.tournament_id);
        const a = players.get(e.player_a ?? "");
        const b = players.get(e.player_b ?? "");
        return t && a && b ? [{ t, e, a, b }] : [];
      });
    });
  }

  /** Records the online match made for a call; false when another process linked one first. */
  link(encounterId: string, matchId: string, now: number): Promise<StoreResult<boolean>> {
    return guard(this.dialect, async () => {
      const r = await this.db
        .updateTable("encounters")
        .set({ online_match: matchId, updated_at: now })
        .where("id", "=", encounterId)
        .where("online_match", "is", null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    });
  }

  /**
   * The online match's result on its encounter, then what follows (the next calls, the
   * knockout filled); false when the encounter was already settled (another process, a no-show).
   */
  finish(call: OnlineCall, outcome: EncounterOutcome, now: number): Promise<StoreResult<boolean>> {
    return guard(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable("encounters")
          .set({
            status: "done",
            result_kind: "played",
            score_a: outcome.scoreA,
            score_b: outcome.scoreB,
            winner: outcome.winner,
            updated_at: now,
          })
          .where("id", "=", call.e.id)
          .where("status", "=", "playing")
          .where("online_match", "=", call.e.online_match)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        await bump(trx, call.t.id);
        await settleIn(trx, call.t.id, now);
        return true;
      }),
    );
  }

  /** The tournaments an online identity entered, newest first. */
  entered(account: string, limit: number): Promise<StoreResult<EnteredTournament[]>> {
    return guard(this.dialect, () =>
      this.db
        .selectFrom("players")
        .innerJoin("tournaments", "tournaments.id", "players.tournament_id")
        .select([
          "tournaments.id as id",
          "tournaments.name as name",
          "tournaments.game as game",
          "tournaments.status as status",
          "players.id as entry",
        ])
        // Registered online, or entered by name and linked to the profile since.
        .where(entriesOf(account))
        .orderBy("tournaments.created_at", "desc")
        .limit(limit)
        .execute(),
    );
  }
}
