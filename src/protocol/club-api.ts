/**
 * Club mode's wire shapes: HTTP bodies and WebSocket messages, one zod schema each, so the
 * runtime check, the TypeScript type and the OpenAPI document come from one place.
 */
import { z } from "zod";
import { GAME_IDS } from "../core/index.ts";
import { FORMATS } from "./formats.ts";

export const PROTOCOL_VERSION = 1;

export { FORMATS, type Format } from "./formats.ts";

const name = z.string().trim().min(1).max(60);
const player = z.union([z.literal(0), z.literal(1)]);

export const credentials = z.strictObject({ name, password: z.string().min(8).max(200) });

export const newTournament = z.strictObject({
  name: z.string().trim().min(1).max(100),
  game: z.enum(GAME_IDS),
  format: z.enum(FORMATS),
  /** The engine's named settings (raceTo for Bola 8, …); checked by the referee. */
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  tables: z.number().int().min(1).max(100),
  groupSize: z.number().int().min(2).max(16).default(4),
  advance: z.number().int().min(1).max(8).default(2),
  /** Scheduled start, epoch milliseconds; the PC-NOSHOW wait counts from here at the earliest. */
  startsAt: z.number().int().min(0).optional(),
  players: z.array(name).max(256).optional(),
});

export const addPlayers = z.strictObject({ names: z.array(name).min(1).max(256) });

export const noShow = z.strictObject({
  absent: z
    .array(player)
    .min(1)
    .max(2)
    .refine((a) => new Set(a).size === a.length, "each side at most once"),
});

export const startMatch = z.strictObject({ breaker: player });

/** `step` is checked by protocol/step.ts (parseStep) for a message naming the wrong field. */
export const recordEntry = z.strictObject({ seq: z.number().int().min(0).max(100_000), step: z.unknown() });

export const undoEntry = z.strictObject({ seq: z.number().int().min(0).max(100_000) });

export const idParams = z.strictObject({ id: z.string().min(1).max(40) });
export const tableParams = z.strictObject({
  id: z.string().min(1).max(40),
  n: z.coerce.number().int().min(1).max(100),
});
export const encounterParams = z.strictObject({
  id: z.string().min(1).max(40),
  eid: z.string().min(1).max(40),
});

/** Live socket: the one message a client may send. */
export const liveClientMessage = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  kind: z.literal("subscribe"),
  tournament: z.string().min(1).max(40),
});
export type LiveClientMessage = z.infer<typeof liveClientMessage>;
