/**
 * Leagues in the club database: a league and its nights (each night one of the organizer's
 * tournaments). The season's standings are computed from the nights' rows (tournament/league.ts).
 */
import type { Kysely } from "kysely";
import type { ClubDatabase, LeagueTable } from "../db/schema.ts";
import { type Dialect, guard, type StoreResult } from "./errors.ts";

export interface LeagueRows {
  readonly league: LeagueTable;
  /** Tournament ids in night order. */
  readonly nights: readonly string[];
}

export class LeagueStore {
  constructor(
    private readonly db: Kysely<ClubDatabase>,
    private readonly dialect: Dialect,
  ) {}

  createLeague(row: LeagueTable): Promise<StoreResult<void>> {
    return guard(this.dialect, async () => {
      await this.db.insertInto("leagues").values(row).execute();
    });
  }

  league(id: string): Promise<StoreResult<LeagueRows | null>> {
    return guard(this.dialect, async () => {
      const league = await this.db.selectFrom("leagues").selectAll().where("id", "=", id).executeTakeFirst();
      if (!league) return null;
      const nights = await this.db
        .selectFrom("league_nights")
        .select("tournament_id")
        .where("league_id", "=", id)
        .orderBy("night")
        .execute();
      return { league, nights: nights.map((n) => n.tournament_id) };
    });
  }

  /** The tournament becomes the league's next night; "taken" when it is already a night of a league. */
  addNight(leagueId: string, tournamentId: string): Promise<StoreResult<"added" | "taken">> {
    return guard(this.dialect, () =>
      this.db.transaction().execute(async (tx) => {
        const taken = await tx
          .selectFrom("league_nights")
          .select("league_id")
          .where("tournament_id", "=", tournamentId)
          .executeTakeFirst();
        if (taken) return "taken" as const;
        const last = await tx
          .selectFrom("league_nights")
          .select((eb) => eb.fn.max("night").as("n"))
          .where("league_id", "=", leagueId)
          .executeTakeFirst();
        await tx
          .insertInto("league_nights")
          .values({ league_id: leagueId, night: Number(last?.n ?? 0) + 1, tournament_id: tournamentId })
          .execute();
        return "added" as const;
      }),
    );
  }

  organizerLeagues(organizerId: string): Promise<StoreResult<LeagueTable[]>> {
    return guard(this.dialect, () =>
      this.db
        .selectFrom("leagues")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .orderBy("created_at", "desc")
        .execute(),
    );
  }
}
