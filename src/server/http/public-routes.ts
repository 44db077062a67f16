/** Public, read-only routes: tournaments, their views, match scripts, the rule catalogue. */
import { encounterParams, idParams, makeCatalogue } from "../../protocol/index.ts";
import { tournamentSummaryOf } from "../tournament/view.ts";
import { replyError } from "./api.ts";
import { done, type RouteContext } from "./context.ts";
import { encounterScript } from "./encounter-script.ts";

export function publicRoutes<S>(c: RouteContext<S>): void {
  const { api, app } = c;
  const club = c.stores.club;

  app.get("/api/docs/json", async () => api.openApi());

  api.route(
    { method: "GET", url: "/api/tournaments", summary: "All tournaments", tag: "public", auth: "public" },
    async () => {
      const rows = await club.recentTournaments(200);
      if (!rows.ok) return c.fail(rows.error);
      return done({ tournaments: rows.value.map(tournamentSummaryOf) });
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id",
      summary: "A tournament: tables, encounters, standings (what the live page draws)",
      tag: "public",
      auth: "public",
      params: idParams,
    },
    async ({ params }) => {
      const v = await c.views.get(params.id);
      if (!v.ok) return c.fail(v.error);
      if (!v.value)
        return replyError({ status: 404, code: "no-tournament", message: `no tournament ${params.id}` });
      // Already JSON: sent as it is, not serialized again for each reader.
      return {
        status: 200,
        body: v.value.json,
        headers: { "content-type": "application/json; charset=utf-8" },
      };
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/encounters/:eid/script",
      summary: "The encounter as a match script (MATCH-SCRIPT.md), for `mingo referee`",
      tag: "public",
      auth: "public",
      params: encounterParams,
    },
    async ({ params }) => {
      const r = await club.encounterScript(params.id, params.eid);
      if (!r.ok) return c.fail(r.error);
      if (!r.value)
        return replyError({ status: 404, code: "no-encounter", message: `no encounter ${params.eid}` });
      const script = encounterScript(r.value);
      if (script === null)
        return replyError({ status: 409, code: "not-started", message: "this encounter has not started" });
      return done(script);
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/catalogue",
      summary: "Rule texts (es, en) and each game's fouls only a person can see",
      tag: "public",
      auth: "public",
    },
    async () => done(makeCatalogue()),
  );
}
