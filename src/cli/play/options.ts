/** Parsing `mingo play` options: players, settings, counts. Errors are one-line messages. */
import { AI_LEVELS, isAiLevel } from "../../ai/index.ts";
import { err, type GameId, ok, type Result } from "../../core/index.ts";
import { MAX_SIDE_PLAYERS } from "../../rules/index.ts";
import type { PlayerSpec, SideSpec } from "./types.ts";

/**
 * `--players A,B`: two players, or two sides of partners joined by `+` (G-TEAM), like
 * `ai:strong+ai:easy,human+ai:medium`; with any `+` both sides are lists.
 */
export function parsePlayers(text: string): Result<[SideSpec, SideSpec], string> {
  const parts = text.split(",").map((s) => s.trim());
  if (parts.length !== 2)
    return err(
      `--players needs two sides, like ai:strong,ai:easy or ai:strong+ai:easy,human+ai:medium (got "${text}")`,
    );
  const sides: PlayerSpec[][] = [];
  for (const part of parts) {
    const partners = part.split("+").map((s) => s.trim());
    if (partners.length > MAX_SIDE_PLAYERS)
      return err(`a side has 1 to ${MAX_SIDE_PLAYERS} players, not ${partners.length} ("${part}")`);
    const side: PlayerSpec[] = [];
    for (const p of partners) {
      const spec = parsePlayer(p);
      if (!spec.ok) return spec;
      side.push(spec.value);
    }
    sides.push(side);
  }
  const [a, b] = [sides[0]!, sides[1]!];
  if (a.length === 1 && b.length === 1) return ok([a[0]!, b[0]!]);
  return ok([a, b]);
}

function parsePlayer(p: string): Result<PlayerSpec, string> {
  if (p === "human") return ok({ kind: "human" });
  if (p.startsWith("ai:") && isAiLevel(p.slice(3))) return ok({ kind: "ai", level: p.slice(3) as never });
  return err(`unknown player "${p}": use human or ai:${AI_LEVELS.join("|")}`);
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
