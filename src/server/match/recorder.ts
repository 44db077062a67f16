/**
 * The scorekeeper's recorder: one table, one match at a time. Each entry is checked by the
 * referee, then written (step + encounter summary + tournament consequences in one
 * transaction) and only then acknowledged; the in-memory state is a cache rebuilt from the
 * stored steps after a restart.
 */
import type { Kysely } from "kysely";
import { err, type GameId, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import type { TableView } from "../../protocol/club-views.ts";
import type { RefusalCode } from "../../protocol/refusals.ts";
import { parseStep, type Step, toAction } from "../../protocol/step.ts";
import type { StepReport } from "../../rules/actions.ts";
import type { ActionKindHint } from "../../rules/legal.ts";
import { sameToken } from "../auth/tokens.ts";
import { GroupCommitter } from "../db/group-commit.ts";
import type { ClubDatabase, EncounterTable, TournamentTable } from "../db/schema.ts";
import { matchResult, type ServiceError, settle } from "../tournament/service.ts";
import type { Referee } from "./referee-port.ts";

type Db = Kysely<ClubDatabase>;

interface LoadedMatch<S> {
  readonly encounterId: string;
  readonly names: readonly [string, string];
  readonly steps: Step[];
  /** states[k] is the state after k steps. */
  readonly states: S[];
  readonly reports: StepReport[];
}

export type { TableView };

export interface Recorded {
  readonly game: GameId;
  readonly next: readonly ActionKindHint[];
  readonly names: readonly [string, string];
  readonly seq: number;
  readonly report: StepReport;
  readonly matchOver: boolean;
}

const fail = (status: ServiceError["status"], code: RefusalCode, message: string) =>
  err<ServiceError>({ status, code, message });

export class Recorder<S> {
  private readonly cache = new Map<string, LoadedMatch<S>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Table links and tournament rows do not change once drawn: read them once. */
  private readonly tables = new Map<string, { token: string; t: TournamentTable }>();
  private readonly writer: GroupCommitter;

  constructor(
    private readonly db: Db,
    private readonly referee: Referee<S>,
    private readonly changed: (tournamentId: string) => void,
    private readonly clock: () => number = Date.now,
  ) {
    this.writer = new GroupCommitter(db);
  }

  /** Entries for one table run one after another, so two phones cannot interleave. */
  private serial<T>(key: string, job: () => Promise<T>): Promise<T> {
    const prev = this.queues.get(key) ?? Promise.resolve();
    const next = prev.then(job, job);
    const tail = next.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return next;
  }

  private async table(
    tournamentId: string,
    number: number,
    token: string,
  ): Promise<Result<{ t: TournamentTable; e: EncounterTable | undefined }, ServiceError>> {
    const key = `${tournamentId}:${number}`;
    let known = this.tables.get(key);
    if (!known) {
      const row = await this.db
        .selectFrom("club_tables")
        .select("token")
        .where("tournament_id", "=", tournamentId)
        .where("number", "=", number)
        .executeTakeFirst();
      if (!row) return fail(404, "no-table", `tournament ${tournamentId} has no table ${number}`);
      const t = await this.db
        .selectFrom("tournaments")
        .selectAll()
        .where("id", "=", tournamentId)
        .executeTakeFirstOrThrow();
      known = { token: row.token, t };
      this.tables.set(key, known);
    }
    if (!sameToken(known.token, token))
      return fail(
        403,
        "wrong-table-token",
        `this link does not open table ${number}: ask the organizer for its link`,
      );
    const t = known.t;
    const e = await this.db
      .selectFrom("encounters")
      .selectAll()
      .where("tournament_id", "=", tournamentId)
      .where("table_no", "=", number)
      .where("status", "=", "playing")
      .executeTakeFirst();
    return ok({ t, e });
  }

  private async load(t: TournamentTable, e: EncounterTable): Promise<Result<LoadedMatch<S>, ServiceError>> {
    const hit = this.cache.get(e.id);
    if (hit) return ok(hit);
    if (e.breaker !== 0 && e.breaker !== 1)
      return fail(409, "not-started", "say who breaks first before the first entry");
    const started = this.referee.newMatch(t.game as GameId, JSON.parse(t.settings), e.breaker);
    if (!started.ok) return fail(409, "bad-settings", started.error.message);
    const rows = await this.db
      .selectFrom("steps")
      .select(["seq", "step"])
      .where("encounter_id", "=", e.id)
      .orderBy("seq")
      .execute();
    const m: LoadedMatch<S> = {
      encounterId: e.id,
      names: await this.names(e),
      steps: [],
      states: [started.value],
      reports: [],
    };
    for (const row of rows) {
      const step = parseStep(JSON.parse(row.step));
      if (!step.ok) return fail(409, "stored-step-invalid", `stored step ${row.seq + 1}: ${step.error}`);
      const r = this.referee.apply(m.states[m.states.length - 1]!, toAction(step.value));
      if (!r.ok) return fail(409, "stored-step-refused", `stored step ${row.seq + 1}: ${r.error.message}`);
      m.steps.push(step.value);
      m.states.push(r.value.state);
      m.reports.push(r.value.report);
    }
    this.cache.set(e.id, m);
    return ok(m);
  }

  private async names(e: EncounterTable): Promise<[string, string]> {
    const ids = [e.player_a ?? "", e.player_b ?? ""];
    const rows = await this.db.selectFrom("players").select(["id", "name"]).where("id", "in", ids).execute();
    const name = (id: string) => rows.find((r) => r.id === id)?.name ?? "?";
    return [name(ids[0]!), name(ids[1]!)];
  }

  async view(tournamentId: string, number: number, token: string): Promise<Result<TableView, ServiceError>> {
    const ctx = await this.table(tournamentId, number, token);
    if (!ctx.ok) return ctx;
    const { t, e } = ctx.value;
    const base = { tournament: { id: t.id, name: t.name, game: t.game as GameId }, table: number };
    if (!e) return ok({ ...base, encounter: null });
    const loaded = e.breaker === null ? null : await this.load(t, e);
    if (loaded && !loaded.ok) return loaded;
    const m = loaded?.value ?? null;
    return ok({
      ...base,
      encounter: {
        id: e.id,
        players: await this.names(e),
        breaker: e.breaker === 0 || e.breaker === 1 ? e.breaker : null,
        seq: m ? m.steps.length : 0,
        report: e.last_report ? (JSON.parse(e.last_report) as StepReport) : null,
        status: e.status,
        next: m ? this.referee.next(m.states[m.states.length - 1]!) : null,
      },
    });
  }

  /** Who broke the first rack (the lag is not scripted, MATCH-SCRIPT.md). */
  start(
    tournamentId: string,
    number: number,
    token: string,
    breaker: PlayerIndex,
  ): Promise<Result<TableView, ServiceError>> {
    return this.serial(`${tournamentId}:${number}`, async () => {
      const ctx = await this.table(tournamentId, number, token);
      if (!ctx.ok) return ctx;
      const { t, e } = ctx.value;
      if (!e) return fail(409, "no-match", `no match is called to table ${number} now`);
      if (e.breaker !== null) return fail(409, "already-started", "this match has already started");
      const probe = this.referee.newMatch(t.game as GameId, JSON.parse(t.settings), breaker);
      if (!probe.ok) return fail(409, "bad-settings", probe.error.message);
      await this.db
        .updateTable("encounters")
        .set({ breaker, updated_at: this.clock() })
        .where("id", "=", e.id)
        .where("breaker", "is", null)
        .execute();
      this.changed(t.id);
      return this.view(tournamentId, number, token);
    });
  }

  record(
    tournamentId: string,
    number: number,
    token: string,
    seq: number,
    step: Step,
  ): Promise<Result<Recorded, ServiceError>> {
    return this.serial(`${tournamentId}:${number}`, async () => {
      const ctx = await this.table(tournamentId, number, token);
      if (!ctx.ok) return ctx;
      const { t, e } = ctx.value;
      if (!e) return fail(409, "no-match", `no match is called to table ${number} now`);
      const loaded = await this.load(t, e);
      if (!loaded.ok) return loaded;
      const m = loaded.value;
      if (seq !== m.steps.length)
        return fail(
          409,
          "stale-entry",
          `this entry would be step ${seq + 1} but the match has ${m.steps.length} steps: reload the page`,
        );
      const r = this.referee.apply(m.states[m.states.length - 1]!, toAction(step));
      if (!r.ok) return fail(422, r.error.code, r.error.message);
      const { report, state } = r.value;
      const now = this.clock();
      await this.writer.write(async (trx) => {
        await trx
          .insertInto("steps")
          .values({ encounter_id: e.id, seq, step: JSON.stringify(step), created_at: now })
          .execute();
        const summary = {
          last_report: JSON.stringify(report),
          score_a: report.matchScore[0],
          score_b: report.matchScore[1],
          updated_at: now,
        };
        if (report.matchOver) {
          const seeds = await trx
            .selectFrom("players")
            .select(["id", "seed"])
            .where("id", "in", [e.player_a ?? "", e.player_b ?? ""])
            .execute();
          const seed = (id: string | null) => seeds.find((s) => s.id === id)?.seed ?? 0;
          const winner = matchResult(
            report.matchScore[0],
            report.matchScore[1],
            seed(e.player_a),
            seed(e.player_b),
            e.stage === "ko",
          );
          await trx
            .updateTable("encounters")
            .set({ ...summary, status: "done", result_kind: "played", winner })
            .where("id", "=", e.id)
            .execute();
          await settle(trx, t, now);
        } else {
          await trx.updateTable("encounters").set(summary).where("id", "=", e.id).execute();
        }
      });
      m.steps.push(step);
      m.states.push(state);
      m.reports.push(report);
      if (report.matchOver) this.cache.delete(e.id);
      this.changed(t.id);
      return ok({
        game: t.game as GameId,
        names: m.names,
        seq: seq + 1,
        report,
        matchOver: report.matchOver,
        next: this.referee.next(state),
      });
    });
  }

  /** Takes back the last entry (or who breaks, before any entry). Not after the match is over. */
  undo(
    tournamentId: string,
    number: number,
    token: string,
    seq: number,
  ): Promise<Result<TableView, ServiceError>> {
    return this.serial(`${tournamentId}:${number}`, async () => {
      const ctx = await this.table(tournamentId, number, token);
      if (!ctx.ok) return ctx;
      const { t, e } = ctx.value;
      if (!e) return fail(409, "no-match", `no match is called to table ${number} now`);
      if (e.breaker === null) return fail(409, "nothing-to-undo", "nothing has been recorded at this table");
      const loaded = await this.load(t, e);
      if (!loaded.ok) return loaded;
      const m = loaded.value;
      if (seq !== m.steps.length)
        return fail(409, "stale-entry", `the match has ${m.steps.length} steps, not ${seq}: reload the page`);
      const now = this.clock();
      if (m.steps.length === 0) {
        await this.db
          .updateTable("encounters")
          .set({ breaker: null, updated_at: now })
          .where("id", "=", e.id)
          .execute();
        this.cache.delete(e.id);
      } else {
        const prev = m.reports[m.reports.length - 2] ?? null;
        await this.db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom("steps")
            .where("encounter_id", "=", e.id)
            .where("seq", "=", m.steps.length - 1)
            .execute();
          await trx
            .updateTable("encounters")
            .set({
              last_report: prev ? JSON.stringify(prev) : null,
              score_a: prev?.matchScore[0] ?? 0,
              score_b: prev?.matchScore[1] ?? 0,
              updated_at: now,
            })
            .where("id", "=", e.id)
            .execute();
        });
        m.steps.pop();
        m.states.pop();
        m.reports.pop();
      }
      this.changed(t.id);
      return this.view(tournamentId, number, token);
    });
  }

  /** Forget cached states (tests that restart the server in-process). */
  clear(): void {
    this.cache.clear();
  }
}
