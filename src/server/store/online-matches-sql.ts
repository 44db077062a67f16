/**
 * Online matches in SQL: reading them (and their steps), and every write that changes one, each
 * conditional on the match's sequence number so two nodes racing for one step cannot both win.
 */
import { sql } from "kysely";
import type { OnlineMatchTable } from "../db/online-schema.ts";
import type { Dialect } from "./errors.ts";
import { rateIn } from "./online-ratings-sql.ts";
import type {
  MatchCommit,
  OnlineDb,
  OnlineStore,
  OnlineTrx,
  StoredMatch,
  StoredSides,
} from "./online-store-port.ts";

const parse = (t: string | null): unknown => (t === null ? null : JSON.parse(t));

function toMatch(r: OnlineMatchTable): StoredMatch {
  return {
    id: r.id,
    game: r.game,
    settings: JSON.parse(r.settings),
    clockSettings: JSON.parse(r.clock_settings),
    seed: r.seed,
    listed: r.listed === 1,
    status: r.status as StoredMatch["status"],
    players: [
      { id: r.p0_id, name: r.p0_name, guest: r.p0_id.startsWith("g:") },
      r.p1_id === null ? null : { id: r.p1_id, name: r.p1_name ?? "", guest: r.p1_id.startsWith("g:") },
    ],
    sides: r.sides === null || r.sides === undefined ? null : (JSON.parse(r.sides) as StoredSides),
    seq: Number(r.seq),
    lagPending: r.lag_pending,
    clock: parse(r.clock),
    result: parse(r.result),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

/** Reading matches: by id, by invite, a tournament's, the lobby, the live ones, a match's steps. */
export function matchReads(
  db: OnlineDb,
): Pick<
  OnlineStore,
  "seatByInvite" | "match" | "tournamentOf" | "matchByInvite" | "actions" | "liveMatchIds" | "lobby"
> {
  return {
    async seatByInvite(inviteHash) {
      const i = await db
        .selectFrom("online_seat_invites")
        .selectAll()
        .where("invite_hash", "=", inviteHash)
        .executeTakeFirst();
      if (!i) return null;
      const r = await db
        .selectFrom("online_matches")
        .selectAll()
        .where("id", "=", i.match_id)
        .executeTakeFirst();
      return r ? { match: toMatch(r), side: Number(i.side), member: Number(i.member) } : null;
    },
    async match(id) {
      const r = await db.selectFrom("online_matches").selectAll().where("id", "=", id).executeTakeFirst();
      return r ? toMatch(r) : null;
    },
    async tournamentOf(matchId) {
      const r = await db
        .selectFrom("encounters")
        .innerJoin("tournaments", "tournaments.id", "encounters.tournament_id")
        .select(["tournaments.id as id", "tournaments.name as name"])
        .where("encounters.online_match", "=", matchId)
        .executeTakeFirst();
      return r ?? null;
    },
    async matchByInvite(inviteHash) {
      const r = await db
        .selectFrom("online_matches")
        .selectAll()
        .where("invite_hash", "=", inviteHash)
        .executeTakeFirst();
      return r ? toMatch(r) : null;
    },
    async actions(id, from = 0) {
      const rows = await db
        .selectFrom("online_steps")
        .select(["seq", "action"])
        .where("match_id", "=", id)
        .where("seq", ">=", from)
        .orderBy("seq")
        .execute();
      return rows.map((r) => JSON.parse(r.action));
    },
    async liveMatchIds(limit) {
      const rows = await db
        .selectFrom("online_matches")
        .select("id")
        .where("status", "=", "live")
        .orderBy("updated_at")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    async lobby(game, limit) {
      let q = db
        .selectFrom("online_matches")
        .selectAll()
        .where((eb) =>
          eb.or([eb.and([eb("status", "=", "open"), eb("listed", "=", 1)]), eb("status", "=", "live")]),
        );
      if (game) q = q.where("game", "=", game);
      const rows = await q.orderBy("updated_at", "desc").limit(limit).execute();
      return rows.map(toMatch);
    },
  };
}

/** Writing matches: made, joined, a seat taken, and each step or change committed. */
export function matchWrites(
  db: OnlineDb,
  dialect: Dialect,
): Pick<OnlineStore, "createMatch" | "takeSeat" | "join" | "commit"> {
  return {
    async createMatch(m) {
      await db
        .insertInto("online_matches")
        .values({
          id: m.id,
          game: m.game,
          settings: JSON.stringify(m.settings),
          clock_settings: JSON.stringify(m.clockSettings),
          seed: m.seed,
          listed: m.listed ? 1 : 0,
          status: m.opponent ? "live" : "open",
          invite_hash: m.inviteHash,
          p0_id: m.creator.id,
          p0_name: m.creator.name,
          p1_id: m.opponent?.id ?? null,
          p1_name: m.opponent?.name ?? null,
          seq: 0,
          lag_pending: null,
          clock: JSON.stringify(m.clock),
          result: null,
          sides: m.sides ? JSON.stringify(m.sides) : null,
          created_at: m.at,
          updated_at: m.at,
        })
        .execute();
      if (m.seatInvites?.length)
        await db
          .insertInto("online_seat_invites")
          .values(
            m.seatInvites.map((i) => ({
              invite_hash: i.hash,
              match_id: m.id,
              side: i.side,
              member: i.member,
            })),
          )
          .execute();
    },
    async takeSeat(t) {
      const r = await db
        .updateTable("online_matches")
        .set({
          sides: JSON.stringify(t.next),
          updated_at: t.at,
          ...(t.live
            ? {
                status: "live",
                clock: JSON.stringify(t.live.clock),
                p1_id: t.live.second.id,
                p1_name: t.live.second.name,
              }
            : {}),
        })
        .where("id", "=", t.id)
        .where("status", "=", "open")
        .where("sides", "=", JSON.stringify(t.expect))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async join(id, player, clock, at) {
      const r = await db
        .updateTable("online_matches")
        .set({
          p1_id: player.id,
          p1_name: player.name,
          status: "live",
          clock: JSON.stringify(clock),
          updated_at: at,
        })
        .where("id", "=", id)
        .where("status", "=", "open")
        .where("p1_id", "is", null)
        .where("p0_id", "!=", player.id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    commit: (c) => commitToMatch(db, dialect, c),
  };
}

/** One write to a match, conditional on its seq; false when another write got there first. */
async function commitToMatch(db: OnlineDb, dialect: Dialect, c: MatchCommit): Promise<boolean> {
  // A step on PostgreSQL, or a change without a step anywhere, is one statement (one round
  // trip, atomic by itself); a finish that rates, or a step on SQLite, is a transaction.
  if (!c.rate && c.action === undefined) {
    const r = await matchUpdate(db, c).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
  if (!c.rate && dialect === "postgres") {
    const rows = await db
      .with("moved", () => matchUpdate(db, c).returning("id"))
      .insertInto("online_steps")
      .columns(["match_id", "seq", "action", "created_at"])
      .expression((eb) =>
        eb
          .selectFrom("moved")
          .select([
            "moved.id",
            sql.lit(c.expectSeq).as("seq"),
            sql<string>`${JSON.stringify(c.action)}`.as("action"),
            sql<number>`${c.at}::double precision`.as("created_at"),
          ]),
      )
      .returning("match_id")
      .execute();
    return rows.length === 1;
  }
  return db.transaction().execute(async (trx) => {
    const r = await matchUpdate(trx, c).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    if (c.action !== undefined)
      await trx
        .insertInto("online_steps")
        .values({ match_id: c.id, seq: c.expectSeq, action: JSON.stringify(c.action), created_at: c.at })
        .execute();
    if (c.rate) await rateIn(trx, dialect, c.id, c.rate, c.at);
    return true;
  });
}

/** The write to a match's row, applied only while it is at `expectSeq` (and its lag strokes as expected). */
function matchUpdate(db: OnlineDb | OnlineTrx, c: MatchCommit) {
  let q = db
    .updateTable("online_matches")
    .set({
      updated_at: c.at,
      ...(c.action !== undefined ? { seq: c.expectSeq + 1 } : {}),
      ...(c.lagPending !== undefined ? { lag_pending: c.lagPending } : {}),
      ...(c.clock !== undefined ? { clock: JSON.stringify(c.clock) } : {}),
      ...(c.status !== undefined ? { status: c.status } : {}),
      ...(c.result !== undefined ? { result: JSON.stringify(c.result) } : {}),
    })
    .where("id", "=", c.id)
    .where("seq", "=", c.expectSeq)
    .where("status", "!=", "over");
  if (c.expectLagPending !== undefined)
    q =
      c.expectLagPending === null
        ? q.where("lag_pending", "is", null)
        : q.where("lag_pending", "=", c.expectLagPending);
  return q;
}
