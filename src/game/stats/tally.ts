/**
 * A player's statistics, counted one stroke at a time: the one home of what a pot attempt, a
 * break, a safety, an escape, a visit and a run are, for every kind of match (simulated, online,
 * a scorekeeper's script). `from-match.ts` and `from-script.ts` feed it strokes.
 *
 * Definitions (said once here):
 * - pot attempt: Piña, a shot called for a ball (PC-CALL), made when the called ball scores;
 *   Bola 8, a shot after the break whose first contact is a ball the shooter may legally hit,
 *   made when the shooter keeps the table (an own ball down legally).
 * - distance: from the cue ball to the object ball plus from it to the pocket (the called one; in
 *   Bola 8 the pocket it dropped in, or on a miss the one with the smallest cut); cut: the angle
 *   between the cue ball's line to the object ball and the object ball's line to that pocket.
 *   Only a simulated match knows positions; a script's attempts count without bands.
 * - break: the first stroke of a rack or game: balls made, object balls driven to a cushion, fouled.
 * - safety: Piña, a declared defence (PC-DEFENSE). escape: a stroke whose cue ball reaches a
 *   cushion before its first contact (a kick), legal when no foul is called on it.
 * - visit: a player's strokes in a row until the turn passes; its balls are the object balls that
 *   dropped and stayed down; a run is a visit's balls.
 */

import type { ObjectBallId, PlayerIndex, PocketId, Vec2 } from "../../core/index.ts";
import { detAtan2 } from "../../core/index.ts";
import { isLegalObjectBall, type MatchState, type Ruling, type ShotRecord } from "../../rules/index.ts";

export const DISTANCE_BANDS = ["under-1m", "1-2m", "2-3m", "over-3m"] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];
export const CUT_BANDS = ["0-15", "15-30", "30-45", "45-60", "over-60"] as const;
export type CutBand = (typeof CUT_BANDS)[number];

export interface Rate {
  attempts: number;
  made: number;
}

export interface PlayerStats {
  readonly name: string;
  matches: number;
  strokes: number;
  pots: Rate;
  potsByDistance: Record<DistanceBand, Rate>;
  potsByCut: Record<CutBand, Rate>;
  breaks: { count: number; ballsMade: number; toCushion: number; fouled: number };
  safeties: { count: number; fouled: number };
  escapes: { count: number; legal: number };
  foulsByRule: Record<string, number>;
  visits: number;
  ballsInVisits: number;
  bestRun: number;
  /** Where the object ball stood on each missed pot attempt (simulated matches), for a heat map. */
  missesAt: Vec2[];
}

const rate = (): Rate => ({ attempts: 0, made: 0 });
const bands = <K extends string>(keys: readonly K[]): Record<K, Rate> =>
  Object.fromEntries(keys.map((k) => [k, rate()])) as Record<K, Rate>;

export function emptyStats(name: string): PlayerStats {
  return {
    name,
    matches: 0,
    strokes: 0,
    pots: rate(),
    potsByDistance: bands(DISTANCE_BANDS),
    potsByCut: bands(CUT_BANDS),
    breaks: { count: 0, ballsMade: 0, toCushion: 0, fouled: 0 },
    safeties: { count: 0, fouled: 0 },
    escapes: { count: 0, legal: 0 },
    foulsByRule: {},
    visits: 0,
    ballsInVisits: 0,
    bestRun: 0,
    missesAt: [],
  };
}

/** Where a pot attempt stood, when the match knows positions. */
export interface AttemptGeometry {
  readonly cue: Vec2;
  readonly object: Vec2;
  readonly pocket: Vec2;
}

/** One stroke as the tally reads it. */
export interface StrokeFacts {
  /** Who struck: the side, and the stats' key (the player's or partner's name). */
  readonly side: PlayerIndex;
  readonly name: string;
  readonly before: MatchState;
  readonly shot: ShotRecord;
  readonly ruling: Ruling;
  /**
   * The geometry of an attempt at `target` into `pocket` (or, when null, the pocket with the
   * smallest cut), for a simulated match; null from a script.
   */
  readonly geometry: ((target: ObjectBallId, pocket: PocketId | null) => AttemptGeometry | null) | null;
}

export function distanceBand(g: AttemptGeometry): DistanceBand {
  const d = dist(g.cue, g.object) + dist(g.object, g.pocket);
  return d < 1 ? "under-1m" : d < 2 ? "1-2m" : d < 3 ? "2-3m" : "over-3m";
}

export function cutBand(g: AttemptGeometry): CutBand {
  const c = cutDeg(g);
  return c < 15 ? "0-15" : c < 30 ? "15-30" : c < 45 ? "30-45" : c < 60 ? "45-60" : "over-60";
}

/** The angle between the cue ball's line to the object ball and the object ball's line to the pocket. */
export function cutDeg(g: AttemptGeometry): number {
  const a: Vec2 = [g.object[0] - g.cue[0], g.object[1] - g.cue[1]];
  const b: Vec2 = [g.pocket[0] - g.object[0], g.pocket[1] - g.object[1]];
  // The angle between the two lines from their cross and dot products (detmath: the same in every engine).
  const cross = a[0] * b[1] - a[1] * b[0];
  const dot = a[0] * b[0] + a[1] * b[1];
  return (Math.abs(detAtan2(cross, dot)) * 180) / Math.PI;
}

const dist = (a: Vec2, b: Vec2): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Counts strokes into per-player statistics, keeping each side's visit as it goes. */
export class StatsTally {
  private readonly players = new Map<string, PlayerStats>();
  private visit: { side: PlayerIndex; names: Set<string>; balls: number } | null = null;

  /** Every player of the match counts it once, strokes or not. */
  startMatch(names: readonly string[]): void {
    this.endVisit();
    for (const n of new Set(names)) this.of(n).matches++;
  }

  stroke(f: StrokeFacts): void {
    const p = this.of(f.name);
    const s = f.before;
    const events = f.shot.events;
    p.strokes++;
    for (const foul of f.ruling.fouls) p.foulsByRule[foul.rule] = (p.foulsByRule[foul.rule] ?? 0) + 1;
    const fouled = f.ruling.fouls.length > 0;
    const dropped = events.filter(
      (e): e is Extract<typeof e, { kind: "pocket" }> => e.kind === "pocket" && e.ball !== 0,
    );
    const stayedDown = Math.max(0, dropped.length - f.ruling.spotted.length);
    const isBreak = s.phase.kind !== "play";
    if (isBreak) {
      p.breaks.count++;
      p.breaks.ballsMade += dropped.length;
      p.breaks.toCushion += new Set(
        events.flatMap((e) => (e.kind === "rail" && e.ball !== 0 ? [e.ball] : [])),
      ).size;
      if (fouled) p.breaks.fouled++;
    }
    const call = f.shot.call;
    if (call && "defense" in call) {
      p.safeties.count++;
      if (fouled) p.safeties.fouled++;
    }
    const firstHit = events.findIndex((e) => e.kind === "hit" && (e.a === 0 || e.b === 0));
    const cueRailFirst = events.findIndex((e) => e.kind === "rail" && e.ball === 0);
    if (!isBreak && cueRailFirst >= 0 && (firstHit < 0 || cueRailFirst < firstHit)) {
      p.escapes.count++;
      if (!fouled) p.escapes.legal++;
    }
    const hit = firstHit >= 0 ? events[firstHit] : undefined;
    const first = hit?.kind === "hit" ? ((hit.a === 0 ? hit.b : hit.a) as ObjectBallId) : null;
    if (!isBreak) this.attempt(p, f, first, dropped);
    this.addToVisit(f.side, f.name, stayedDown, f.ruling);
  }

  /** The statistics so far, by player name; visits in progress are counted. */
  result(): Map<string, PlayerStats> {
    this.endVisit();
    return this.players;
  }

  private attempt(
    p: PlayerStats,
    f: StrokeFacts,
    first: ObjectBallId | null,
    dropped: readonly { ball: number; pocket: PocketId }[],
  ): void {
    const call = f.shot.call;
    let target: ObjectBallId | null = null;
    let made = false;
    let pocketId: PocketId | null = null;
    if (f.before.game === "pina") {
      if (!call || !("ball" in call)) return;
      target = call.ball;
      pocketId = call.pocket;
      made = f.ruling.points > 0 && f.ruling.fouls.length === 0;
    } else {
      if (first === null || !isLegalObjectBall(f.before, f.side, first, callGroup(f) ?? f.before.declared))
        return;
      target = first;
      made = f.ruling.continues && f.ruling.fouls.length === 0;
      pocketId = dropped.find((d) => d.ball === first)?.pocket ?? null;
    }
    p.pots.attempts++;
    if (made) p.pots.made++;
    const geo = f.geometry?.(target, pocketId) ?? null;
    if (!geo) return;
    const db = p.potsByDistance[distanceBand(geo)];
    const cb = p.potsByCut[cutBand(geo)];
    db.attempts++;
    cb.attempts++;
    if (made) {
      db.made++;
      cb.made++;
    } else p.missesAt.push(geo.object);
  }

  private addToVisit(side: PlayerIndex, name: string, balls: number, ruling: Ruling): void {
    if (this.visit && this.visit.side !== side) this.endVisit();
    this.visit ??= { side, names: new Set(), balls: 0 };
    this.visit.names.add(name);
    this.visit.balls += balls;
    if (!ruling.continues || ruling.result !== null) this.endVisit();
  }

  /** A visit's balls go to each partner who struck in it (singles: the player). */
  private endVisit(): void {
    const v = this.visit;
    this.visit = null;
    if (!v) return;
    for (const n of v.names) {
      const p = this.of(n);
      p.visits++;
      p.ballsInVisits += v.balls;
      p.bestRun = Math.max(p.bestRun, v.balls);
    }
  }

  private of(name: string): PlayerStats {
    let p = this.players.get(name);
    if (!p) {
      p = emptyStats(name);
      this.players.set(name, p);
    }
    return p;
  }
}

const callGroup = (f: StrokeFacts) => {
  const c = f.shot.call;
  return c && "group" in c ? (c.group ?? null) : null;
};

/** Adds one player's statistics to another's (a profile over many matches). */
export function mergeStats(into: PlayerStats, add: PlayerStats): PlayerStats {
  const sumRates = <K extends string>(a: Record<K, Rate>, b: Record<K, Rate>): Record<K, Rate> =>
    Object.fromEntries(
      Object.keys(a).map((k) => [
        k,
        { attempts: a[k as K].attempts + b[k as K].attempts, made: a[k as K].made + b[k as K].made },
      ]),
    ) as Record<K, Rate>;
  const fouls = { ...into.foulsByRule };
  for (const [k, v] of Object.entries(add.foulsByRule)) fouls[k] = (fouls[k] ?? 0) + v;
  return {
    name: into.name,
    matches: into.matches + add.matches,
    strokes: into.strokes + add.strokes,
    pots: { attempts: into.pots.attempts + add.pots.attempts, made: into.pots.made + add.pots.made },
    potsByDistance: sumRates(into.potsByDistance, add.potsByDistance),
    potsByCut: sumRates(into.potsByCut, add.potsByCut),
    breaks: {
      count: into.breaks.count + add.breaks.count,
      ballsMade: into.breaks.ballsMade + add.breaks.ballsMade,
      toCushion: into.breaks.toCushion + add.breaks.toCushion,
      fouled: into.breaks.fouled + add.breaks.fouled,
    },
    safeties: {
      count: into.safeties.count + add.safeties.count,
      fouled: into.safeties.fouled + add.safeties.fouled,
    },
    escapes: { count: into.escapes.count + add.escapes.count, legal: into.escapes.legal + add.escapes.legal },
    foulsByRule: fouls,
    visits: into.visits + add.visits,
    ballsInVisits: into.ballsInVisits + add.ballsInVisits,
    bestRun: Math.max(into.bestRun, add.bestRun),
    missesAt: [...into.missesAt, ...add.missesAt],
  };
}
