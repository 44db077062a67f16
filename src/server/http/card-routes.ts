/**
 * Printed cards with QR codes (issue 39): a card per table (the scorekeeper's link and the
 * wall's address) and a player's profile card. Organizer only: a table's link is its key. The
 * links on a card are absolute, from the address the desk was opened at (`origin`, which the
 * desk sends) or else the request's own host: open the desk at the address the club's phones
 * reach (the one the server prints "On this network"), not at localhost, before printing.
 */
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { LANGS } from "../../core/index.ts";
import { idParams, playerParams } from "../../protocol/index.ts";
import { profileCardPdf, tableCardsPdf } from "../print/index.ts";
import { type Reply, replyError } from "./api.ts";
import { newProfileLink, profileLinkPath, tableLinkPath, wallPath } from "./club-links.ts";
import type { RouteContext } from "./context.ts";

const cardQuery = z.strictObject({
  lang: z.enum(LANGS).default("es"),
  /** Scheme, host and port only: "http://192.168.1.20:8080". */
  origin: z
    .string()
    .max(200)
    .regex(/^https?:\/\/[A-Za-z0-9.\-[\]:]+$/)
    .optional(),
});

const originOf = (req: FastifyRequest, given: string | undefined): string =>
  given ?? `${req.protocol}://${req.host}`;

const pdfReply = (bytes: Buffer, name: string): Reply => ({
  status: 200,
  body: bytes,
  headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="${name}.pdf"` },
});

const noQr = (message: string): Reply => replyError({ status: 500, code: "server-error", message });

export function cardRoutes<S>(c: RouteContext<S>): void {
  const { api } = c;

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/table-cards.pdf",
      summary:
        "A card per table to print: the scorekeeper's link and the wall's address as QR codes (lang=es|en, origin=the address phones reach)",
      tag: "organizer",
      auth: "organizer",
      params: idParams,
      query: cardQuery,
    },
    async ({ params, query, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const tables = await c.stores.club.tableLinks(params.id);
      if (!tables.ok) return c.fail(tables.error);
      const v = await c.views.get(params.id);
      if (!v.ok) return c.fail(v.error);
      if (!v.value)
        return replyError({ status: 404, code: "no-tournament", message: `no tournament ${params.id}` });
      const origin = originOf(req, query.origin);
      const cards = await tableCardsPdf(
        {
          tournament: v.value.view,
          wall: `${origin}${wallPath(params.id, query.lang)}`,
          tables: tables.value.map((x) => ({
            number: x.number,
            link: `${origin}${tableLinkPath(params.id, x.number, x.token, query.lang)}`,
          })),
        },
        query.lang,
      );
      return cards.ok ? pdfReply(cards.value, `table-cards-${params.id}`) : noQr(cards.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/players/:player/profile-card.pdf",
      summary:
        "A player's profile card to print: a new profile link (it replaces the last) as a QR code (lang=es|en, origin)",
      tag: "organizer",
      auth: "organizer",
      params: playerParams,
      query: cardQuery,
    },
    async ({ params, query, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const link = await newProfileLink(c.stores, t.value.id, params.player);
      if (!link.ok) return c.fail(link.error);
      const origin = originOf(req, query.origin);
      const card = await profileCardPdf(
        {
          tournament: t.value.name,
          player: link.value.player.name,
          link: `${origin}${profileLinkPath(t.value.id, link.value.token, query.lang)}`,
        },
        query.lang,
      );
      return card.ok ? pdfReply(card.value, `profile-${params.player}`) : noQr(card.error);
    },
  );
}
