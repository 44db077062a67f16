/** The call being drafted: taps on balls and pockets, the call's buttons, and the call a shot carries. */
import type { BallId, ObjectBallId, PocketId } from "../../core/index.ts";
import type { Bola8Call, PinaCall } from "../../rules/index.ts";
import { ballAt as at, type ShotHint } from "./match-source.ts";
import { NO_CALL_WARNING } from "./screen-message.ts";
import { setAim } from "./session-aim.ts";
import type { CallDraft } from "./session-config.ts";
import type { SessionState } from "./session-state.ts";
import { refreshView } from "./session-view.ts";

export function pickBall(s: SessionState, id: BallId): void {
  const tr = s.turn.value;
  if (!s.humanToAct.value) return;
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  // Piña: a tap on the cue ball calls a defence (or takes it back), as its button does (PC-DEFENSE).
  if (s.config.game === "pina" && id === 0 && hint?.call === "ball-or-defense") {
    setCall(s, s.call.value.defense ? {} : { defense: true });
    return;
  }
  // Otherwise the cue ball is not a call, nor somewhere to aim.
  if (id === 0) return;
  if (s.config.game === "pina" && (tr.kind === "shot" || (tr.kind === "choose" && tr.shot))) {
    callChanged(s);
    s.call.value = {
      ball: id as ObjectBallId,
      ...(s.call.value.pocket ? { pocket: s.call.value.pocket } : {}),
    };
    refreshView(s);
    return;
  }
  // Bola 8 on an open table: a tap on a solid or a stripe declares that group (B8-OPEN), and aims.
  if (s.config.game === "bola8" && hint?.call === "group" && id !== 8)
    setCall(s, { group: id < 8 ? "solids" : "stripes" });
  // Elsewhere a tap on a ball aims straight at it.
  const m = s.match.value;
  const from = s.cueAt.value ?? at(m.balls, 0);
  const to = at(m.balls, id);
  if (from && to) setAim(s, { direction: (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI });
}

export function pickPocket(s: SessionState, id: PocketId): void {
  if (!s.humanToAct.value) return;
  const tr = s.turn.value;
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  if (!hint || hint.call === "none" || hint.call === "group") return;
  const c = s.call.value;
  callChanged(s);
  s.call.value = { ...(c.ball ? { ball: c.ball } : {}), pocket: id };
  refreshView(s);
}

export function setCall(s: SessionState, c: CallDraft): void {
  callChanged(s);
  s.call.value = c;
  refreshView(s);
}

/** The call changed: a warning about the call as it was no longer applies (nor its second press). */
function callChanged(s: SessionState): void {
  s.noCallWarned.value = false;
  const e = s.error.value;
  if (e && Object.values(NO_CALL_WARNING).includes(e.key)) s.error.value = null;
}

/**
 * The shot clock ran out with a call missing: the plainest one — a defence in Piña, the group of
 * the first legal ball on an open table, the 8 to its nearest pocket.
 */
export function plainestCall(s: SessionState, hint: ShotHint): void {
  const m = s.match.value;
  if (hint.call === "ball-or-defense") s.call.value = { defense: true };
  else if (hint.call === "group") {
    const b = hint.legalFirstContact.find((x) => x !== 8) ?? 1;
    s.call.value = { group: b < 8 ? "solids" : "stripes" };
  } else if (hint.call === "pocket-8") {
    const eight = at(m.balls, 8) ?? [0, 0];
    const near = [...m.table.pockets].sort(
      (p, q) =>
        Math.hypot(p.centre[0] - eight[0], p.centre[1] - eight[1]) -
        Math.hypot(q.centre[0] - eight[0], q.centre[1] - eight[1]),
    )[0];
    if (near) s.call.value = { pocket: near.id };
  }
}

/** The call the shot carries, from the draft and what the shot needs. */
export function buildCall(s: SessionState, hint: ShotHint): Bola8Call | PinaCall | undefined {
  const c = s.call.value;
  if (s.config.game === "pina") {
    if (hint.call === "none") return undefined;
    if (c.defense) return { defense: true };
    return c.ball && c.pocket ? { ball: c.ball, pocket: c.pocket } : undefined;
  }
  if (hint.call === "group" && c.group) return { group: c.group };
  if (hint.call === "pocket-8" && c.pocket) return { pocket: c.pocket };
  return undefined;
}
