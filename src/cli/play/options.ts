/** Parsing `mingo play` options: players, settings, counts. Errors are one-line messages. */
import { AI_LEVELS, isAiLevel } from "../../ai/index.ts";
import { err, type GameId, ok, type Result } from "../../core/index.ts";
import type { PlayerSpec } from "./types.ts";

export function parsePlayers(text: string): Result<[PlayerSpec, PlayerSpec], string> {
  const parts = text.split(",").map((s) => s.trim());
  if (parts.length !== 2) return err(`--players needs two players, like ai:strong,ai:easy (got "${text}")`);
  const specs: PlayerSpec[] = [];
  for (const p of parts) {
    if (p === "human") specs.push({ kind: "human" });
    else if (p.startsWith("ai:") && isAiLevel(p.slice(3)))
      specs.push({ kind: "ai", level: p.slice(3) as never });
    else return err(`unknown player "${p}": use human or ai:${AI_LEVELS.join("|")}`);
  }
  return ok([specs[0]!, specs[1]!]);
}

/** `--set NAME=VALUE`: numbers and booleans are typed, the rest stay text; the referee checks names. */
export function parseSets(items: readonly string[]): Result<Record<string, unknown>, string> {
  const out: Record<string, unknown> = {};
  for (const item of items) {
    const eq = item.indexOf("=");
    if (eq <= 0) return err(`--set wants NAME=VALUE, not "${item}"`);
    const name = item.slice(0, eq);
    const raw = item.slice(eq + 1);
    out[name] =
      raw === "true"
        ? true
        : raw === "false"
          ? false
          : raw !== "" && Number.isFinite(Number(raw))
            ? Number(raw)
            : raw;
  }
  return ok(out);
}

export function parseGame(text: string): Result<GameId, string> {
  return text === "pina" || text === "bola8" ? ok(text) : err(`--game must be pina or bola8, not "${text}"`);
}
