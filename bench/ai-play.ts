/**
 * `npm run bench:ai [-- --json] [--games N] [--game pina|bola8] [--pairs strong:strong,master:strong]
 * [--round-robin] [--seed S] [--no-clock] [--hand-scale K]`: fixed-seed AI-vs-AI games on one core, per game and level pair:
 * balls per visit (and where the visits go: the opening duel before the first ball, then the
 * runs), fouls per game by rule ID, legal-break rate, balls made and driven to a
 * cushion per break, break-and-run rate, shots per game, decision time median and p95, racks
 * won by each level. `--round-robin` plays every pair of levels (win rates in racks).
 * `--no-clock` drops the levels' wall-clock guard, so that a loaded machine cuts no search
 * short and the play is the same as on a free core (decision times are still measured).
 * `--hand-scale K` plays every shot (the lag apart) with the levels' execution error times K while they still
 * plan with their own (0.1: the same thinking with a near-flawless hand): what the hand costs,
 * apart from what the game's structure costs (Piña's opening duel).
 * `--ratings` measures each level's rating instead (bench/ai-ratings.ts).
 * Progress goes to stderr; figures only, nothing passes or fails.
 */
import { AI_LEVELS, type AiLevel, isAiLevel } from "../src/ai/index.ts";
import { aiMover } from "../src/cli/play/movers.ts";
import { runMatch, type ShotFacts } from "../src/cli/play/runner.ts";
import { quantile, summarize } from "../src/cli/play/summary.ts";
import type { MatchOutcome } from "../src/cli/play/types.ts";
import type { GameId, PlayerIndex } from "../src/core/index.ts";
import { argValue as arg } from "./support/args.ts";

// `--ratings`: each level's measured rating (bench/ai-ratings.ts) instead of the pair figures.
if (process.argv.includes("--ratings")) {
  await (await import("./ai-ratings.ts")).runRatings();
  process.exit(0);
}

interface PairFigures {
  readonly game: GameId;
  readonly levels: readonly [AiLevel, AiLevel];
  readonly games: number;
  /** Racks (games in Piña) won by each level, in `levels` order; Piña ties apart. */
  readonly racksWon: readonly [number, number];
  readonly ties: number;
  readonly ballsPerVisit: number;
  readonly ballsPerVisitByLevel: readonly [number, number];
  /**
   * Where the visits go, per finished rack: visits before the first ball made (the break's
   * included: the opening duel of safeties and kicks), and balls per visit from the first visit
   * that made one (the runs and the exchanges that break them).
   */
  readonly openingVisitsPerRack: number;
  readonly ballsPerVisitAfterOpening: number;
  /**
   * Piña only (null in Bola 8): balls per visit with each game's break visit left out. Under
   * PC-BREAK's default (setting breakPocketContinues off, as the bench plays) the break is a visit
   * of its own that cannot score (its balls are spotted and the turn passes), so it is one zero in
   * every game's visits whoever plays; in Bola 8 the break's visit goes on when it makes a ball
   * and is a visit like any other.
   */
  readonly ballsPerVisitAfterBreak: number | null;
  readonly foulsPerGame: Readonly<Record<string, number>>;
  readonly legalBreakRate: number;
  readonly ballsMadePerBreak: number;
  readonly ballsToCushionPerBreak: number;
  readonly breakAndRunRate: number;
  /** Share of the decided racks (games) won by the player who broke them: what the break is worth. */
  readonly breakerWinRate: number;
  /**
   * The same per level, in `levels` order: the share of the racks each level broke that it won
   * (a Bola 8 rack is mostly its breaker's, so a stronger level shows most on the other's breaks);
   * null for a level that broke no decided rack.
   */
  readonly breakerWinRateByLevel: readonly [number | null, number | null];
  readonly shotsPerGame: number;
  readonly decisionMs: { readonly median: number; readonly p95: number; readonly max: number };
  /** The same decisions' CPU time (one core's worth, whatever the machine's load). */
  readonly decisionCpuMs: { readonly median: number; readonly p95: number; readonly max: number };
  /** Fouls per intent kind ("direct", "escape", "safety"…): where the fouls come from. */
  readonly foulsByIntent: Readonly<Record<string, number>>;
  /** Per intent kind: strokes played and strokes after which the shooter kept the table. */
  readonly byIntent: Readonly<Record<string, readonly [number, number]>>;
  /** Matches that stopped early (stuck, a move refused), with why. */
  readonly problems: readonly string[];
  readonly seconds: number;
}

const asJson = process.argv.includes("--json");
const clock = { wallClock: !process.argv.includes("--no-clock") };
const gamesWanted = Math.max(1, Number(arg("--games") ?? 20) || 20);
const handScale = Number(arg("--hand-scale") ?? 1);
if (!(handScale >= 0) || !Number.isFinite(handScale))
  throw new Error(`--hand-scale: "${arg("--hand-scale")}" is not a number ≥ 0 (1 is the levels' own hand)`);
const moverOpts = { ...clock, handScale };
const seed = arg("--seed") ?? "bench-ai";
const gamesArg = arg("--game");
const GAMES: readonly GameId[] = gamesArg === "pina" || gamesArg === "bola8" ? [gamesArg] : ["pina", "bola8"];
const TOP = AI_LEVELS[AI_LEVELS.length - 1] as AiLevel;

function parsePairs(): [AiLevel, AiLevel][] {
  if (process.argv.includes("--round-robin")) {
    const out: [AiLevel, AiLevel][] = [];
    for (let i = 0; i < AI_LEVELS.length; i++)
      for (let j = i + 1; j < AI_LEVELS.length; j++) out.push([AI_LEVELS[j]!, AI_LEVELS[i]!]);
    return out;
  }
  const text = arg("--pairs") ?? `strong:strong,${TOP}:strong`;
  return text.split(",").map((p) => {
    const [a, b] = p.split(":");
    if (!isAiLevel(a) || !isAiLevel(b))
      throw new Error(`--pairs: "${p}" is not LEVEL:LEVEL (levels: ${AI_LEVELS.join(", ")})`);
    return [a, b];
  });
}

const r2 = (x: number): number => Math.round(x * 100) / 100;
const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Racks won of those decided, or null when none was. */
function share(c: { readonly won: number; readonly decided: number }): number | null {
  return c.decided > 0 ? r2(c.won / c.decided) : null;
}

/** The decided racks (a tie decides nothing) and how many of them their breaker won, also per level. */
function countBreakerWins(
  out: MatchOutcome,
  into: { won: number; decided: number },
  byLevel: readonly [{ won: number; decided: number }, { won: number; decided: number }],
  levelIndex: (p: PlayerIndex) => 0 | 1,
): void {
  out.rackWinners.forEach((w, k) => {
    const breaker = out.rackBreakers[k];
    if (w === "tie" || breaker === null || breaker === undefined) return;
    const mine = byLevel[levelIndex(breaker)];
    into.decided++;
    mine.decided++;
    if (breaker === w) {
      into.won++;
      mine.won++;
    }
  });
}

async function playPair(game: GameId, levels: readonly [AiLevel, AiLevel]): Promise<PairFigures> {
  const t0 = performance.now();
  const outcomes: MatchOutcome[] = [];
  const visits: [number[], number[]] = [[], []];
  const racksVisits: (readonly number[])[] = [];
  const racksWon: [number, number] = [0, 0];
  let ties = 0;
  const breakerWins = { won: 0, decided: 0 };
  const breakerWinsByLevel = [
    { won: 0, decided: 0 },
    { won: 0, decided: 0 },
  ] as const;
  const foulsByIntent: Record<string, number> = {};
  const byIntent: Record<string, [number, number]> = {};
  const problems: string[] = [];
  let empty = 0;
  let games = 0;
  for (let i = 0; games < gamesWanted; i++) {
    // Sides alternate so that neither level always lags or breaks first.
    const swap = i % 2 === 1;
    const side: [AiLevel, AiLevel] = swap ? [levels[1], levels[0]] : [levels[0], levels[1]];
    const levelIndex = (p: PlayerIndex): 0 | 1 => (swap ? 1 - p : p) as 0 | 1;
    const matchSeed = `${seed}:${game}:${levels.join("-")}:${i}`;
    const onShot = (s: ShotFacts) => {
      const kind = (s.intent ?? "none").split(" ")[0] ?? "none";
      const seen = byIntent[kind] ?? [0, 0];
      byIntent[kind] = [seen[0] + 1, seen[1] + (s.continues ? 1 : 0)];
      if (s.fouls.length === 0) return;
      foulsByIntent[kind] = (foulsByIntent[kind] ?? 0) + 1;
    };
    const out = await runMatch(
      {
        game,
        players: [
          { kind: "ai", level: side[0] },
          { kind: "ai", level: side[1] },
        ],
        settings: {},
        seed: matchSeed,
        table: "9ft",
        maxSteps: 3000,
        stopAfterRacks: gamesWanted - games,
      },
      [aiMover(side[0], matchSeed, 0, moverOpts), aiMover(side[1], matchSeed, 1, moverOpts)],
      { onShot },
    );
    outcomes.push(out);
    games += out.racks;
    if (out.problem) problems.push(`${matchSeed}: ${out.problem}`);
    // A match that decided nothing (stuck or refused) is reported; a few in a row end the pair.
    if (out.racks === 0 && ++empty >= 3) break;
    for (const p of [0, 1] as const) visits[levelIndex(p)].push(...out.ballsPerVisit[p]);
    racksVisits.push(...out.visitsByRack);
    countBreakerWins(out, breakerWins, breakerWinsByLevel, levelIndex);
    for (const w of out.rackWinners) {
      if (w === "tie") ties++;
      else racksWon[levelIndex(w)]++;
    }
    process.stderr.write(
      `  ${game} ${levels.join(" vs ")}: ${Math.min(games, gamesWanted)}/${gamesWanted} games (${Math.round((performance.now() - t0) / 1000)} s)\n`,
    );
  }
  const s = summarize(
    game,
    [
      { kind: "ai", level: levels[0] },
      { kind: "ai", level: levels[1] },
    ],
    outcomes,
    0,
  );
  const times = outcomes.flatMap((o) => [...o.decisionMs[0], ...o.decisionMs[1]]);
  const cpu = outcomes.flatMap((o) => [...o.decisionCpuMs[0], ...o.decisionCpuMs[1]]);
  const foulsPerGame = Object.fromEntries(
    Object.entries(s.foulsByRule).map(([k, v]) => [k, r2(v / Math.max(1, games))]),
  );
  return {
    game,
    levels,
    games,
    racksWon,
    ties,
    ballsPerVisit: r2(mean([...visits[0], ...visits[1]])),
    ballsPerVisitByLevel: [r2(mean(visits[0])), r2(mean(visits[1]))],
    ...openingFigures(racksVisits),
    ballsPerVisitAfterBreak: game === "pina" ? afterBreak(racksVisits) : null,
    foulsPerGame,
    legalBreakRate: s.legalBreakRate,
    ballsMadePerBreak: s.ballsMadePerBreak,
    ballsToCushionPerBreak: s.ballsToCushionPerBreak,
    breakAndRunRate: s.breakAndRunRate,
    breakerWinRate: r2(breakerWins.won / Math.max(1, breakerWins.decided)),
    breakerWinRateByLevel: [share(breakerWinsByLevel[0]), share(breakerWinsByLevel[1])],
    shotsPerGame: s.avgShotsPerRack,
    decisionMs: {
      median: Math.round(quantile(times, 0.5)),
      p95: Math.round(quantile(times, 0.95)),
      max: Math.round(Math.max(0, ...times)),
    },
    decisionCpuMs: {
      median: Math.round(quantile(cpu, 0.5)),
      p95: Math.round(quantile(cpu, 0.95)),
      max: Math.round(Math.max(0, ...cpu)),
    },
    foulsByIntent,
    byIntent,
    problems,
    seconds: Math.round((performance.now() - t0) / 1000),
  };
}

function openingFigures(racks: readonly (readonly number[])[]) {
  let opening = 0;
  let later = 0;
  let balls = 0;
  for (const v of racks) {
    const first = v.findIndex((b) => b > 0);
    const k = first < 0 ? v.length : first;
    opening += k;
    later += v.length - k;
    for (const b of v) balls += b;
  }
  return {
    openingVisitsPerRack: r2(opening / Math.max(1, racks.length)),
    ballsPerVisitAfterOpening: r2(balls / Math.max(1, later)),
  };
}

/** Balls per visit over every rack's visits but its first (the break's). */
function afterBreak(racks: readonly (readonly number[])[]): number {
  let visits = 0;
  let balls = 0;
  for (const v of racks)
    for (const b of v.slice(1)) {
      visits++;
      balls += b;
    }
  return r2(balls / Math.max(1, visits));
}

/** "master won 84% of its breaks, strong 53%": the breaker's share per level, the first-named first. */
function breakerShares(f: PairFigures): string {
  const pct = (x: number | null) => (x === null ? "–" : `${Math.round(x * 100)}%`);
  const [a, b] = f.breakerWinRateByLevel;
  const names = f.levels[0] === f.levels[1] ? [`${f.levels[0]} (first-named)`, "the other"] : f.levels;
  return `${names[0]} won ${pct(a)} of its breaks, ${names[1]} ${pct(b)}`;
}

function describe(f: PairFigures): string {
  const fouls =
    Object.entries(f.foulsPerGame)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ") || "none";
  const lines = [
    `${f.game}: ${f.levels[0]} vs ${f.levels[1]}${handScale !== 1 ? ` (strokes played with ${handScale}× their hand's error)` : ""} — ${f.games} games in ${f.seconds} s`,
    `  racks won ${f.racksWon[0]}–${f.racksWon[1]}${f.ties ? ` (ties ${f.ties})` : ""} (${Math.round((100 * f.racksWon[0]) / Math.max(1, f.games))}% for ${f.levels[0]})`,
    `  balls per visit ${f.ballsPerVisit} (${f.levels[0]} ${f.ballsPerVisitByLevel[0]}, ${f.levels[1]} ${f.ballsPerVisitByLevel[1]}); shots per game ${f.shotsPerGame}`,
    `  visits before the first ball ${f.openingVisitsPerRack} a ${f.game === "pina" ? "game" : "rack"} (the break's included); from then on ${f.ballsPerVisitAfterOpening} balls per visit`,
    ...(f.ballsPerVisitAfterBreak === null
      ? []
      : [
          `  balls per visit leaving out the break's visit (it cannot score, PC-BREAK): ${f.ballsPerVisitAfterBreak}`,
        ]),
    `  fouls per game: ${fouls}`,
    `  fouls by intent: ${
      Object.entries(f.foulsByIntent)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ") || "none"
    }`,
    `  strokes (played / kept the table): ${Object.entries(f.byIntent)
      .map(([k, [n, c]]) => `${k} ${n}/${c}`)
      .join(", ")}`,
    `  breaks: legal ${Math.round(f.legalBreakRate * 100)}%, ${f.ballsMadePerBreak} made and ${f.ballsToCushionPerBreak} to a cushion a break${f.game === "bola8" ? `; break-and-run ${Math.round(f.breakAndRunRate * 100)}%` : ""}; the breaker won ${Math.round(f.breakerWinRate * 100)}% (${breakerShares(f)})`,
    `  decision ms: median ${f.decisionMs.median}, p95 ${f.decisionMs.p95}, max ${f.decisionMs.max}; CPU (one core) median ${f.decisionCpuMs.median}, p95 ${f.decisionCpuMs.p95}, max ${f.decisionCpuMs.max}`,
    ...f.problems.map((p) => `  problem: ${p}`),
  ];
  return lines.join("\n");
}

const pairs = parsePairs();
const rows: PairFigures[] = [];
for (const game of GAMES)
  for (const levels of pairs) {
    const f = await playPair(game, levels);
    rows.push(f);
    if (!asJson) process.stdout.write(`${describe(f)}\n`);
  }
if (asJson) process.stdout.write(`${JSON.stringify({ gamesPerPair: gamesWanted, seed, handScale, rows })}\n`);
