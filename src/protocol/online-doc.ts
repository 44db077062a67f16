/**
 * The online protocol described from its zod schemas (served at GET /api/online/protocol), in
 * the shape of an AsyncAPI 3 document: one channel (the socket), every message with its JSON
 * Schema. Generated, so it cannot drift from what the server checks.
 */
import { z } from "zod";
import {
  clientMessageVariants,
  ONLINE_PROTOCOL_VERSION,
  REFUSAL_CODES,
  serverMessageVariants,
} from "./online.ts";
import { PHRASE_IDS } from "./online-phrases.ts";
import { REFUSAL_MEANINGS } from "./refusals.ts";

const json = (s: z.ZodType) => z.toJSONSchema(s, { io: "input", unrepresentable: "any" });

export function onlineProtocolDocument(): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const [kind, schema] of Object.entries(clientMessageVariants))
    messages[`client.${kind}`] = { name: kind, direction: "client->server", payload: json(schema) };
  for (const [kind, schema] of Object.entries(serverMessageVariants))
    messages[`server.${kind}`] = { name: kind, direction: "server->client", payload: json(schema) };
  return {
    asyncapi: "3.0.0",
    info: {
      title: "mingo online play",
      version: String(ONLINE_PROTOCOL_VERSION),
      description:
        "Server-authoritative matches over one WebSocket (GET /api/online/socket). Clients send intents with the match's seq; the server answers with `step` (to both players and every spectator) or `refused` (to the sender, nothing changed). See docs/online-protocol.md; HTTP endpoints are in the server's one OpenAPI document at /api/docs/json (tag `online`); this page is also at /api/docs/protocol.",
    },
    channels: {
      socket: {
        address: "/api/online/socket",
        messages: Object.fromEntries(
          Object.keys(messages).map((k) => [k, { $ref: `#/components/messages/${k}` }]),
        ),
      },
    },
    components: { messages },
    // Each code the socket refuses with, and what it means (the one dictionary, refusal-codes.ts).
    "x-refusal-codes": Object.fromEntries(REFUSAL_CODES.map((c) => [c, REFUSAL_MEANINGS[c]])),
    "x-phrase-ids": [...PHRASE_IDS],
  };
}
