/**
 * A hint for a person at the table: what the computer would play from this position — the call,
 * the aim line (the cue ball's path to its first contact, then the object ball's), and its
 * estimated chance, measured by playing the stroke several times under a club player's hand.
 * Pure: the same situation and seed give the same hint. The page asks for it through the
 * computer player's Web Worker (src/client/app/ai-worker.ts), so the table never freezes.
 */
import { type BallId, makeRng, type Vec2 } from "../core/index.ts";
import { pathOf } from "../game/index.ts";
import type { ShotResult, Strike } from "../physics/index.ts";
import { firstContact } from "./escape.ts";
import { type AiLevel, LEVEL_PROFILES, profileFor } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { ballsForShot, playOut } from "./play-out.ts";
import { chooseShot, NO_ESCAPE_INTENT } from "./select-shot.ts";
import type { AiCall, AiShot, AiSituation } from "./situation.ts";
import { shotHintFor } from "./targets.ts";

/**
 * "foul": no stroke reaches the ball on legally (not even the search's escapes), so the computer
 * would play the foul that leaves the opponent least; said as that, never as a pot.
 */
export type HintKind = "pot" | "safety" | "escape" | "foul" | "break";

export interface ShotHintAdvice {
  readonly kind: HintKind;
  readonly strike: Strike;
  readonly call?: AiCall;
  /** Ball in hand: where to put the cue ball. */
  readonly place?: Vec2;
  /** The cue ball's path up to its first contact, then the first object ball's path. */
  readonly cueLine: readonly Vec2[];
  readonly objectLine: readonly Vec2[];
  /** The ball the cue ball meets first, if any. */
  readonly first: BallId | null;
  /** A pot: the ball meant to drop and the pocket. */
  readonly pot?: AiShot["pot"];
  /**
   * Estimated chance the shot does what it is for, in [0, 1]: for a pot, the called ball drops
   * and the turn goes on; for a safety or escape, the stroke is legal (no foul); for a foul, the
   * share of tries that luckily are not one.
   */
  readonly chance: number;
  /** The computer's own description ("direct 5 → foot-left", "escape kick 1 rail on 3"). */
  readonly intent: string;
}

/** The hand the chance is measured with: a club player's (the medium level). */
const HINT_HAND: AiLevel = "medium";
/** Whose thinking the hint shows. */
const HINT_THINKER: AiLevel = "strong";
const TRIALS = 10;

/** `wallClock: false` drops the level's time guard (tests), as decide() does. */
export function shotHint(
  sit: AiSituation,
  seed = "hint",
  opts: { readonly wallClock?: boolean } = {},
): ShotHintAdvice | null {
  const hint = shotHintFor(sit.state, sit.me);
  if (!hint) return null;
  const rng = makeRng(seed);
  const shot = chooseShot(sit, profileFor(HINT_THINKER, opts), rng);
  const kind: HintKind = hint.isBreak
    ? "break"
    : shot.intent.startsWith("escape")
      ? "escape"
      : shot.intent === NO_ESCAPE_INTENT
        ? "foul"
        : shot.intent.startsWith("safety") || shot.intent.startsWith("fallback")
          ? "safety"
          : "pot";
  const balls = ballsForShot(sit.balls, shot.place);
  const plain = playOut(sit, balls, shot.strike, shot.call);
  const lines = plain ? aimLines(plain.result) : { cueLine: [], objectLine: [], first: null };
  let good = 0;
  const hand = LEVEL_PROFILES[HINT_HAND].noise;
  for (let k = 0; k < TRIALS; k++) {
    const out = playOut(sit, balls, perturbStrike(shot.strike, hand, rng), shot.call);
    if (!out) continue;
    const fouled = out.applied.ruling.fouls.length > 0;
    if (kind === "pot" ? out.applied.ruling.continues && !fouled : !fouled) good++;
  }
  return {
    kind,
    strike: shot.strike,
    ...(shot.call ? { call: shot.call } : {}),
    ...(shot.place ? { place: shot.place } : {}),
    ...(shot.pot ? { pot: shot.pot } : {}),
    ...lines,
    chance: good / TRIALS,
    intent: shot.intent,
  };
}

function aimLines(result: ShotResult): { cueLine: Vec2[]; objectLine: Vec2[]; first: BallId | null } {
  const contact = firstContact(result.events);
  const t = contact
    ? (result.events.find((e) => e.kind === "ball-ball" && (e.a === 0 || e.b === 0))?.t ?? 0)
    : result.duration;
  const cue = pathOf(result, 0, undefined, t) ?? [];
  const obj = contact ? (pathOf(result, contact.ball as BallId) ?? []).filter((p) => p.t >= t) : [];
  // About 40 points a line are plenty to draw it.
  const thin = <T>(xs: readonly T[]): T[] => {
    const k = Math.max(1, Math.ceil(xs.length / 40));
    return xs.filter((_, i) => i % k === 0 || i === xs.length - 1);
  };
  return {
    cueLine: thin(cue).map((p): Vec2 => [p.x, p.y]),
    objectLine: thin(obj).map((p): Vec2 => [p.x, p.y]),
    first: contact ? (contact.ball as BallId) : null,
  };
}
