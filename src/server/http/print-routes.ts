/**
 * Printed and exported tournaments (issue 28, item 5): the draw, the bracket, the standings and
 * each table's score sheet as PDF, standings and results as CSV, in Spanish or English. Public
 * and read-only, like the wall: what a club pins on its notice board.
 */
import { z } from "zod";
import { GAME_IDS, LANGS, type Lang } from "../../core/index.ts";
import type { TournamentView } from "../../protocol/index.ts";
import { encounterParams, idParams } from "../../protocol/index.ts";
import {
  bracketPdf,
  doubleBracketPdf,
  drawPdf,
  type RecordedScript,
  resultsCsv,
  scoreSheetPdf,
  stageLabel,
  standingsCsv,
  standingsPdf,
} from "../print/index.ts";
import { type Reply, replyError } from "./api.ts";
import type { RouteContext } from "./context.ts";
import { encounterScript } from "./encounter-script.ts";

const langQuery = z.strictObject({ lang: z.enum(LANGS).default("es") });
/** The bracket sheet: a knockout's, or double elimination's three brackets and placings. */
const bracketSheet = (v: TournamentView, lang: Lang) =>
  v.format === "double-elimination" ? doubleBracketPdf(v, lang) : bracketPdf(v, lang);
const SHEETS = { "draw.pdf": drawPdf, "bracket.pdf": bracketSheet, "standings.pdf": standingsPdf } as const;
const sheetParams = idParams.extend({ sheet: z.enum(["draw.pdf", "bracket.pdf", "standings.pdf"]) });
const exportParams = idParams.extend({ what: z.enum(["standings.csv", "results.csv"]) });
const blankQuery = langQuery.extend({
  game: z.enum(GAME_IDS),
  raceTo: z.coerce.number().int().min(1).max(25).default(3),
});

const pdf = (bytes: Buffer, name: string): Reply => ({
  status: 200,
  body: bytes,
  headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="${name}.pdf"` },
});

export function printRoutes<S>(c: RouteContext<S>): void {
  const { api } = c;
  const view = async (id: string): Promise<TournamentView | Reply> => {
    const v = await c.views.get(id);
    if (!v.ok) return c.fail(v.error);
    if (!v.value) return replyError({ status: 404, code: "no-tournament", message: `no tournament ${id}` });
    return JSON.parse(v.value.json) as TournamentView;
  };
  const isReply = (x: unknown): x is Reply =>
    typeof x === "object" && x !== null && "status" in x && "body" in x;

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/print/:sheet",
      summary: "The draw, the knockout bracket or the standings as a PDF to print (lang=es|en)",
      tag: "public",
      auth: "public",
      params: sheetParams,
      query: langQuery,
    },
    async ({ params, query }) => {
      const v = await view(params.id);
      if (isReply(v)) return v;
      return pdf(
        await SHEETS[params.sheet](v, query.lang),
        `${params.sheet.replace(".pdf", "")}-${params.id}`,
      );
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/export/:what",
      summary: "Standings or results as CSV (lang=es|en for the column names)",
      tag: "public",
      auth: "public",
      params: exportParams,
      query: langQuery,
    },
    async ({ params, query }) => {
      const v = await view(params.id);
      if (isReply(v)) return v;
      const text = params.what === "standings.csv" ? standingsCsv(v, query.lang) : resultsCsv(v, query.lang);
      return {
        status: 200,
        body: text,
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${params.what.replace(".csv", "")}-${params.id}.csv"`,
        },
      };
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/encounters/:eid/sheet.pdf",
      summary: "An encounter's score sheet: filled from what was recorded, blank before it starts",
      tag: "public",
      auth: "public",
      params: encounterParams,
      query: langQuery,
    },
    async ({ params, query }) => {
      const v = await view(params.id);
      if (isReply(v)) return v;
      const e = v.encounters.find((x) => x.id === params.eid);
      const rec = await c.stores.club.encounterScript(params.id, params.eid);
      if (!rec.ok) return c.fail(rec.error);
      if (!e || !rec.value)
        return replyError({ status: 404, code: "no-encounter", message: `no encounter ${params.eid}` });
      const script = encounterScript(rec.value) as RecordedScript | null;
      const name = (id: string | null) =>
        id === null ? "" : (v.players.find((p) => p.id === id)?.name ?? "");
      const bytes = await scoreSheetPdf(
        {
          tournament: v.name,
          game: v.game,
          table: e.table,
          stage: stageLabel(e, query.lang),
          names: [name(e.a), name(e.b)],
          raceTo: Number(v.settings.raceTo ?? 3),
        },
        query.lang,
        script,
      );
      return pdf(bytes, `sheet-${params.eid}`);
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/print/blank-sheet.pdf",
      summary: "A blank score sheet to fill by hand: a Piña encounter or a Bola 8 race (game, raceTo, lang)",
      tag: "public",
      auth: "public",
      query: blankQuery,
    },
    async ({ query }) => {
      const lang: Lang = query.lang;
      const bytes = await scoreSheetPdf(
        {
          tournament: "mingo",
          game: query.game,
          table: null,
          stage: "",
          names: ["", ""],
          raceTo: query.raceTo,
        },
        lang,
        null,
      );
      return pdf(bytes, `blank-${query.game}`);
    },
  );
}
