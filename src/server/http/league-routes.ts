/**
 * Leagues (issue 28 item 2): an organizer makes a league and adds a night at a time (each
 * night one of their tournaments of the league's game); anyone reads the season standings,
 * on screen, printed or as CSV.
 */
import { z } from "zod";
import { GAME_IDS, type GameId, LANGS } from "../../core/index.ts";
import { idParams, personText, serverId } from "../../protocol/index.ts";
import { newId } from "../auth/tokens.ts";
import { standingsPdf } from "../print/index.ts";
import { type SeasonView, seasonView } from "../tournament/league.ts";
import { type Reply, replyError } from "./api.ts";
import { done, type RouteContext } from "./context.ts";

export const newLeague = z.strictObject({ name: personText(100), game: z.enum(GAME_IDS) });
export const addNight = z.strictObject({ tournament: serverId });
const langQuery = z.strictObject({ lang: z.enum(LANGS).default("es") });

export function leagueRoutes<S>(c: RouteContext<S>): void {
  organizerLeagueRoutes(c);
  publicLeagueRoutes(c);
}

/** The season as it stands, or the reply that says why not. */
async function season<S>(c: RouteContext<S>, id: string): Promise<SeasonView | Reply> {
  const l = await c.stores.leagues.league(id);
  if (!l.ok) return c.fail(l.error);
  if (!l.value) return replyError({ status: 404, code: "no-league", message: `no league ${id}` });
  const nights = [];
  for (const t of l.value.nights) {
    const rows = await c.stores.club.tournamentRows(t);
    if (!rows.ok) return c.fail(rows.error);
    if (rows.value) nights.push(rows.value);
  }
  const { league } = l.value;
  return seasonView({ id: league.id, name: league.name, game: league.game as GameId }, nights);
}
const isReply = (x: SeasonView | Reply): x is Reply => "status" in x && "body" in x;

/** An organizer makes a league and adds their tournaments to it, a night at a time. */
function organizerLeagueRoutes<S>(c: RouteContext<S>): void {
  const { api } = c;
  const leagues = c.stores.leagues;

  api.route(
    {
      method: "POST",
      url: "/api/leagues",
      summary: "Create a league: a season of nights of one game",
      tag: "organizer",
      auth: "organizer",
      body: newLeague,
    },
    async ({ body, req }) => {
      const me = await c.organizer(req);
      if (!me.ok) return me.reply;
      const id = newId();
      const made = await leagues.createLeague({
        id,
        organizer_id: me.value,
        name: body.name,
        game: body.game,
        created_at: c.clock(),
      });
      if (!made.ok) return c.fail(made.error);
      return { status: 201, body: { id } };
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/leagues/:id/nights",
      summary: "Add one of your tournaments as the league's next night",
      tag: "organizer",
      auth: "organizer",
      params: idParams,
      body: addNight,
    },
    async ({ params, body, req }) => {
      const t = await c.organizersTournament(req, body.tournament);
      if (!t.ok) return t.reply;
      const l = await leagues.league(params.id);
      if (!l.ok) return c.fail(l.error);
      if (!l.value || l.value.league.organizer_id !== t.organizer)
        return replyError({ status: 404, code: "no-league", message: `no league ${params.id} of yours` });
      if (l.value.league.game !== t.value.game)
        return replyError({
          status: 400,
          code: "league-game",
          message: `the league plays ${l.value.league.game}; tournament ${t.value.id} is ${t.value.game}`,
        });
      const added = await leagues.addNight(params.id, t.value.id);
      if (!added.ok) return c.fail(added.error);
      if (added.value === "taken")
        return replyError({
          status: 409,
          code: "league-night-taken",
          message: `tournament ${t.value.id} is already a night of a league`,
        });
      return done({ nights: l.value.nights.length + 1 });
    },
  );
}

/** Anyone reads a league's season: on screen or as a PDF to print. */
function publicLeagueRoutes<S>(c: RouteContext<S>): void {
  const { api } = c;

  api.route(
    {
      method: "GET",
      url: "/api/leagues/:id",
      summary: "A league's nights and its season standings, with the tie-breaks applied",
      tag: "public",
      auth: "public",
      params: idParams,
    },
    async ({ params }) => {
      const s = await season(c, params.id);
      return isReply(s) ? s : done(s);
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/leagues/:id/standings.pdf",
      summary: "The season standings as a PDF to print (lang=es|en)",
      tag: "public",
      auth: "public",
      params: idParams,
      query: langQuery,
    },
    async ({ params, query }) => {
      const s = await season(c, params.id);
      if (isReply(s)) return s;
      const bytes = await standingsPdf(
        {
          name: s.name,
          game: s.game,
          format: "league",
          tieBreaks: s.tieBreaks,
          standings: [{ group: 0, rows: s.standings }],
        },
        query.lang,
      );
      return {
        status: 200,
        body: bytes,
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="league-${s.id}.pdf"`,
        },
      };
    },
  );
}
