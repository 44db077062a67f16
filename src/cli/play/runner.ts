/**
 * Plays one match headless on the game module's match API (startMatch / nextUp / playAction):
 * the game racks, simulates, builds the referee's record, spots and tidies; this loop only asks
 * the players (Movers: the AI, a human at the terminal) for their moves and keeps the figures.
 */
import type { AiSituation } from "../../ai/index.ts";
import type { PlayerIndex } from "../../core/index.ts";
import type { GameAction, LagStroke, Match, MatchSetup } from "../../game/index.ts";
import { nextUp, partnerDue, playAction, startMatch, toSavedMatch } from "../../game/index.ts";
import type { PhysicsEvent, Table } from "../../physics/index.ts";
import { nextActor, type StepReport } from "../../rules/index.ts";
import { playerLabel, sideLabel } from "./summary.ts";
import { isTeamMatch, type MatchConfig, type MatchOutcome, type Move, partnersOf } from "./types.ts";

export interface Mover {
  move(sit: AiSituation): Move | Promise<Move>;
  lag(table: Table, p: PlayerIndex): LagStroke;
}

/** One strike as the figures see it: who played it, what they meant and what the referee ruled. */
export interface ShotFacts {
  readonly by: PlayerIndex;
  readonly intent: string | null;
  /** The first strike of a rack. */
  readonly isBreak: boolean;
  readonly fouls: readonly string[];
  /** Object balls that dropped and stayed down (not spotted again). */
  readonly pocketed: number;
  /** Object balls that touched a cushion (break figures). */
  readonly toCushion: number;
  /** The shooter keeps the table. */
  readonly continues: boolean;
}

export interface RunHooks {
  onStep?(report: StepReport, move: Move | null): void;
  onShot?(shot: ShotFacts): void;
}

export function setupOf(config: MatchConfig): MatchSetup {
  const base = {
    seed: config.seed,
    game: config.game,
    players: [label(config, 0), label(config, 1)] as [string, string],
    settings: config.settings,
  };
  if (!isTeamMatch(config.players)) return base;
  // G-TEAM: each partner named by their kind, side and place in the order ("ai:easy#2.1").
  const partners = (p: PlayerIndex) =>
    partnersOf(config.players[p]).map((spec, k) => `${playerLabel(spec)}#${p + 1}.${k + 1}`);
  return { ...base, sides: [partners(0), partners(1)] };
}

function label(config: MatchConfig, p: PlayerIndex): string {
  return `${sideLabel(config.players[p])}#${p + 1}`;
}

/** The movers of a side: one for a single player, one per partner for a side of several. */
export type SideMovers = Mover | readonly Mover[];
const moverFor = (side: SideMovers, partner: number): Mover => {
  const all = "move" in side ? [side] : side;
  const m = all[partner] ?? all[0];
  if (!m) throw new Error("a side has no mover");
  return m;
};

export async function runMatch(
  config: MatchConfig,
  movers: readonly [SideMovers, SideMovers],
  hooks: RunHooks = {},
): Promise<MatchOutcome> {
  const fouls: Record<string, number> = {};
  const shotsPerRack: number[] = [];
  const ballsPerVisit: [number[], number[]] = [[], []];
  const visitsByRack: number[][] = [];
  let rackVisits: number[] = [];
  const decisionMs: [number[], number[]] = [[], []];
  const decisionCpuMs: [number[], number[]] = [[], []];
  const intents: (string | null)[] = [];
  let refused = 0;
  let physicsRetries = 0;
  let racks = 0;
  let shotsThisRack = 0;
  const breaks: MatchOutcome["breaks"][number][] = [];
  let breakAndRuns = 0;
  const rackWinners: (PlayerIndex | "tie")[] = [];
  const rackBreakers: (PlayerIndex | null)[] = [];
  // Who has struck in this rack: a rack won by its breaker alone is a break-and-run.
  let rackStrikers = new Set<PlayerIndex>();
  let rackBreaker: PlayerIndex | null = null;
  let rackFouled = false;
  let visit: { by: PlayerIndex; balls: number } | null = null;
  const endVisit = () => {
    if (visit) {
      ballsPerVisit[visit.by].push(visit.balls);
      rackVisits.push(visit.balls);
    }
    visit = null;
  };

  const started = startMatch(setupOf(config));
  if (!started.ok) return finish(null, `the match could not start: ${started.error.message}`);
  let m: Match = started.value;

  for (let step = 0; ; step++) {
    if (racks >= (config.stopAfterRacks ?? Number.POSITIVE_INFINITY)) return finish(m, null);
    if (step >= config.maxSteps) return finish(m, `no result after ${config.maxSteps} steps`);
    const next = nextUp(m);
    if (next.kind === "over") return finish(m, null);
    let action: GameAction;
    let move: Move | null = null;
    if (next.kind === "lag") {
      // G-TEAM-ORDER: each side's partner due lags (partners take turns to lag and break).
      action = {
        kind: "lag",
        strokes: [
          moverFor(movers[0], partnerDue(m, 0)).lag(m.table, 0),
          moverFor(movers[1], partnerDue(m, 1)).lag(m.table, 1),
        ],
      };
    } else if (next.kind === "lag-choice") {
      // The lag winner breaks (B8-LAG): the break is worth more than the table it leaves.
      action = { kind: "choose", by: next.by, choice: { kind: "break" } };
    } else {
      const state = m.rules!;
      const actor = nextActor(state);
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      // A computer partner plays its part of the side's plan from the table alone.
      const partner = partnerDue(m, actor);
      move = await moverFor(movers[actor], partner).move({
        table: m.table,
        balls: m.balls,
        me: actor,
        state,
      });
      decisionMs[actor].push(performance.now() - t0);
      const cpu = process.cpuUsage(cpu0);
      decisionCpuMs[actor].push((cpu.user + cpu.system) / 1000);
      if (move.kind === "lag") return finish(m, "a player answered a lag where a move was due");
      action =
        move.kind === "choose"
          ? { kind: "choose", by: actor, choice: move.choice }
          : {
              kind: "strike",
              by: actor,
              strike: move.strike,
              ...(move.place && next.placement ? { cueBall: move.place } : {}),
              ...(move.call ? { call: move.call } : {}),
              ...(m.setup.sides ? { player: partner } : {}),
            };
    }
    let r = playAction(m, action);
    // The physics may run past its event limit on a cue ball pressed against another ball: the
    // stroke is played again a fraction of a degree off (the turned stroke is what is saved).
    for (const turn of [0.3, -0.3, 1, -1]) {
      if (r.ok || r.error.code !== "physics" || action.kind !== "strike") break;
      physicsRetries++;
      const s = action.strike;
      r = playAction(m, { ...action, strike: { ...s, direction: (s.direction + turn + 360) % 360 } });
    }
    if (!r.ok) {
      refused++;
      return finish(m, `${action.kind} refused (${r.error.code}): ${r.error.message}`);
    }
    m = r.value.match;
    intents.push(move?.kind === "shot" ? (move.intent ?? null) : null);
    const { ruling, report } = r.value.step;
    if (ruling) for (const f of ruling.fouls) fouls[f.rule] = (fouls[f.rule] ?? 0) + 1;
    if (action.kind === "strike" && ruling) {
      const isBreak = shotsThisRack === 0;
      if (isBreak) rackBreaker = action.by;
      rackStrikers.add(action.by);
      if (ruling.fouls.length > 0) rackFouled = true;
      const sim = r.value.simulation;
      const downNow = sim?.final.filter((b) => b.id !== 0 && b.motion === "pocketed").length ?? 0;
      const facts: ShotFacts = {
        by: action.by,
        intent: move?.kind === "shot" ? (move.intent ?? null) : null,
        isBreak,
        fouls: ruling.fouls.map((f) => f.rule),
        pocketed: Math.max(0, downNow - ruling.spotted.length),
        toCushion: sim ? cushionBalls(sim.events) : 0,
        continues: ruling.next === action.by && ruling.fouls.length === 0,
      };
      if (isBreak)
        breaks.push({ by: action.by, fouls: facts.fouls, pocketed: downNow, toCushion: facts.toCushion });
      hooks.onShot?.(facts);
      shotsThisRack++;
      if (!visit || visit.by !== action.by) {
        endVisit();
        visit = { by: action.by, balls: 0 };
      }
      const down = r.value.simulation?.final.filter((b) => b.id !== 0 && b.motion === "pocketed").length ?? 0;
      visit.balls += Math.max(0, down - ruling.spotted.length);
      if (ruling.next !== action.by) endVisit();
    }
    if (ruling?.result) {
      const w = ruling.result.winner;
      rackWinners.push(w);
      rackBreakers.push(rackBreaker);
      if (w !== "tie" && w === rackBreaker && rackStrikers.size === 1 && !rackFouled) breakAndRuns++;
      rackStrikers = new Set();
      rackBreaker = null;
      rackFouled = false;
      racks++;
      shotsPerRack.push(shotsThisRack);
      shotsThisRack = 0;
      endVisit();
      visitsByRack.push(rackVisits);
      rackVisits = [];
    }
    if (report) hooks.onStep?.(report, move);
  }

  function finish(match: Match | null, why: string | null): MatchOutcome {
    endVisit();
    const reports = match ? match.log.flatMap((s) => (s.report ? [s.report] : [])) : [];
    const score = reports.at(-1)?.matchScore;
    const decided = why === null && score !== undefined;
    const winner: PlayerIndex | "tie" | null = !decided
      ? null
      : score[0] > score[1]
        ? 0
        : score[1] > score[0]
          ? 1
          : "tie";
    const saved = match ? toSavedMatch(match) : null;
    return {
      config,
      saved: saved?.ok ? saved.value : null,
      actions: match?.actions ?? [],
      reports,
      intents,
      completed: why === null,
      problem: why,
      winner,
      racks,
      fouls,
      shotsPerRack,
      breaks,
      breakAndRuns,
      rackWinners,
      rackBreakers,
      ballsPerVisit,
      visitsByRack,
      decisionMs,
      decisionCpuMs,
      illegalPlacements: 0,
      refused,
      physicsRetries,
    };
  }
}

/** How many object balls touched a cushion during the shot. */
function cushionBalls(events: readonly PhysicsEvent[]): number {
  const seen = new Set<number>();
  for (const e of events) if (e.kind === "ball-cushion" && e.ball !== 0) seen.add(e.ball);
  return seen.size;
}
