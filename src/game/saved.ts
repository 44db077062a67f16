/**
 * A match on disk. `toMatchScript` writes what the referee saw as a MATCH-SCRIPT.md script
 * (`mingo referee` reads it and must rule the same). The script's strict header has no place for
 * a seed or strikes, so a saved match wraps the script together with the setup and the actions:
 * `fromSavedMatch` replays the actions from the seed and checks that the replay writes the same
 * script and leaves the balls where they were saved, so a file that no longer replays (edited,
 * or from an older engine) is refused.
 */
import { z } from "zod";
import { err, GAME_IDS, ok, type Result } from "../core/index.ts";
import { engineFingerprint } from "../physics/index.ts";
import { anyCallSchema, GROUPS, MAX_SIDE_PLAYERS, makeStep, OPTION_NAMES } from "../rules/index.ts";
import { replay } from "./match.ts";
import type { GameAction, Match, MatchSetup } from "./match-types.ts";

export const SAVED_MATCH_FORMAT = "mingo-saved-match";
export const SAVED_MATCH_VERSION = 1;

/** The match-script JSON (MATCH-SCRIPT.md) of what the referee has been given so far. */
export function toMatchScript(m: Match): Result<Record<string, unknown>, string> {
  if (m.firstBreaker === null) return err("no script before the first lag has decided the breaker");
  return ok({
    game: m.setup.game,
    // G-TEAM: a match of sides writes its partners, as MATCH-SCRIPT.md says.
    players: m.setup.sides ? [[...m.setup.sides[0]], [...m.setup.sides[1]]] : [...m.setup.players],
    settings: { ...m.setup.settings },
    breaker: m.firstBreaker,
    steps: m.ruleSteps.map(makeStep),
  });
}

/** The balls where the match left them: a check that a replay reached the same table, not just the same rulings. */
export function finalTable(m: Match): { id: number; x: number; y: number; motion: string }[] {
  return m.balls.map((b) => ({ id: b.id, x: b.r[0], y: b.r[1], motion: b.motion }));
}

/** The saved-match JSON: setup, actions, the script they produce and the final table. */
export function toSavedMatch(m: Match): Result<Record<string, unknown>, string> {
  const script = toMatchScript(m);
  if (!script.ok) return script;
  return ok({
    format: SAVED_MATCH_FORMAT,
    version: SAVED_MATCH_VERSION,
    // Which physics played it: a replay under another engine moves the balls.
    engine: engineFingerprint(),
    seed: m.setup.seed,
    game: m.setup.game,
    players: [...m.setup.players],
    ...(m.setup.sides ? { sides: [[...m.setup.sides[0]], [...m.setup.sides[1]]] } : {}),
    settings: { ...m.setup.settings },
    actions: m.actions,
    script: script.value,
    final: finalTable(m),
  });
}

const num = z.number().refine(Number.isFinite, { error: "must be a finite number" });
const player = z.literal([0, 1]);
const objectBall = z.number().int().min(1).max(15);
const strikeSchema = z.strictObject({ speed: num, direction: num, tipX: num, tipY: num, elevation: num });
const lagStroke = z.strictObject({ speed: num, angleDeg: num.optional(), tipY: num.optional() });
const choiceSchema = z.union([
  z.strictObject({ kind: z.literal("equalize"), balls: z.array(objectBall) }),
  z.strictObject({
    kind: z.enum(OPTION_NAMES.filter((o) => o !== "equalize") as [string, ...string[]]),
    ball: objectBall.optional(),
  }),
]);
const actionSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("lag"), strokes: z.tuple([lagStroke, lagStroke]) }),
  z.strictObject({
    kind: z.literal("strike"),
    by: player,
    strike: strikeSchema,
    cueBall: z.tuple([num, num]).optional(),
    // The call has the match script's shape: the one schema (rules/script) checks it.
    call: anyCallSchema.optional(),
    player: z
      .number()
      .int()
      .min(0)
      .max(MAX_SIDE_PLAYERS - 1)
      .optional(),
  }),
  z.strictObject({ kind: z.literal("declare"), by: player, group: z.enum(GROUPS) }),
  z.strictObject({ kind: z.literal("choose"), by: player, choice: choiceSchema }),
  z.strictObject({ kind: z.literal("resign"), by: player }),
]);
const sideNames = z.array(z.string().min(1)).min(1).max(MAX_SIDE_PLAYERS);
const savedSchema = z.strictObject({
  format: z.literal(SAVED_MATCH_FORMAT),
  version: z.literal(SAVED_MATCH_VERSION),
  engine: z.string().optional(),
  seed: z.string(),
  game: z.enum(GAME_IDS),
  players: z.tuple([z.string().min(1), z.string().min(1)]),
  // G-TEAM: absent in singles files, older ones included.
  sides: z.tuple([sideNames, sideNames]).optional(),
  settings: z.record(z.string(), z.unknown()),
  actions: z.array(actionSchema),
  script: z.record(z.string(), z.unknown()),
  final: z.array(z.unknown()),
});

/**
 * Why a saved match is refused: a code for a page to say in its own words (and whether another
 * physics engine saved it, the likely cause of a match that no longer replays), and one line of
 * English naming the problem for logs and the command line.
 */
export interface SavedProblem {
  readonly code: "not-json" | "not-saved-match" | "no-replay" | "differs";
  readonly engineChanged: boolean;
  readonly message: string;
}

const refused = (code: SavedProblem["code"], message: string, engineChanged = false): SavedProblem => ({
  code,
  engineChanged,
  message,
});

/** Reads a saved match back by replaying it; the problem's message is one line. */
export function fromSavedMatch(text: string): Result<Match, SavedProblem> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(refused("not-json", `not JSON: ${(e as Error).message}`));
  }
  const parsed = savedSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const where = i ? `${i.path.join(".") || "(root)"}: ${i.message}` : "invalid";
    return err(refused("not-saved-match", `saved match: ${where}`));
  }
  const d = parsed.data;
  const setup: MatchSetup = {
    seed: d.seed,
    game: d.game,
    players: d.players,
    ...(d.sides ? { sides: d.sides } : {}),
    settings: d.settings,
  };
  // A file from another physics engine cannot replay to the same table: say so, not just "differs".
  const other = d.engine !== undefined && d.engine !== engineFingerprint();
  const engineNote = other
    ? ` (it was saved by physics engine ${d.engine}; this one is ${engineFingerprint()})`
    : "";
  const m = replay(setup, d.actions as GameAction[]);
  if (!m.ok)
    return err(
      refused(
        "no-replay",
        `action ${m.error.index + 1} does not replay: ${m.error.message}${engineNote}`,
        other,
      ),
    );
  const script = toMatchScript(m.value);
  const again = script.ok ? JSON.stringify(script.value) : null;
  if (again !== JSON.stringify(d.script))
    return err(refused("differs", `the replayed match does not give the saved script${engineNote}`, other));
  if (JSON.stringify(finalTable(m.value)) !== JSON.stringify(d.final)) {
    const message = `the replayed match does not leave the balls where the saved one did${engineNote}`;
    return err(refused("differs", message, other));
  }
  return ok(m.value);
}
