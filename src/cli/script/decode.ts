/**
 * Decodes a match script's header (MATCH-SCRIPT.md); its steps are decoded one by one by the
 * one step codec (rules/script/step.ts), so the caller can run every good step before the
 * first bad one and name that step in the error.
 */
import { err, type GameId, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import type { PlayersField } from "../../rules/index.ts";
import { describeIssues, headerSchema } from "../../rules/index.ts";

/** Keeps the input on each issue, so "missing" can be told apart from "wrong". */
const PARSE = { reportInput: true } as const;

export interface ScriptHeader {
  readonly game: GameId;
  /** Two names, or two sides of names (G-TEAM): see rules/script/players.ts. */
  readonly players: PlayersField;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly breaker: PlayerIndex;
  /** Steps still undecoded: parseStep each in turn. */
  readonly steps: readonly unknown[];
}

/** Parses the text and decodes the header. The error is one line naming the problem. */
export function decodeScriptText(text: string): Result<ScriptHeader, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`the script is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return err("the script must be a JSON object with game, players, breaker and steps");
  }
  const parsed = headerSchema.safeParse(json, PARSE);
  if (!parsed.success) return err(describeIssues(parsed.error, "script"));
  const h = parsed.data;
  return ok({
    game: h.game,
    players: h.players,
    settings: h.settings ?? {},
    breaker: h.breaker,
    steps: h.steps,
  });
}
