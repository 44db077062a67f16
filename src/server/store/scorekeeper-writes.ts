/**
 * The scorekeeper's writes to an encounter's steps, each with the encounter's summary (last
 * report, score, a finish) and the tournament's version bumped in the same transaction.
 */
import type { Transaction } from "kysely";
import type { ClubDatabase } from "../db/schema.ts";
import type { EncounterSummary, StepEntry, StepsReplacement } from "./club-store.ts";
import { StoreFailure, storeError } from "./errors.ts";
import { bump } from "./tournament-writes.ts";

type Trx = Transaction<ClubDatabase>;

/** One step appended (in a group commit: several tables' steps share one transaction). */
export async function appendStepIn(trx: Trx, entry: StepEntry): Promise<void> {
  await trx
    .insertInto("steps")
    .values({
      encounter_id: entry.encounterId,
      seq: entry.seq,
      step: entry.step,
      created_at: entry.now,
    })
    .execute();
  const summary = {
    last_report: entry.summary.lastReport,
    last_lines: entry.summary.lastLines,
    score_a: entry.summary.scoreA,
    score_b: entry.summary.scoreB,
    updated_at: entry.now,
  };
  await trx
    .updateTable("encounters")
    .set(
      entry.finished
        ? { ...summary, status: "done", result_kind: "played", winner: entry.finished.winner }
        : summary,
    )
    .where("id", "=", entry.encounterId)
    .execute();
  await bump(trx, entry.tournamentId);
}

/** The steps from `r.from` on replaced (a correction), refused when another entry came meanwhile. */
export async function replaceStepsIn(trx: Trx, r: StepsReplacement): Promise<void> {
  const top = await trx
    .selectFrom("steps")
    .select("seq")
    .where("encounter_id", "=", r.encounterId)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  if ((top ? Number(top.seq) + 1 : 0) !== r.count)
    throw new StoreFailure(storeError("conflict", "another entry was recorded at this table meanwhile"));
  await trx
    .deleteFrom("steps")
    .where("encounter_id", "=", r.encounterId)
    .where("seq", ">=", r.from)
    .execute();
  await trx
    .insertInto("steps")
    .values(
      r.steps.map((step, k) => ({
        encounter_id: r.encounterId,
        seq: r.from + k,
        step,
        created_at: r.now,
      })),
    )
    .execute();
  const summary = {
    last_report: r.summary.lastReport,
    last_lines: r.summary.lastLines,
    score_a: r.summary.scoreA,
    score_b: r.summary.scoreB,
    updated_at: r.now,
  };
  await trx
    .updateTable("encounters")
    .set(
      r.finished ? { ...summary, status: "done", result_kind: "played", winner: r.finished.winner } : summary,
    )
    .where("id", "=", r.encounterId)
    .execute();
  await bump(trx, r.tournamentId);
}

/** One step removed (an undo), the encounter's summary as it was before it. */
export async function removeStepIn(
  trx: Trx,
  tournamentId: string,
  encounterId: string,
  seq: number,
  summary: EncounterSummary,
  now: number,
): Promise<void> {
  await trx.deleteFrom("steps").where("encounter_id", "=", encounterId).where("seq", "=", seq).execute();
  await trx
    .updateTable("encounters")
    .set({
      last_report: summary.lastReport,
      last_lines: summary.lastLines,
      score_a: summary.scoreA,
      score_b: summary.scoreB,
      updated_at: now,
    })
    .where("id", "=", encounterId)
    .execute();
  await bump(trx, tournamentId);
}
