/**
 * One decision's search: the options looked at so far and what it may still spend. Every look
 * is a physics simulation judged by the referee (outcomeValue); the level's simulation budget
 * and a wall-clock guard bound them. The stages of select-shot.ts (pots, safeties, escapes, the
 * finalists) all add their options here, so the budget and the options have one home.
 */
import type { ObjectBallId, PocketId } from "../core/index.ts";
import type { BallState, Strike } from "../physics/index.ts";
import type { PotCandidate } from "./candidates.ts";
import { firstContact } from "./escape.ts";
import type { LevelProfile } from "./level.ts";
import { type PlayedOut, playOut } from "./play-out.ts";
import { callForWhatDropped } from "./shot-calls.ts";
import type { AiCall, AiSituation } from "./situation.ts";
import type { ShotHint } from "./targets.ts";
import { outcomeValue } from "./value.ts";

export interface Option {
  strike: Strike;
  readonly candidate?: PotCandidate;
  /** The noiseless look's result, for aim correction. */
  played?: PlayedOut;
  readonly call: AiCall | undefined;
  readonly intent: string;
  value: number;
  samples: number;
  /** Its aim was corrected for throw (or found not to need it). */
  refined?: boolean;
  /** A stroke called for what its look dropped (not a candidate pot): the ball hit first, the ball and pocket called. */
  readonly pot?: { readonly first: ObjectBallId; readonly target: ObjectBallId; readonly pocket: PocketId };
}

/** Looks a decision may still take past its time guard while it has no option at all. */
const LATE_LOOKS_MAX = 6;

export class ShotSearch {
  readonly options: Option[] = [];
  /** Simulations spent on looks. */
  sims = 0;
  /** Simulations an escape sweep spent on its own (counted apart: it has its own budget). */
  sweepSims = 0;
  /** Looks granted beyond the level's budget (an escape's finds must still be judged). */
  allowance = 0;
  private lateLooks = 0;

  constructor(
    readonly sit: AiSituation,
    /** The balls as they stand for this shot (the cue ball placed, with ball in hand). */
    readonly balls: readonly BallState[],
    readonly profile: LevelProfile,
    readonly radius: number,
    private readonly deadline: number,
  ) {}

  /** One simulation of a stroke, or null when the budget or the time is spent. */
  look(strike: Strike, call: AiCall | undefined): PlayedOut | null {
    if (this.sims >= this.profile.maxSims + this.allowance) return null;
    // Past the time guard only while there is nothing yet to play: a few looks more are better
    // than a blind fallback stroke.
    if (performance.now() > this.deadline) {
      if (this.options.length > 0 || this.lateLooks >= LATE_LOOKS_MAX) return null;
      this.lateLooks++;
    }
    this.sims++;
    return playOut(this.sit, this.balls, strike, call);
  }

  /** A look's value to the shooter, or null when no look was left. */
  judge(strike: Strike, call: AiCall | undefined): number | null {
    const out = this.look(strike, call);
    return out ? outcomeValue(this.sit, out, this.profile, this.radius) : null;
  }

  /**
   * A safety, escape or foul stroke: one noiseless look, judged, kept as an option. Returns the
   * look (null when none was left), for a caller that would look again with another call.
   */
  consider(strike: Strike, call: AiCall | undefined, intent: string, pot?: Option["pot"]): PlayedOut | null {
    const out = this.look(strike, call);
    if (!out) return null;
    const value = outcomeValue(this.sit, out, this.profile, this.radius);
    this.options.push({ strike, call, intent, value, samples: 1, ...(pot ? { pot } : {}) });
    return out;
  }

  /**
   * consider(), and when the look drops a ball its call does not name, the same stroke once more
   * called for that ball (callForWhatDropped): an escape or a safety that makes a ball may keep
   * the table, where the call it was planned with would have the ball spotted. A safety so called
   * is a two-way shot (a pot that leaves the opponent safe when it misses), said as one.
   */
  considerCallingWhatDrops(strike: Strike, call: AiCall | undefined, intent: string, hint: ShotHint): void {
    const look = this.consider(strike, call, intent);
    if (look)
      this.recallFor(look, strike, call, hint, (pot) =>
        pot && intent.startsWith("safety") ? `two-way ${pot.target} → ${pot.pocket} (${intent})` : intent,
      );
  }

  /**
   * A stroke kept only as the pot of what its look drops, called for it (a sweep's find, looked
   * at with `call`): nothing is kept when it drops nothing, or only what `call` names already.
   */
  considerOnlyWhatDrops(strike: Strike, call: AiCall | undefined, hint: ShotHint): void {
    const look = this.look(strike, call);
    if (look)
      this.recallFor(look, strike, call, hint, (pot) =>
        !pot
          ? "found"
          : `found ${pot.target} → ${pot.pocket}${pot.first === pot.target ? "" : ` (on ${pot.first})`}`,
      );
  }

  private recallFor(
    look: PlayedOut,
    strike: Strike,
    call: AiCall | undefined,
    hint: ShotHint,
    intentFor: (pot: Option["pot"]) => string,
  ): void {
    const better = callForWhatDropped(this.sit.state, hint, look.result, call);
    if (!better) return;
    this.allowance++;
    const first = firstContact(look.result.events)?.ball;
    const pot =
      "ball" in better && first !== undefined && first !== 0
        ? { first: first as ObjectBallId, target: better.ball, pocket: better.pocket }
        : undefined;
    this.consider(strike, better, intentFor(pot), pot);
  }

  /** A pot's stroke, one noiseless look, judged and kept as an option (false: no look was left). */
  considerPot(o: Option, c: PotCandidate): boolean {
    const out = this.look(o.strike, o.call);
    if (out === null) return false;
    o.played = out;
    o.value = this.potValue(out, c);
    o.samples = 1;
    this.options.push(o);
    return true;
  }

  /** A pot's noiseless result, tempered by its geometric odds. */
  potValue(out: PlayedOut, c: PotCandidate): number {
    return tempered(outcomeValue(this.sit, out, this.profile, this.radius), c);
  }

  /** The options, best first. */
  ranked(): Option[] {
    return [...this.options].sort((a, b) => b.value - a.value);
  }

  /** The best value found so far (−∞ with none). */
  bestValue(): number {
    return Math.max(Number.NEGATIVE_INFINITY, ...this.options.map((o) => o.value));
  }

  /** Every simulation the decision spent. */
  spent(): number {
    return this.sims + this.sweepSims;
  }
}

/** The geometric odds temper a noiseless result, which is the shot's best case. */
function tempered(v: number, c: PotCandidate): number {
  return v * (0.5 + 0.5 * Math.min(1, c.odds * 1.5));
}
