/**
 * Routes declared with zod schemas: each input is validated before the handler runs (a 400
 * naming the field otherwise), and each declaration also becomes an OpenAPI operation, so the
 * document at /api/docs/json cannot drift from what the server checks.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { z } from "zod";
import { inputRefusal, type Refusal, type RefusalCode } from "../../protocol/index.ts";
import type { ClubError } from "../store/club-store.ts";
import { isStoreError, storeErrorHttp } from "../store/errors.ts";

export type Auth = "public" | "organizer" | "table";

export interface RouteSpec<P, Q, B> {
  readonly method: "GET" | "POST" | "DELETE";
  readonly url: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: Auth;
  readonly params?: z.ZodType<P>;
  readonly query?: z.ZodType<Q>;
  readonly body?: z.ZodType<B>;
  /** The body as documented, when the handler checks part of it further (a match-script step). */
  readonly docBody?: z.ZodType;
  /** Run before validation, e.g. rate limits (their refusal is a 429). */
  readonly preHandler?: readonly preHandlerHookHandler[];
}

export interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ApiError {
  readonly status: number;
  /** The one vocabulary of club mode and online play (protocol/refusal-codes.ts). */
  readonly code: RefusalCode;
  readonly message: string;
  /** An input problem found after the schema (a rule between fields): which field, and its limit. */
  readonly input?: Pick<Refusal, "field" | "constraint" | "limit">;
}

export const replyError = (e: ApiError): Reply => ({
  status: e.status,
  body: { error: { code: e.code, message: e.message, ...e.input } },
});

/**
 * The reply for a store or tournament-rule error. A store failure the client cannot act on
 * is logged here (with the driver's error) and answered 500 without detail.
 */
export function replyFor(e: ClubError, log: (e: unknown) => void): Reply {
  if (!isStoreError(e)) return replyError(e);
  const h = storeErrorHttp(e);
  if (h.status >= 500 && h.status !== 503) log(e.cause ?? e);
  return { ...replyError(h), headers: h.headers };
}

type Handler<P, Q, B> = (input: { params: P; query: Q; body: B; req: FastifyRequest }) => Promise<Reply>;

export class Api {
  private readonly paths: Record<string, Record<string, unknown>> = {};

  constructor(private readonly app: FastifyInstance) {}

  route<P = unknown, Q = unknown, B = unknown>(spec: RouteSpec<P, Q, B>, handler: Handler<P, Q, B>): void {
    this.document(spec);
    this.app.route({
      method: spec.method,
      url: spec.url,
      ...(spec.preHandler ? { preHandler: [...spec.preHandler] } : {}),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        // Who is asking comes before what they sent: no credentials, no detail about the body.
        const missing = missingCredential(spec.auth, req);
        if (missing) return reply.code(401).send({ error: missing });
        const parts: [keyof RouteSpec<P, Q, B>, unknown, string][] = [
          ["params", req.params, "path"],
          ["query", req.query, "query"],
          ["body", req.body, "body"],
        ];
        const values: Record<string, unknown> = {};
        for (const [key, raw, where] of parts) {
          const schema = spec[key] as z.ZodType | undefined;
          if (!schema) continue;
          const input = raw ?? (key === "body" ? undefined : {});
          const r = schema.safeParse(input);
          if (!r.success) return reply.code(400).send({ error: inputRefusal(r.error, where, input) });
          values[key] = r.data;
        }
        const out = await handler({
          params: values.params as P,
          query: values.query as Q,
          body: values.body as B,
          req,
        });
        if (out.headers) reply.headers(out.headers);
        return reply.code(out.status).send(out.body);
      },
    });
  }

  private document<P, Q, B>(spec: RouteSpec<P, Q, B>): void {
    const path = spec.url.replace(/:(\w+)/g, "{$1}");
    const json = (s: z.ZodType) =>
      z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ["path", spec.params],
      ["query", spec.query],
    ] as const) {
      if (!schema) continue;
      const js = json(schema) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(js.properties ?? {}))
        parameters.push({
          name,
          in: where,
          required: where === "path" || (js.required ?? []).includes(name),
          schema: s,
        });
    }
    if (spec.auth === "table")
      parameters.push({
        name: "x-table-token",
        in: "header",
        required: true,
        description: "the token of this table's scorekeeper link",
        schema: { type: "string" },
      });
    const bodySchema = spec.docBody ?? spec.body;
    const op: Record<string, unknown> = {
      summary: spec.summary,
      tags: [spec.tag],
      parameters,
      responses: {
        "200": { description: "done" },
        "400": {
          description:
            "invalid input: code `field-constraint` (password-too-short), with field, constraint, limit",
          content: errorContent,
        },
        ...(spec.auth !== "public"
          ? { "401": { description: "not signed in / no token", content: errorContent } }
          : {}),
        ...(spec.auth !== "public"
          ? { "403": { description: "not yours / token of another table", content: errorContent } }
          : {}),
        "404": { description: "not found", content: errorContent },
        "409": { description: "not now (stale entry, wrong stage…)", content: errorContent },
        ...(spec.auth === "table"
          ? { "422": { description: "the referee refused the entry", content: errorContent } }
          : {}),
        ...(spec.preHandler
          ? { "429": { description: "too many attempts: wait (Retry-After)", content: errorContent } }
          : {}),
        "503": { description: "busy, retry (Retry-After)", content: errorContent },
      },
    };
    if (bodySchema)
      op.requestBody = { required: true, content: { "application/json": { schema: json(bodySchema) } } };
    if (spec.auth === "organizer") op.security = [{ organizer: [] }];
    this.paths[path] = { ...(this.paths[path] ?? {}), [spec.method.toLowerCase()]: op };
  }

  openApi(): unknown {
    return {
      openapi: "3.1.0",
      info: {
        title: "mingo: club mode and online play",
        version: "1.0.0",
        description:
          "Club mode: tournaments and a scorekeeper for real tables (Bola 8, Piña cantado). Online play: matches between people, getting a game, ratings, replays; its WebSocket protocol is at /api/docs/protocol. Errors are {error:{code,message}}; every code and what it means (Spanish and English) is src/protocol/refusal-codes.ts.",
      },
      externalDocs: {
        description: "online play's socket protocol (AsyncAPI 3, generated from its schemas)",
        url: "/api/docs/protocol",
      },
      components: { securitySchemes: { organizer: { type: "http", scheme: "bearer" } } },
      paths: this.paths,
    };
  }
}

function missingCredential(auth: Auth, req: FastifyRequest): Refusal | null {
  if (auth === "organizer" && !String(req.headers.authorization ?? "").startsWith("Bearer "))
    return { code: "sign-in", message: "sign in as the organizer first" };
  if (auth === "table" && typeof req.headers["x-table-token"] !== "string")
    return { code: "no-table-token", message: "open this page from the table's link" };
  return null;
}

const errorContent = {
  "application/json": {
    schema: {
      type: "object",
      properties: {
        error: {
          type: "object",
          properties: {
            code: {
              type: "string",
              description: "stable; every code with its meaning is src/protocol/refusal-codes.ts",
            },
            message: { type: "string", description: "English detail; may change" },
            field: { type: "string" },
            constraint: { type: "string" },
            limit: { type: "number" },
          },
          required: ["code", "message"],
        },
      },
      required: ["error"],
    },
  },
};
