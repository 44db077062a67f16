/** What the person at the screen does with a turn: strike (or stroke the lag), choose an option, resign. */
import type { ObjectBallId, PlayerIndex } from "../../core/index.ts";
import { speedForPower, spotOwnBall } from "../../game/index.ts";
import type { Strike } from "../../physics/index.ts";
import type { Choice, OptionName } from "../../rules/index.ts";
import type { ChooseHint, Intent } from "./match-source.ts";
import { NO_CALL_WARNING } from "./screen-message.ts";
import { setAim, wrap180 } from "./session-aim.ts";
import { buildCall, plainestCall } from "./session-call.ts";
import type { SessionState } from "./session-state.ts";
import { refreshView } from "./session-view.ts";

/** The strike button, space bar, a released pull-back: a lag stroke or a shot. */
export async function strike(s: SessionState): Promise<void> {
  if (!s.humanToAct.value) return;
  const tr = s.turn.value;
  const a = s.aim.value;
  if (tr.kind === "lag") {
    await send(s, {
      kind: "lag-stroke",
      by: tr.who,
      stroke: { speed: speedForPower(a.power), angleDeg: wrap180(a.direction), tipY: a.tipY },
    });
    if (s.turn.value.kind === "lag") {
      setAim(s, { direction: 0 });
      refreshView(s);
    }
    return;
  }
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  if (!hint) return;
  // G-NOCALL: a shot with a call missing is ruled, never refused (Piña: nothing it pockets
  // scores; Bola 8: B8-F2 on an open table, B8-L7 for an 8 with no pocket named). The first
  // press says what will follow; the next one plays it. The same for both games.
  if (s.missingCall.value && !s.noCallWarned.value) {
    s.noCallWarned.value = true;
    s.error.value = { key: NO_CALL_WARNING[hint.call] };
    return;
  }
  const shot: Strike = {
    speed: speedForPower(a.power),
    direction: ((a.direction % 360) + 360) % 360,
    tipX: a.tipX,
    tipY: a.tipY,
    elevation: a.elevation,
  };
  const call = buildCall(s, hint);
  const cueAt = s.inHandNow() ? s.cueAt.value : null;
  await send(s, {
    kind: "strike",
    by: hint.by,
    strike: shot,
    ...(cueAt ? { cueBall: cueAt } : {}),
    ...(call ? { call } : {}),
  });
}

/**
 * The shot clock ran out (a setting, off by default): the shot is played as it is aimed; a
 * call still missing becomes the plainest one — a defence in Piña, the group of the first
 * legal ball on an open table, the 8 to its nearest pocket.
 */
export async function timeUp(s: SessionState): Promise<void> {
  if (!s.humanToAct.value) return;
  const tr = s.turn.value;
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  if (hint && s.missingCall.value) plainestCall(s, hint);
  // Time is up: no warning first, whatever is still uncalled (G-NOCALL).
  s.noCallWarned.value = true;
  await strike(s);
}

export async function choose(s: SessionState, option: OptionName): Promise<void> {
  const tr = s.turn.value;
  if (!s.humanToAct.value) return;
  if (tr.kind === "lag-choice") {
    if (option !== "break" && option !== "hand-over-break") return;
    await send(s, { kind: "choose", by: tr.who, choice: { kind: option } });
    return;
  }
  if (tr.kind !== "choose") return;
  const choice: Choice =
    option === "equalize" ? { kind: "equalize", balls: s.equalizePick.value } : { kind: option };
  await send(s, { kind: "choose", by: tr.who, choice });
}

/**
 * The options to show: the referee offers B8-SPOT-OWN on the player's word (it has no
 * positions); the button appears only when the balls on the table allow it.
 */
export function shownOptions(s: SessionState, hint: ChooseHint): readonly OptionName[] {
  const m = s.match.value;
  return hint.options.filter(
    (o) => o !== "spot-own" || (m.rules !== null && spotOwnBall(m.balls, m.rules, hint.by, m.table).ok),
  );
}

export function toggleEqualize(s: SessionState, ball: ObjectBallId): void {
  const tr = s.turn.value;
  if (tr.kind !== "choose") return;
  const cur = s.equalizePick.value;
  if (cur.includes(ball)) s.equalizePick.value = cur.filter((b) => b !== ball);
  else if (cur.length < (tr.hint.equalizeUpTo ?? 0)) s.equalizePick.value = [...cur, ball];
}

export async function resign(s: SessionState): Promise<void> {
  const tr = s.turn.value;
  if (tr.kind === "over" || s.busy.value === "playing" || !s.match.value.rules) return;
  // Against the computer the person resigns; at one screen, the player to act does.
  const by: PlayerIndex = s.source.isLocal(1) ? tr.who : 0;
  await send(s, { kind: "resign", by });
}

async function send(s: SessionState, intent: Intent): Promise<boolean> {
  const r = await s.source.send(intent);
  if (!r.ok) {
    s.error.value = { key: "errorShot", refusal: r.error };
    return false;
  }
  return true;
}
