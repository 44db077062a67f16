/** The aim of the person at the screen: set by hand within the lag's limits, and set up afresh for each new shooter. */
import type { Vec2 } from "../../core/index.ts";
import { breakPreset, defaultCueBallSpot, nearestAllowed, placementRegion } from "../../game/index.ts";
import type { BallState } from "../../physics/index.ts";
import type { AimState } from "../view/index.ts";
import { BALL_RADIUS } from "./adapters.ts";
import { ballAt as at } from "./match-source.ts";
import type { SessionState } from "./session-state.ts";

export const MAX_LAG_ANGLE = 20;
const LAG_POWER = 0.33;

export function setAim(s: SessionState, patch: Partial<AimState>): void {
  const a = { ...s.aim.value, ...patch };
  const tr = s.turn.value;
  if (tr.kind === "lag") {
    const d = wrap180(a.direction);
    a.direction = Math.max(-MAX_LAG_ANGLE, Math.min(MAX_LAG_ANGLE, d));
    a.elevation = 0;
    a.tipX = 0;
  }
  // The person's own power setting is remembered for their next normal shot.
  if (patch.power !== undefined && tr.kind !== "lag" && !(tr.kind === "shot" && tr.hint.isBreak))
    s.playPower = a.power;
  s.aim.value = a;
  s.view?.setAim(a);
}

/** Sets the aim and cue-ball placement up for the next shooter. */
export function prepareTurn(s: SessionState): void {
  const m = s.match.value;
  const tr = s.turn.value;
  s.hintLine.value = null;
  if (tr.kind === "lag") {
    setAim(s, { direction: 0, power: LAG_POWER, tipX: 0, tipY: 0, elevation: 0 });
    return;
  }
  if (tr.kind !== "shot" && !(tr.kind === "choose" && tr.shot)) return;
  const isBreak = tr.kind === "shot" && tr.hint.isBreak;
  const preset = isBreak ? breakPreset(s.config.game, m.table, m.balls, BALL_RADIUS) : null;
  let from = at(m.balls, 0);
  if (s.inHandNow()) {
    const region = placementRegion(
      m.table,
      m.balls.filter((b) => b.id !== 0),
      "kitchen",
      BALL_RADIUS,
    );
    const want =
      preset?.cueBall ??
      (from && from[0] <= m.table.headStringX ? from : defaultCueBallSpot(m.table, BALL_RADIUS));
    from = nearestAllowed(want, region) ?? want;
    s.cueAt.value = from;
  }
  if (!from) return;
  // The break as the preset plays it; else at the ball on (Piña), else toward the rack's centre.
  const on = s.ballOn();
  const target = preset?.aimAt ??
    (on !== null ? at(m.balls, on) : null) ??
    centreOfObjects(m.balls) ?? [m.table.footSpot[0], 0];
  const direction = (Math.atan2(target[1] - from[1], target[0] - from[0]) * 180) / Math.PI;
  s.aim.value = {
    direction,
    power: preset?.power ?? s.playPower,
    tipX: 0,
    tipY: preset?.tipY ?? 0,
    elevation: 0,
  };
  s.view?.setAim(s.aim.value);
}

function centreOfObjects(balls: readonly BallState[]): Vec2 | null {
  const on = balls.filter((b) => b.id !== 0 && b.motion !== "pocketed" && b.motion !== "off");
  if (on.length === 0) return null;
  return [on.reduce((s, b) => s + b.r[0], 0) / on.length, on.reduce((s, b) => s + b.r[1], 0) / on.length];
}

export const wrap180 = (d: number): number => ((((d + 180) % 360) + 360) % 360) - 180;
