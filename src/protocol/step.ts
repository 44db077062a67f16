/**
 * One step of a match script (shared/contracts/MATCH-SCRIPT.md) as it arrives from a
 * scorekeeper page: a zod schema that rejects unknown fields and values, and the conversion
 * to the referee's `Action`. The stored match is the list of these steps, so `mingo referee`
 * re-checks it unchanged.
 */
import { z } from "zod";
import { err, ok, type PlayerIndex, POCKET_IDS, type Result } from "../core/index.ts";
import { type Action, GROUPS, OPTION_NAMES, type ShotEvent } from "../rules/actions.ts";

const player = z.union([z.literal(0), z.literal(1)]);
const ball = z.number().int().min(0).max(15);
const objectBall = z.number().int().min(1).max(15);
const pocket = z.enum(POCKET_IDS);
const ruleId = z.string().regex(/^[A-Z0-9]+(-[A-Za-z0-9]+)*$/, "a rule ID such as PC-8 or B8-F6");

const event = z.union(
  [
    z.strictObject({ hit: z.tuple([ball, ball]) }),
    z.strictObject({ rail: ball }),
    z.strictObject({ pocket: z.tuple([ball, pocket]) }),
    z.strictObject({ off: ball }),
  ],
  { error: 'an event is one of {"hit":[a,b]}, {"rail":n}, {"pocket":[n,"pocket"]}, {"off":n}' },
);

const call = z.union(
  [
    z.strictObject({ ball: objectBall, pocket }),
    z.strictObject({ defense: z.literal(true) }),
    z
      .strictObject({ group: z.enum(GROUPS).optional(), pocket: pocket.optional() })
      .refine(
        (c) => c.group !== undefined || c.pocket !== undefined,
        "a call names a group, a pocket, or both",
      ),
  ],
  {
    error: 'a call is {"ball":n,"pocket":"…"}, {"defense":true}, or {"group":"solids|stripes","pocket":"…"}',
  },
);

const shot = z.strictObject({
  by: player,
  events: z.array(event).max(64),
  call: call.optional(),
  fouls: z.array(ruleId).max(8).optional(),
  miscue: z.boolean().optional(),
});

const simpleOption = z.enum(OPTION_NAMES.filter((o) => o !== "equalize") as [string, ...string[]]);
const option = z.union([simpleOption, z.strictObject({ equalize: z.array(objectBall).min(1).max(7) })], {
  error: `an option is one of ${OPTION_NAMES.filter((o) => o !== "equalize").join(", ")} or {"equalize":[n,…]}`,
});

const VARIANTS = {
  shot: z.strictObject({ shot }),
  declare: z.strictObject({ declare: z.strictObject({ by: player, group: z.enum(GROUPS) }) }),
  choose: z.strictObject({ choose: z.strictObject({ by: player, option }) }),
  lag: z.strictObject({ lag: z.strictObject({ winner: player }) }),
  resign: z.strictObject({ resign: z.strictObject({ by: player }) }),
};
export const STEP_KINDS = Object.keys(VARIANTS) as (keyof typeof VARIANTS)[];
/** The union, for the OpenAPI document; parseStep picks the variant by its key for clearer errors. */
export const stepSchema = z.union(
  Object.values(VARIANTS) as [typeof VARIANTS.shot, ...(typeof VARIANTS)[keyof typeof VARIANTS][]],
);
export type Step = z.infer<typeof stepSchema>;

function toEvent(e: z.infer<typeof event>): ShotEvent {
  if ("hit" in e) return { kind: "hit", a: e.hit[0] as never, b: e.hit[1] as never };
  if ("rail" in e) return { kind: "rail", ball: e.rail as never };
  if ("pocket" in e) return { kind: "pocket", ball: e.pocket[0] as never, pocket: e.pocket[1] };
  return { kind: "off", ball: e.off as never };
}

/** The referee's action for a validated step. */
export function toAction(step: Step): Action {
  if ("shot" in step) {
    const s = step.shot;
    return {
      kind: "shot",
      shot: {
        by: s.by,
        events: s.events.map(toEvent),
        ...(s.call ? { call: s.call as never } : {}),
        ...(s.fouls ? { fouls: s.fouls } : {}),
        ...(s.miscue ? { miscue: true } : {}),
      },
    };
  }
  if ("declare" in step) return { kind: "declare", by: step.declare.by, group: step.declare.group };
  if ("choose" in step) {
    const o = step.choose.option;
    const choice =
      typeof o === "string"
        ? ({ kind: o } as { kind: Exclude<(typeof OPTION_NAMES)[number], "equalize"> })
        : { kind: "equalize" as const, balls: o.equalize as never[] };
    return { kind: "choose", by: step.choose.by, choice };
  }
  if ("lag" in step) return { kind: "lag", winner: step.lag.winner };
  return { kind: "resign", by: step.resign.by };
}

/** Who a step is by, for the turn check message; lags are by nobody in particular. */
export function stepPlayer(step: Step): PlayerIndex | null {
  if ("shot" in step) return step.shot.by;
  if ("declare" in step) return step.declare.by;
  if ("choose" in step) return step.choose.by;
  if ("resign" in step) return step.resign.by;
  return null;
}

/** A readable sentence for the first problem zod found, with its path ("shot.events.0.hit.1"). */
export function describeZodError(e: z.ZodError): string {
  const first = e.issues[0];
  if (!first) return "invalid input";
  const path = first.path.join(".");
  return path ? `${path}: ${first.message}` : first.message;
}

export function parseStep(input: unknown): Result<Step, string> {
  const key =
    input !== null && typeof input === "object" && !Array.isArray(input) ? Object.keys(input)[0] : undefined;
  const schema =
    key !== undefined && Object.hasOwn(VARIANTS, key) ? VARIANTS[key as keyof typeof VARIANTS] : undefined;
  if (!schema) return err(`a step is an object with one of the keys ${STEP_KINDS.join(", ")}`);
  const r = schema.safeParse(input);
  return r.success ? ok(r.data) : err(describeZodError(r.error));
}
