/**
 * The scorekeeper's recorder: one table, one match at a time. Each entry is checked by the
 * referee, then written (step + encounter summary, in a group commit) and only then
 * acknowledged; the tournament's consequences (next match called, knockout filled) follow in
 * their own transaction, outside the batch other tables wait on. The in-memory match is a
 * cache: before each entry the stored step count is compared, so an entry recorded by
 * another server process on the same database is replayed in, never refused.
 */
import { err, type GameId, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import type { Line } from "../../narration/index.ts";
import type { RefusalCode, TableView } from "../../protocol/index.ts";
import { isEliminationStage, makeStep, parseStep } from "../../protocol/index.ts";
import { type Action, type ActionKindHint, rerule, type StepReport } from "../../rules/index.ts";
import { sameToken } from "../auth/tokens.ts";
import type { EncounterTable, TournamentTable } from "../db/schema.ts";
import { type ClubError, type ClubStore, membersOf } from "../store/club-store.ts";
import {
  encounterSettings,
  encounterTargets,
  matchResult,
  type ServiceError,
} from "../tournament/service.ts";
import type { Referee } from "./referee-port.ts";

interface LoadedMatch<S> {
  readonly encounterId: string;
  readonly breaker: PlayerIndex;
  readonly names: readonly [string, string];
  /** G-TEAM: each team's players in shooting order, null for singles. */
  readonly sides: readonly [readonly string[], readonly string[]] | null;
  readonly seeds: readonly [number, number];
  /** Each side's own race or target under a handicap, else null. */
  readonly targets: readonly [number, number] | null;
  readonly steps: Action[];
  /** states[k] is the state after k steps. */
  readonly states: S[];
  readonly reports: StepReport[];
  /** lines[k]: step k+1 told by the narration (what the scorekeeper and the wall show). */
  readonly lines: Line[][];
}

export type { TableView };

export interface Recorded {
  readonly game: GameId;
  readonly next: readonly ActionKindHint[];
  readonly names: readonly [string, string];
  readonly seq: number;
  readonly report: StepReport;
  readonly lines: readonly Line[];
  readonly matchOver: boolean;
}

type Out<T> = Result<T, ClubError>;

const fail = (status: ServiceError["status"], code: RefusalCode, message: string) =>
  err<ServiceError>({ status, code, message });

export class Recorder<S> {
  private readonly cache = new Map<string, LoadedMatch<S>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Table links and tournament rows do not change once drawn: read them once. */
  private readonly tables = new Map<string, { token: string; t: TournamentTable }>();

  constructor(
    private readonly store: ClubStore,
    private readonly referee: Referee<S>,
    private readonly changed: (tournamentId: string) => void,
    private readonly clock: () => number = Date.now,
    private readonly log: (message: string, e?: unknown) => void = () => {},
  ) {}

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
  ): Promise<Out<{ t: TournamentTable; e: EncounterTable | null }>> {
    const key = `${tournamentId}:${number}`;
    let known = this.tables.get(key);
    if (!known) {
      const tok = await this.store.tableToken(tournamentId, number);
      if (!tok.ok) return tok;
      if (tok.value === null)
        return fail(404, "no-table", `tournament ${tournamentId} has no table ${number}`);
      const t = await this.store.tournament(tournamentId);
      if (!t.ok) return t;
      if (!t.value) return fail(404, "no-tournament", `no tournament ${tournamentId}`);
      known = { token: tok.value, t: t.value };
      this.tables.set(key, known);
    }
    if (!sameToken(known.token, token))
      return fail(
        403,
        "wrong-table-token",
        `this link does not open table ${number}: ask the organizer for its link`,
      );
    const e = await this.store.playingEncounter(tournamentId, number);
    return e.ok ? ok({ t: known.t, e: e.value }) : e;
  }

  private async load(t: TournamentTable, e: EncounterTable): Promise<Out<LoadedMatch<S>>> {
    if (e.breaker !== 0 && e.breaker !== 1)
      return fail(409, "not-started", "say who breaks first before the first entry");
    const hit = this.cache.get(e.id);
    if (hit && hit.breaker === e.breaker) {
      // Another process may have recorded here since: the cache holds only while the counts agree.
      const stored = await this.store.stepCount(e.id);
      if (!stored.ok) return stored;
      if (stored.value === hit.steps.length) return ok(hit);
    }
    this.cache.delete(e.id);
    const people = await this.people(e);
    if (!people.ok) return people;
    const settings = encounterSettings(t.game as GameId, JSON.parse(t.settings), people.value.handicaps);
    const started = this.referee.newMatch(t.game as GameId, settings, e.breaker, sizesOf(people.value.sides));
    if (!started.ok) return fail(409, "bad-settings", started.error.message);
    const rows = await this.store.steps(e.id);
    if (!rows.ok) return rows;
    const m: LoadedMatch<S> = {
      encounterId: e.id,
      breaker: e.breaker,
      names: people.value.names,
      sides: people.value.sides,
      seeds: people.value.seeds,
      targets: encounterTargets(t.game as GameId, JSON.parse(t.settings), people.value.handicaps),
      steps: [],
      states: [started.value],
      reports: [],
      lines: [],
    };
    for (const row of rows.value) {
      const step = parseStep(JSON.parse(row.step));
      if (!step.ok) return fail(409, "stored-step-invalid", `stored step ${row.seq + 1}: ${step.error}`);
      const before = m.states[m.states.length - 1]!;
      const action = step.value;
      const r = this.referee.apply(before, action);
      if (!r.ok) return fail(409, "stored-step-refused", `stored step ${row.seq + 1}: ${r.error.message}`);
      m.steps.push(step.value);
      m.states.push(r.value.state);
      m.reports.push(r.value.report);
      m.lines.push(this.referee.narrate(m.names, before, action, r.value, m.sides));
    }
    this.cache.set(e.id, m);
    return ok(m);
  }

  private async people(e: EncounterTable): Promise<
    Out<{
      names: [string, string];
      sides: readonly [readonly string[], readonly string[]] | null;
      seeds: [number, number];
      handicaps: [number | null, number | null];
    }>
  > {
    const ids = [e.player_a ?? "", e.player_b ?? ""] as const;
    const rows = await this.store.players(ids);
    if (!rows.ok) return rows;
    const find = (id: string) => rows.value.find((r) => r.id === id);
    const a = find(ids[0]);
    const b = find(ids[1]);
    // G-TEAM: two teams make a match of sides; their players in shooting order.
    const ma = a ? membersOf(a) : null;
    const mb = b ? membersOf(b) : null;
    return ok({
      names: [a?.name ?? "?", b?.name ?? "?"],
      sides: ma && mb ? [ma, mb] : null,
      seeds: [a?.seed ?? 0, b?.seed ?? 0],
      handicaps: [a?.handicap ?? null, b?.handicap ?? null],
    });
  }

  async view(tournamentId: string, number: number, token: string): Promise<Out<TableView>> {
    const ctx = await this.table(tournamentId, number, token);
    if (!ctx.ok) return ctx;
    const { t, e } = ctx.value;
    const base = { tournament: { id: t.id, name: t.name, game: t.game as GameId }, table: number };
    if (!e) return ok({ ...base, encounter: null });
    const loaded = e.breaker === null ? null : await this.load(t, e);
    if (loaded && !loaded.ok) return loaded;
    const m = loaded?.value ?? null;
    const names = m ? ok({ names: m.names, sides: m.sides, targets: m.targets }) : await this.people(e);
    if (!names.ok) return names;
    const targets =
      "targets" in names.value
        ? names.value.targets
        : encounterTargets(t.game as GameId, JSON.parse(t.settings), names.value.handicaps);
    return ok({
      ...base,
      encounter: {
        id: e.id,
        players: names.value.names,
        sides: names.value.sides,
        targets,
        breaker: e.breaker === 0 || e.breaker === 1 ? e.breaker : null,
        seq: m ? m.steps.length : 0,
        report: e.last_report ? (JSON.parse(e.last_report) as StepReport) : null,
        lines: m?.lines.at(-1) ?? [],
        status: e.status,
        next: m ? this.referee.next(m.states[m.states.length - 1]!) : null,
      },
    });
  }

  /** Who broke the first rack (the lag is not scripted, MATCH-SCRIPT.md). */
  start(tournamentId: string, number: number, token: string, breaker: PlayerIndex): Promise<Out<TableView>> {
    return this.serial(`${tournamentId}:${number}`, async () => {
      const ctx = await this.table(tournamentId, number, token);
      if (!ctx.ok) return ctx;
      const { t, e } = ctx.value;
      if (!e) return fail(409, "no-match", `no match is called to table ${number} now`);
      if (e.breaker !== null) return fail(409, "already-started", "this match has already started");
      const probe = this.referee.newMatch(t.game as GameId, JSON.parse(t.settings), breaker);
      if (!probe.ok) return fail(409, "bad-settings", probe.error.message);
      const w = await this.store.setBreaker(t.id, e.id, breaker, this.clock());
      if (!w.ok) return w;
      this.changed(t.id);
      return this.view(tournamentId, number, token);
    });
  }

  record(
    tournamentId: string,
    number: number,
    token: string,
    seq: number,
    step: Action,
  ): Promise<Out<Recorded>> {
    return this.serial(`${tournamentId}:${number}`, async () => {
      const ctx = await this.table(tournamentId, number, token);
      if (!ctx.ok) return ctx;
      const { t, e } = ctx.value;
      if (!e) return fail(409, "no-match", `no match is called to table ${number} now`);
      const loaded = await this.load(t, e);
      if (!loaded.ok) return loaded;
      const m = loaded.value;
      const stale = () =>
        fail(
          409,
          "stale-entry",
          `this entry would be step ${seq + 1} but the match has ${m.steps.length} steps: reload the page`,
        );
      if (seq !== m.steps.length) return stale();
      const before = m.states[m.states.length - 1]!;
      const action = step;
      const r = this.referee.apply(before, action);
      if (!r.ok) return fail(422, r.error.code, r.error.message);
      const { report, state } = r.value;
      const lines = this.referee.narrate(m.names, before, action, r.value, m.sides);
      const now = this.clock();
      const winner = report.matchOver
        ? matchResult(
            report.matchScore[0],
            report.matchScore[1],
            m.seeds[0],
            m.seeds[1],
            isEliminationStage(e.stage),
          )
        : null;
      const written = await this.store.appendStep({
        tournamentId: t.id,
        encounterId: e.id,
        seq,
        step: JSON.stringify(makeStep(step)),
        summary: {
          lastReport: JSON.stringify(report),
          lastLines: JSON.stringify(lines),
          scoreA: report.matchScore[0],
          scoreB: report.matchScore[1],
        },
        ...(report.matchOver ? { finished: { winner } } : {}),
        now,
      });
      if (!written.ok) {
        // Another process took this place in the match first: our copy is behind.
        this.cache.delete(e.id);
        if (written.error.kind === "conflict") return stale();
        return written;
      }
      m.steps.push(step);
      m.states.push(state);
      m.reports.push(report);
      m.lines.push(lines);
      if (report.matchOver) {
        this.cache.delete(e.id);
        await this.settle(t.id, now);
      }
      this.changed(t.id);
      return ok({
        game: t.game as GameId,
        names: m.names,
        seq: seq + 1,
        report,
        lines,
        matchOver: report.matchOver,
        next: this.referee.next(state),
      });
    });
  }

  /**
   * After a match ends: call the next one to the table, fill the knockout. The result is
   * already stored, so a failure here (a busy database) loses nothing; it is tried again.
   */
  private async settle(tournamentId: string, now: number, attempt = 0): Promise<void> {
    const r = await this.store.settle(tournamentId, now);
    if (r.ok) return;
    this.log(
      `settling tournament ${tournamentId} failed (${r.error.kind}), attempt ${attempt + 1}`,
      r.error.cause,
    );
    if (attempt < 5)
      setTimeout(
        () => {
          void this.settle(tournamentId, this.clock(), attempt + 1).then(() => this.changed(tournamentId));
        },
        500 * 2 ** attempt,
      ).unref();
  }

  /** Takes back the last entry (or who breaks, before any entry). Not after the match is over. */
  undo(tournamentId: string, number: number, token: string, seq: number): Promise<Out<TableView>> {
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
        const w = await this.store.setBreaker(t.id, e.id, null, now);
        if (!w.ok) return w;
        this.cache.delete(e.id);
      } else {
        const prev = m.reports[m.reports.length - 2] ?? null;
        const prevLines = m.lines[m.lines.length - 2] ?? null;
        const w = await this.store.removeStep(
          t.id,
          e.id,
          m.steps.length - 1,
          {
            lastReport: prev ? JSON.stringify(prev) : null,
            lastLines: prevLines ? JSON.stringify(prevLines) : null,
            scoreA: prev?.matchScore[0] ?? 0,
            scoreB: prev?.matchScore[1] ?? 0,
          },
          now,
        );
        if (!w.ok) {
          this.cache.delete(e.id);
          return w;
        }
        m.steps.pop();
        m.states.pop();
        m.reports.pop();
        m.lines.pop();
      }
      this.changed(t.id);
      return this.view(tournamentId, number, token);
    });
  }

  /**
   * Corrects step `index` in place (issue 38): the referee rules the new step and then every
   * later step again, as recorded. If one of them no longer stands (or the match would end
   * before it), nothing changes and the refusal names that step. Not after the match is over.
   */
  correct(
    tournamentId: string,
    number: number,
    token: string,
    seq: number,
    index: number,
    step: Action,
  ): Promise<Out<TableView>> {
    return this.serial(`${tournamentId}:${number}`, async () => {
      const ctx = await this.table(tournamentId, number, token);
      if (!ctx.ok) return ctx;
      const { t, e } = ctx.value;
      if (!e) return fail(409, "no-match", `no match is called to table ${number} now`);
      const loaded = await this.load(t, e);
      if (!loaded.ok) return loaded;
      const m = loaded.value;
      if (seq !== m.steps.length)
        return fail(409, "stale-entry", `the match has ${m.steps.length} steps, not ${seq}: reload the page`);
      if (index >= m.steps.length)
        return fail(404, "no-such-step", `step ${index + 1}: the match has ${m.steps.length} steps`);
      const redone = this.rerule(m, index, step);
      if (!redone.ok) return redone;
      const { steps, states, reports, lines } = redone.value;
      const report = reports.at(-1)!;
      const now = this.clock();
      const winner = report.matchOver
        ? matchResult(
            report.matchScore[0],
            report.matchScore[1],
            m.seeds[0],
            m.seeds[1],
            isEliminationStage(e.stage),
          )
        : null;
      const written = await this.store.replaceSteps({
        tournamentId: t.id,
        encounterId: e.id,
        from: index,
        count: m.steps.length,
        steps: steps.map((a) => JSON.stringify(makeStep(a))),
        summary: {
          lastReport: JSON.stringify(report),
          lastLines: JSON.stringify(lines.at(-1)),
          scoreA: report.matchScore[0],
          scoreB: report.matchScore[1],
        },
        ...(report.matchOver ? { finished: { winner } } : {}),
        now,
      });
      if (!written.ok) {
        this.cache.delete(e.id);
        if (written.error.kind === "conflict")
          return fail(
            409,
            "stale-entry",
            "another entry was recorded at this table meanwhile: reload the page",
          );
        return written;
      }
      m.steps.splice(index, Infinity, ...steps);
      m.states.splice(index + 1, Infinity, ...states);
      m.reports.splice(index, Infinity, ...reports);
      m.lines.splice(index, Infinity, ...lines);
      if (report.matchOver) {
        this.cache.delete(e.id);
        await this.settle(t.id, now);
      }
      this.changed(t.id);
      return this.view(tournamentId, number, token);
    });
  }

  /** Step `index` as `step`, then the later steps as recorded, each ruled again (the rules' rerule). */
  private rerule(
    m: LoadedMatch<S>,
    index: number,
    step: Action,
  ): Out<{ steps: Action[]; states: S[]; reports: StepReport[]; lines: Line[][] }> {
    const steps = [step, ...m.steps.slice(index + 1)];
    const start = m.states[index] as S;
    const redone = rerule((s: S, a: Action) => this.referee.apply(s, a), start, steps, index);
    if (!redone.ok) return fail(422, redone.error.code, redone.error.message);
    const states = redone.value.map((r) => r.state);
    const lines = redone.value.map((r, k) =>
      this.referee.narrate(m.names, k === 0 ? start : states[k - 1]!, steps[k]!, r, m.sides),
    );
    return ok({ steps, states, reports: redone.value.map((r) => r.report), lines });
  }

  /** Forget cached states (tests that restart the server in-process). */
  clear(): void {
    this.cache.clear();
  }
}

/** The referee's side sizes for a match of teams; undefined for singles. */
const sizesOf = (sides: readonly [readonly string[], readonly string[]] | null) =>
  sides ? [sides[0].length, sides[1].length] : undefined;
