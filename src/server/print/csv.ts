/** Standings and results as CSV (RFC 4180 quoting by csv-stringify), for a spreadsheet. */
import { stringify } from "csv-stringify/sync";
import type { Lang } from "../../core/index.ts";
import type { TournamentView } from "../../protocol/index.ts";
import { sheetWord } from "./words.ts";

export function standingsCsv(v: TournamentView, lang: Lang): string {
  const w = (k: Parameters<typeof sheetWord>[1]) => sheetWord(lang, k, { n: "" }).trim();
  const rows = v.standings.flatMap((g) =>
    g.rows.map((r) => [
      g.group,
      r.rank,
      r.name,
      r.seed,
      r.played,
      r.won,
      r.lost,
      r.points,
      r.against,
      r.forfeits,
    ]),
  );
  return stringify(rows, {
    header: true,
    columns: [
      w("group"),
      w("rank"),
      w("name"),
      w("seed"),
      w("played"),
      w("won"),
      w("lost"),
      v.game === "pina" ? w("points") : w("racksWon"),
      w("against"),
      w("forfeits"),
    ],
  });
}

export function resultsCsv(v: TournamentView, lang: Lang): string {
  const name = (id: string | null) => (id === null ? "" : (v.players.find((p) => p.id === id)?.name ?? ""));
  const rows = v.encounters.map((e) => [
    e.stage,
    e.group,
    e.round,
    e.table ?? "",
    name(e.a),
    name(e.b),
    e.status === "done" ? e.score[0] : "",
    e.status === "done" ? e.score[1] : "",
    e.winner === null ? "" : e.winner === 0 ? name(e.a) : name(e.b),
    e.result ?? e.status,
  ]);
  const head =
    lang === "es"
      ? ["etapa", "grupo", "ronda", "mesa", "A", "B", "puntos A", "puntos B", "ganador", "resultado"]
      : ["stage", "group", "round", "table", "A", "B", "score A", "score B", "winner", "result"];
  return stringify([head, ...rows]);
}
