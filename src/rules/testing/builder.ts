/**
 * A small shot builder for readable rule scenarios:
 *   shot(0).hit(0, 1).rail(1).pocket(3, "foot-left").call({ ball: 3, pocket: "foot-left" })
 * and a runner that applies a list of steps and stops the test at the first refused one.
 */
import type { BallId, GameId, ObjectBallId, PlayerIndex, PocketId } from "../../core/index.ts";
import type { Action, Bola8Call, Choice, Group, PinaCall, ShotEvent, ShotRecord } from "../actions.ts";
import { type Applied, apply, newMatch } from "../match.ts";
import type { MatchState } from "../state.ts";

export class ShotBuilder {
  constructor(readonly record: ShotRecord) {}
  private with(patch: Partial<ShotRecord>): ShotBuilder {
    return new ShotBuilder({ ...this.record, ...patch });
  }
  private event(e: ShotEvent): ShotBuilder {
    return this.with({ events: [...this.record.events, e] });
  }
  hit(a: BallId, b: BallId): ShotBuilder {
    return this.event({ kind: "hit", a, b });
  }
  rail(...balls: BallId[]): ShotBuilder {
    return balls.reduce<ShotBuilder>((s, ball) => s.event({ kind: "rail", ball }), this);
  }
  pocket(ball: BallId, pocket: PocketId = "foot-left"): ShotBuilder {
    return this.event({ kind: "pocket", ball, pocket });
  }
  off(ball: BallId): ShotBuilder {
    return this.event({ kind: "off", ball });
  }
  call(call: Bola8Call | PinaCall): ShotBuilder {
    return this.with({ call });
  }
  fouls(...ids: string[]): ShotBuilder {
    return this.with({ fouls: ids });
  }
  miscue(): ShotBuilder {
    return this.with({ miscue: true });
  }
  /** G-TEAM-ORDER: the partner (index within the side) who struck. */
  partner(player: number): ShotBuilder {
    return this.with({ player });
  }
  get action(): Action {
    return { kind: "shot", shot: this.record };
  }
}

export const shot = (by: PlayerIndex): ShotBuilder => new ShotBuilder({ by, events: [] });

/** Hits `ball` first and pockets it: the commonest legal shot. */
export const sink = (by: PlayerIndex, ball: ObjectBallId, pocket: PocketId = "foot-left"): ShotBuilder =>
  shot(by).hit(0, ball).pocket(ball, pocket);

/** A Piña called shot that drops the called ball in the called pocket. */
export const called = (
  by: PlayerIndex,
  first: ObjectBallId,
  ball: ObjectBallId,
  pocket: PocketId = "foot-left",
) =>
  (first === ball ? shot(by).hit(0, ball) : shot(by).hit(0, first).hit(first, ball))
    .pocket(ball, pocket)
    .call({ ball, pocket });

/** A legal Bola 8 break that pockets nothing: four balls to a cushion. */
export const openBreak = (by: PlayerIndex): ShotBuilder => shot(by).hit(0, 1).rail(2, 3, 4, 5);

export const declare = (by: PlayerIndex, group: Group): Action => ({ kind: "declare", by, group });
export const choose = (
  by: PlayerIndex,
  kind: Exclude<Choice["kind"], "equalize">,
  ball?: ObjectBallId,
): Action => ({
  kind: "choose",
  by,
  choice: ball === undefined ? { kind } : { kind, ball },
});
export const equalize = (by: PlayerIndex, ...balls: ObjectBallId[]): Action => ({
  kind: "choose",
  by,
  choice: { kind: "equalize", balls },
});
export const lag = (winner: PlayerIndex): Action => ({ kind: "lag", winner });
export const resign = (by: PlayerIndex): Action => ({ kind: "resign", by });

export type Step = Action | ShotBuilder;
export const toAction = (s: Step): Action => (s instanceof ShotBuilder ? s.action : s);

export function start(
  game: GameId,
  settings: Record<string, unknown> = {},
  breaker: PlayerIndex = 0,
  sideSizes?: readonly number[],
): MatchState {
  const m = newMatch(game, settings, breaker, sideSizes);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Applies the steps in order; throws (failing the test) with the step number if one is refused. */
export function run(state: MatchState, ...steps: Step[]): Applied {
  let last: Applied | null = null;
  let s = state;
  for (const [i, step] of steps.entries()) {
    const r = apply(s, toAction(step));
    if (!r.ok) throw new Error(`step ${i + 1} refused: ${r.error.code}: ${r.error.message}`);
    last = r.value;
    s = r.value.state;
  }
  if (!last) throw new Error("run needs at least one step");
  return last;
}

/** The error code of the last step, after the others ran fine. */
export function refused(state: MatchState, ...steps: Step[]): string {
  const before = steps.slice(0, -1);
  const s = before.length > 0 ? run(state, ...before).state : state;
  const lastStep = steps[steps.length - 1];
  if (!lastStep) throw new Error("refused needs a step");
  const r = apply(s, toAction(lastStep));
  if (r.ok) throw new Error("expected the step to be refused");
  return r.error.code;
}

/** A mid-rack position built directly (the referee's state is plain data): play phase, nothing pending. */
export function position(game: GameId, p: Partial<MatchState> & { onTable: ObjectBallId[] }): MatchState {
  const s = start(game);
  const onTable = [...p.onTable].sort((a, b) => a - b);
  const pocketed = s.onTable.filter((b) => !onTable.includes(b) && !(p.offTable ?? []).includes(b));
  return { ...s, phase: { kind: "play" }, ballInHand: false, pocketed, ...p, onTable };
}
