/** What the end-to-end tests read from an online page (they act only through the page and its socket). */
import { partnerDue } from "../../game/index.ts";
import { renderLine } from "../../narration/index.ts";
import { lang } from "../i18n/index.ts";
import type { MatchRoom } from "./room.ts";
import type { OnlineSocket } from "./socket.ts";

export function onlineSnapshot(route: string, room: MatchRoom | null, socket: OnlineSocket) {
  const source = room?.source.value ?? null;
  const session = room?.session.value ?? null;
  const m = source?.match.value ?? null;
  const tr = source?.turn.value ?? null;
  return {
    route,
    socket: socket.state.value,
    status: room?.summary.value?.status ?? null,
    seat: source?.seat ?? null,
    member: source?.member ?? null,
    /** G-TEAM-ORDER: the partner due in each side, with sides. */
    due: m?.setup.sides ? ([0, 1] as const).map((p) => partnerDue(m, p)) : null,
    /** The turn line the page shows ("Le toca a Carla (Ana y Carla)", "Tu turno"). */
    turnLine: document.querySelector('[data-testid="online-turn"]')?.textContent ?? null,
    seq: source?.seq.value ?? null,
    actions: m?.actions.length ?? null,
    turn: tr?.kind ?? null,
    who: tr && tr.kind !== "over" ? tr.who : null,
    mayAct: source?.mayAct.value ?? null,
    busy: session?.busy.value ?? null,
    humanToAct: session?.humanToAct.value ?? false,
    inHand: session?.inHandNow() ?? false,
    phase: m?.phase.kind ?? null,
    rack: m?.rules?.rack ?? null,
    matchOver: m?.rules?.matchOver ?? false,
    matchScore: m?.rules?.matchScore ?? null,
    balls: m?.balls.filter((b) => b.motion !== "pocketed" && b.motion !== "off").length ?? null,
    latest: session?.latest.value.map((l) => renderLine(l, lang.value)) ?? [],
    refusal: room?.refusal.value ? `${room.refusal.value.code}: ${room.refusal.value.detail}` : null,
    desync: source?.desync.value ?? null,
    result: room?.result.value ?? null,
    spectators: room?.spectators.value ?? null,
    connected: room?.connected.value ?? null,
  };
}
