/**
 * zod schemas for the match-script format (docs/match-script.md). Every object
 * is strict: an unknown field is an error, because a misspelt field silently ignored would
 * change a ruling. Ball numbers are checked for the message, then typed (BallId) by a guard,
 * so the decoded action needs no cast.
 */
import { z } from "zod";
import {
  type BallId,
  GAME_IDS,
  isBallId,
  isObjectBallId,
  type ObjectBallId,
  type PlayerIndex,
  POCKET_IDS,
} from "../../core/index.ts";
import { GROUPS, OPTION_NAMES, type OptionName } from "../actions.ts";
import { MAX_SIDE_PLAYERS } from "../teams.ts";
import { isPlayersField, type PlayersField } from "./players.ts";

export const playerSchema = z
  .literal([0, 1], { error: "must be a player index, 0 or 1" })
  .pipe(z.custom<PlayerIndex>((v) => v === 0 || v === 1));
const ballSchema = z
  .number({ error: "must be a ball number, 0 (cue ball) to 15" })
  .int({ error: "must be a whole ball number, 0 to 15" })
  .min(0, { error: "must be a ball number, 0 to 15" })
  .max(15, { error: "must be a ball number, 0 to 15" })
  .pipe(z.custom<BallId>(isBallId));
const objectBallSchema = z
  .number({ error: "must be an object ball number, 1 to 15" })
  .int({ error: "must be a whole object ball number, 1 to 15" })
  .min(1, { error: "must be an object ball number, 1 to 15" })
  .max(15, { error: "must be an object ball number, 1 to 15" })
  .pipe(z.custom<ObjectBallId>(isObjectBallId));
const pocketSchema = z.enum(POCKET_IDS, { error: `must be a pocket: ${POCKET_IDS.join(", ")}` });
const groupSchema = z.enum(GROUPS, { error: 'must be "solids" or "stripes"' });

const playerNameSchema = z.string().min(1, { error: "a player needs a name" });
/** G-TEAM: a side is one to four players, in shooting order. */
const sideSchema = z
  .array(playerNameSchema, { error: "a side is a list of player names" })
  .min(1, { error: "a side needs at least one player" })
  .max(MAX_SIDE_PLAYERS, { error: `a side has at most ${MAX_SIDE_PLAYERS} players` });

const playerOrSideSchema = z.union([playerNameSchema, sideSchema], {
  error: "must be a player's name, or a side: a list of 1 to 4 names",
});

export const headerSchema = z.strictObject({
  game: z.enum(GAME_IDS, { error: 'must be "bola8" or "pina"' }),
  players: z
    .tuple([playerOrSideSchema, playerOrSideSchema], {
      error: "must be two player names, or two sides of 1 to 4 names each (G-TEAM)",
    })
    .refine(([a, b]) => typeof a === typeof b, {
      error: "must be two player names or two sides, not one of each",
    })
    // The refine made both the same kind; the guard tells the type system so.
    .transform((p): PlayersField => (isPlayersField(p) ? p : [String(p[0]), String(p[1])])),
  settings: z.record(z.string(), z.unknown(), { error: "must be an object of named settings" }).optional(),
  breaker: playerSchema,
  steps: z.array(z.unknown(), { error: "must be a list of steps" }),
});

/** Each shot event is an object with exactly one key. */
export const EVENT_KEYS = ["hit", "rail", "pocket", "off"] as const;
export const eventSchemas = {
  hit: z.tuple([ballSchema, ballSchema], { error: "hit must be [a, b], two ball numbers" }),
  rail: ballSchema,
  pocket: z.tuple([ballSchema, pocketSchema], { error: 'pocket must be [ball, "pocket-name"]' }),
  off: ballSchema,
} as const;

export const bola8CallSchema = z
  .strictObject({ group: groupSchema.optional(), pocket: pocketSchema.optional() })
  .refine((c) => c.group !== undefined || c.pocket !== undefined, {
    error: 'a bola8 call names a "group", the 8\'s "pocket", or both',
  });
export const pinaCallSchema = z.union(
  [
    z.strictObject({ ball: objectBallSchema, pocket: pocketSchema }),
    z.strictObject({ defense: z.literal(true, { error: "defense must be true" }) }),
  ],
  { error: 'a pina call is {"ball": n, "pocket": "…"} or {"defense": true}' },
);

export const shotSchema = z.strictObject({
  by: playerSchema,
  events: z.array(z.unknown(), { error: "must be a list of events" }),
  call: z.unknown().optional(),
  fouls: z
    .array(z.string({ error: "must be a rule ID" }), { error: "must be a list of rule IDs" })
    .optional(),
  miscue: z.boolean({ error: "must be true or false" }).optional(),
  /** G-TEAM-ORDER: the partner who struck, by index within the side; the referee checks the side's size. */
  player: z
    .number({ error: "must be a partner's index within the side, 0 to 3" })
    .int({ error: "must be a whole partner index, 0 to 3" })
    .min(0, { error: "must be a partner's index within the side, 0 to 3" })
    .max(MAX_SIDE_PLAYERS - 1, { error: "must be a partner's index within the side, 0 to 3" })
    .optional(),
});

export const STEP_KEYS = ["shot", "declare", "choose", "lag", "resign"] as const;
export const declareSchema = z.strictObject({ by: playerSchema, group: groupSchema });
type SimpleOption = Exclude<OptionName, "equalize">;
const simpleOptions = OPTION_NAMES.filter((o) => o !== "equalize") as [SimpleOption, ...SimpleOption[]];
export const chooseSchema = z.strictObject({
  by: playerSchema,
  option: z.union(
    [
      z.enum(simpleOptions),
      z.strictObject({
        equalize: z.array(objectBallSchema, { error: "equalize takes a list of ball numbers" }),
      }),
    ],
    { error: `must be one of ${simpleOptions.join(", ")}, or {"equalize": [n, …]}` },
  ),
});
export const lagSchema = z.strictObject({ winner: playerSchema });
export const resignSchema = z.strictObject({ by: playerSchema });

/** Either game's call, for a reader that does not know the game (the referee checks it). */
export const anyCallSchema = z.union([pinaCallSchema, bola8CallSchema], {
  error:
    'a call is {"ball": n, "pocket": "…"}, {"defense": true}, or {"group": "solids"|"stripes", "pocket": "…"}',
});

/** The whole step as one schema, for documentation (the OpenAPI page): decoding goes key by key. */
export const stepDocSchema = z.union([
  z.strictObject({
    shot: shotSchema.extend({
      events: z.array(
        z.union([
          z.strictObject({ hit: eventSchemas.hit }),
          z.strictObject({ rail: eventSchemas.rail }),
          z.strictObject({ pocket: eventSchemas.pocket }),
          z.strictObject({ off: eventSchemas.off }),
        ]),
      ),
      call: anyCallSchema.optional(),
    }),
  }),
  z.strictObject({ declare: declareSchema }),
  z.strictObject({ choose: chooseSchema }),
  z.strictObject({ lag: lagSchema }),
  z.strictObject({ resign: resignSchema }),
]);
