/** The figures of a series of matches: wins, racks, fouls by rule ID, pace, decision times. */
import { type MatchOutcome, type PlayerSpec, partnersOf, type SideSpec } from "./types.ts";

export interface Summary {
  readonly game: string;
  readonly players: readonly string[];
  readonly matches: number;
  readonly completed: number;
  /** Matches won, per player in --players order. */
  readonly wins: readonly [number, number];
  readonly ties: number;
  readonly racks: number;
  readonly racksWon: readonly [number, number];
  readonly foulsByRule: Readonly<Record<string, number>>;
  readonly avgShotsPerRack: number;
  /** Breaks with no foul, as a fraction of all breaks. */
  readonly legalBreakRate: number;
  readonly breaks: number;
  /** Object balls made (and kept down) per break, and driven to a cushion per break. */
  readonly ballsMadePerBreak: number;
  readonly ballsToCushionPerBreak: number;
  /** Racks won by the breaker in the first visit, as a fraction of racks. */
  readonly breakAndRunRate: number;
  /** Average balls pocketed per visit to the table, per player. */
  readonly ballsPerVisit: readonly [number, number];
  readonly decisionMs: readonly [
    { readonly median: number; readonly p95: number; readonly n: number },
    { readonly median: number; readonly p95: number; readonly n: number },
  ];
  readonly illegalPlacements: number;
  readonly refused: number;
  readonly physicsRetries: number;
  readonly problems: readonly string[];
  readonly seconds: number;
}

export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

export function playerLabel(p: PlayerSpec): string {
  return p.kind === "ai" ? `ai:${p.level}` : "human";
}

/** A side as `--players` writes it: partners joined by `+`. */
export const sideLabel = (side: SideSpec): string => partnersOf(side).map(playerLabel).join("+");

export function summarize(
  game: string,
  players: readonly [SideSpec, SideSpec],
  outcomes: readonly MatchOutcome[],
  seconds: number,
): Summary {
  const fouls: Record<string, number> = {};
  const wins: [number, number] = [0, 0];
  const racksWon: [number, number] = [0, 0];
  let ties = 0;
  for (const o of outcomes) {
    for (const [k, v] of Object.entries(o.fouls)) fouls[k] = (fouls[k] ?? 0) + v;
    if (o.winner === 0 || o.winner === 1) wins[o.winner]++;
    else if (o.winner === "tie") ties++;
    const last = o.reports.at(-1);
    if (last && game === "bola8") {
      racksWon[0] += last.matchScore[0];
      racksWon[1] += last.matchScore[1];
    }
  }
  const times = (p: 0 | 1) => outcomes.flatMap((o) => o.decisionMs[p]);
  const timing = (p: 0 | 1) => {
    const t = times(p);
    return { median: round(quantile(t, 0.5), 1), p95: round(quantile(t, 0.95), 1), n: t.length };
  };
  return {
    game,
    players: players.map(sideLabel),
    matches: outcomes.length,
    completed: outcomes.filter((o) => o.completed).length,
    wins,
    ties,
    racks: outcomes.reduce((s, o) => s + o.racks, 0),
    racksWon,
    foulsByRule: Object.fromEntries(Object.entries(fouls).sort(([a], [b]) => a.localeCompare(b))),
    avgShotsPerRack: round(mean(outcomes.flatMap((o) => o.shotsPerRack))),
    ...breakFigures(outcomes),
    ballsPerVisit: [
      round(mean(outcomes.flatMap((o) => o.ballsPerVisit[0]))),
      round(mean(outcomes.flatMap((o) => o.ballsPerVisit[1]))),
    ],
    decisionMs: [timing(0), timing(1)],
    illegalPlacements: outcomes.reduce((s, o) => s + o.illegalPlacements, 0),
    refused: outcomes.reduce((s, o) => s + o.refused, 0),
    physicsRetries: outcomes.reduce((s, o) => s + o.physicsRetries, 0),
    problems: outcomes.filter((o) => o.problem).map((o) => `${o.config.seed}: ${o.problem}`),
    seconds: round(seconds, 1),
  };
}

function breakFigures(outcomes: readonly MatchOutcome[]) {
  const breaks = outcomes.flatMap((o) => o.breaks);
  const racks = outcomes.reduce((s, o) => s + o.racks, 0);
  return {
    breaks: breaks.length,
    legalBreakRate: round(
      breaks.length ? breaks.filter((b) => b.fouls.length === 0).length / breaks.length : 0,
      3,
    ),
    ballsMadePerBreak: round(mean(breaks.map((b) => b.pocketed))),
    ballsToCushionPerBreak: round(mean(breaks.map((b) => b.toCushion))),
    breakAndRunRate: round(racks ? outcomes.reduce((s, o) => s + o.breakAndRuns, 0) / racks : 0, 3),
  };
}

export function formatSummary(s: Summary): string {
  const lines = [
    `${s.game}: ${s.players[0]} vs ${s.players[1]} — ${s.completed}/${s.matches} matches completed in ${s.seconds} s`,
    `wins: ${s.players[0]} ${s.wins[0]}, ${s.players[1]} ${s.wins[1]}${s.ties ? `, ties ${s.ties}` : ""}`,
    `racks: ${s.racks}${s.game === "bola8" ? ` (won ${s.racksWon[0]}–${s.racksWon[1]})` : ""}, average shots per rack ${s.avgShotsPerRack}`,
    `balls per visit: ${s.ballsPerVisit[0]} / ${s.ballsPerVisit[1]}`,
    `breaks: ${s.breaks}, legal ${Math.round(s.legalBreakRate * 100)}%, balls made ${s.ballsMadePerBreak} and to a cushion ${s.ballsToCushionPerBreak} a break; break-and-run ${Math.round(s.breakAndRunRate * 100)}% of racks`,
    `decision ms (median, p95): ${s.players[0]} ${s.decisionMs[0].median}, ${s.decisionMs[0].p95}; ${s.players[1]} ${s.decisionMs[1].median}, ${s.decisionMs[1].p95}`,
    `fouls by rule: ${
      Object.entries(s.foulsByRule)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ") || "none"
    }`,
    `illegal placements ${s.illegalPlacements}, refused moves ${s.refused}, physics retries ${s.physicsRetries}`,
  ];
  for (const p of s.problems) lines.push(`problem: ${p}`);
  return lines.join("\n");
}
