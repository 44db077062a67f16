/**
 * `npm run bench:ai -- --ratings [--rounds N] [--game pina|bola8] [--seed S] [--json] [--write]`:
 * each computer level's rating, measured, not assumed. Every round, every pair of levels plays one
 * rated game (a Piña game, a Bola 8 rack) with the sides alternating; a round is one Glicko-2 rating
 * period (src/server/online/glicko2.ts, the server's own), all levels starting as new players. The
 * scale is anchored so the levels' mean is 1500, a new online player's rating. Prints each level's
 * rating, deviation (RD) and games; `--write` stores the figures in src/ai/level-ratings.ts for the
 * level picker. Figures, never assertions; the games run without the wall-clock guard.
 */
import { writeFile } from "node:fs/promises";
import { AI_LEVELS, type AiLevel } from "../src/ai/index.ts";
import { aiMover } from "../src/cli/play/movers.ts";
import { runMatch } from "../src/cli/play/runner.ts";
import type { GameId } from "../src/core/index.ts";
import { type GameResult, NEW_PLAYER, type Rating, rate } from "../src/server/online/glicko2.ts";
import { argValue as arg } from "./support/args.ts";

export interface LevelRating {
  readonly level: AiLevel;
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
  readonly score: number;
}

/** One rated game between two levels: 1, 0 or ½ for `a` (a Piña tie); null when nothing was decided. */
async function playOne(
  game: GameId,
  a: AiLevel,
  b: AiLevel,
  seed: string,
  swap: boolean,
): Promise<number | null> {
  const [first, second] = swap ? [b, a] : [a, b];
  const out = await runMatch(
    {
      game,
      players: [
        { kind: "ai", level: first },
        { kind: "ai", level: second },
      ],
      settings: game === "bola8" ? { raceTo: 1 } : {},
      seed,
      table: "9ft",
      maxSteps: 1500,
      stopAfterRacks: 1,
    },
    [aiMover(first, seed, 0, { wallClock: false }), aiMover(second, seed, 1, { wallClock: false })],
  );
  const w = out.rackWinners[0];
  if (w === undefined) return null;
  if (w === "tie") return 0.5;
  const firstWon = w === 0 ? 1 : 0;
  return swap ? 1 - firstWon : firstWon;
}

export async function measureRatings(game: GameId, rounds: number, seed: string): Promise<LevelRating[]> {
  const ratings = new Map<AiLevel, Rating>(AI_LEVELS.map((l) => [l, NEW_PLAYER]));
  const games = new Map<AiLevel, number>(AI_LEVELS.map((l) => [l, 0]));
  const scores = new Map<AiLevel, number>(AI_LEVELS.map((l) => [l, 0]));
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) {
    const period = new Map<AiLevel, GameResult[]>(AI_LEVELS.map((l) => [l, []]));
    for (let i = 0; i < AI_LEVELS.length; i++)
      for (let j = i + 1; j < AI_LEVELS.length; j++) {
        const a = AI_LEVELS[i]!;
        const b = AI_LEVELS[j]!;
        const score = await playOne(game, a, b, `${seed}:${game}:${a}-${b}:${r}`, r % 2 === 1);
        if (score === null) continue;
        period.get(a)!.push({ opponent: ratings.get(b)!, score });
        period.get(b)!.push({ opponent: ratings.get(a)!, score: 1 - score });
        games.set(a, games.get(a)! + 1);
        games.set(b, games.get(b)! + 1);
        scores.set(a, scores.get(a)! + score);
        scores.set(b, scores.get(b)! + 1 - score);
      }
    // One rating period: every level rated against the others' ratings from before the period.
    const next = new Map(AI_LEVELS.map((l) => [l, rate(ratings.get(l)!, period.get(l)!)]));
    for (const [l, v] of next) ratings.set(l, v);
    process.stderr.write(
      `  ${game} round ${r + 1}/${rounds} (${Math.round((performance.now() - t0) / 1000)} s)\n`,
    );
  }
  // Glicko's scale is free up to a shift: the levels' mean goes to 1500, a new player's rating.
  const shift = 1500 - AI_LEVELS.reduce((s, l) => s + ratings.get(l)!.rating, 0) / AI_LEVELS.length;
  return AI_LEVELS.map((level) => ({
    level,
    rating: Math.round(ratings.get(level)!.rating + shift),
    rd: Math.round(ratings.get(level)!.rd),
    games: games.get(level)!,
    score: scores.get(level)!,
  }));
}

export async function runRatings(): Promise<void> {
  const rounds = Math.max(1, Number(arg("--rounds") ?? 6) || 6);
  const seed = arg("--seed") ?? "bench-ratings";
  const g = arg("--game");
  const gamesToRate: GameId[] = g === "pina" || g === "bola8" ? [g] : ["pina", "bola8"];
  const out: Record<string, LevelRating[]> = {};
  for (const game of gamesToRate) {
    out[game] = await measureRatings(game, rounds, seed);
    if (!process.argv.includes("--json")) {
      process.stdout.write(
        `${game}: ${rounds} rounds of every pair of levels (one ${game === "pina" ? "game" : "rack"} a pair a round)\n`,
      );
      for (const r of out[game]!)
        process.stdout.write(
          `  ${r.level.padEnd(8)} ${r.rating} ± ${r.rd} (RD), ${r.score}/${r.games} won\n`,
        );
    }
  }
  if (process.argv.includes("--json"))
    process.stdout.write(`${JSON.stringify({ rounds, seed, ratings: out })}\n`);
  if (process.argv.includes("--write")) await writeRatings(out, rounds, seed);
}

async function writeRatings(out: Record<string, LevelRating[]>, rounds: number, seed: string): Promise<void> {
  // Written as the formatter would write it, so the file needs no reformatting.
  const games = Object.entries(out).map(
    ([game, rows]) =>
      `  ${game}: {\n${rows.map((r) => `    ${r.level}: { rating: ${r.rating}, rd: ${r.rd}, games: ${r.games} },`).join("\n")}\n  },`,
  );
  const text = `/**
 * Each computer level's measured rating per game (Glicko-2, the levels' mean anchored at 1500),
 * written by \`npm run bench:ai -- --ratings --rounds ${rounds} --seed ${seed} --write\` on ${new Date().toISOString().slice(0, 10)}.
 * Measured, not assumed: regenerate it when the computer's play changes.
 */
export const LEVEL_RATINGS = {
${games.join("\n")}
} as const;
`;
  await writeFile(new URL("../src/ai/level-ratings.ts", import.meta.url), text);
  process.stderr.write("wrote src/ai/level-ratings.ts\n");
}
