/**
 * The online match: the game screen (the same table, panels and aim as at one screen, fed by the
 * remote source) under a slim online bar: whose turn, the shot clock, connection and presence,
 * spectators, quick phrases with mute, and the replay once the match is over.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { PHRASE_IDS, PHRASES, type PhraseId } from "../../protocol/index.ts";
import { GameScreen } from "../app/game-screen.ts";
import { sayRefusal } from "../app/refusal-words.ts";
import { lang, t } from "../i18n/index.ts";
import { savedMatchUrl } from "../replay/source.ts";
import type { MatchSummary } from "./api.ts";
import { seatInvitesFor } from "./invites.ts";
import { tournamentWallUrl } from "./lists.ts";
import type { RemoteMatchSource } from "./remote-source.ts";
import type { MatchRoom } from "./room.ts";
import { computerSeatName, seatPlace } from "./sides-choice.ts";

/** Re-renders every second while something counts down. */
function useNow(): number {
  const now = useSignal(Date.now());
  useEffect(() => {
    const id = setInterval(() => (now.value = Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  return now.value;
}

export function MatchPage(props: {
  room: MatchRoom;
  inviteUrl: string | null;
  onLeave: () => void;
}): ComponentChild {
  const room = props.room;
  const session = room.session.value;
  const summary = room.summary.value;
  if (room.fatal.value)
    return h(
      "div",
      { class: "ol-page" },
      h("p", { class: "error", "data-testid": "online-fatal" }, sayRefusal(room.fatal.value)),
      h("button", { onClick: props.onLeave }, t("backToLobby")),
    );
  if (!session) {
    // Connected, waiting for the opponent to open the invite (or for the welcome).
    return h(
      "div",
      { class: "ol-page", "data-testid": "online-waiting" },
      h("h1", null, t("onlineTitle")),
      summary ? h(TournamentLink, { summary }) : null,
      summary?.status === "open" && summary.sides
        ? h(SeatsWaiting, { summary })
        : summary?.status === "open"
          ? [
              h("p", null, t("waitingForOpponent")),
              props.inviteUrl ? h(InviteLink, { url: props.inviteUrl }) : null,
            ]
          : h("p", null, room.socket.state.value === "open" ? "…" : t("reconnecting")),
      h("button", { onClick: props.onLeave }, t("cancel")),
    );
  }
  return h(
    "div",
    { class: "ol-game" },
    h(OnlineBar, { room, onLeave: props.onLeave }),
    h(GameScreen, { session, onMenu: props.onLeave }),
  );
}

/** G-TEAM: the seats of a match of sides while it fills: who sits where, and each open seat's link. */
function SeatsWaiting(props: { summary: MatchSummary }): ComponentChild {
  const links = seatInvitesFor(props.summary.id);
  return h(
    "div",
    { "data-testid": "seats-waiting" },
    h("p", null, t("waitingForSeats")),
    links.length > 0 ? h("p", null, t("seatLinks")) : null,
    h(
      "ul",
      { class: "seats" },
      (props.summary.sides ?? []).flatMap((side, s) =>
        side.map((holder, k) => {
          const link = links.find((l) => l.side === s && l.member === k)?.link;
          return h(
            "li",
            { "data-testid": `seat-${s}-${k}` },
            h("strong", null, `${seatPlace(s, k)}: `),
            holder
              ? holder.computer
                ? computerSeatName(holder.computer)
                : holder.name
              : link
                ? h(InviteLink, { url: link, seat: true })
                : t("seatOpen"),
          );
        }),
      ),
    ),
  );
}

/** A tournament's encounter played online: its tournament, linked to the wall. */
function TournamentLink(props: { summary: MatchSummary }): ComponentChild {
  const of = props.summary.tournament;
  return of
    ? h(
        "a",
        {
          class: "ol-tournament-link",
          "data-testid": "match-tournament",
          href: tournamentWallUrl(of.id),
          title: t("matchOfTournament", { name: of.name }),
        },
        t("matchOfTournament", { name: of.name }),
      )
    : null;
}

/** A link to send, with its copy button; `seat`: a seat's own link (the seat's label says whose). */
export function InviteLink(props: { url: string; seat?: boolean }): ComponentChild {
  const copied = useSignal(false);
  return h(
    "div",
    { class: "ol-card" },
    props.seat ? null : h("p", null, t("inviteLink")),
    h("p", { class: "invite-url", "data-testid": "invite-url" }, props.url),
    h(
      "button",
      {
        onClick: async () => {
          try {
            await navigator.clipboard.writeText(props.url);
            copied.value = true;
          } catch {
            copied.value = false;
          }
        },
      },
      copied.value ? t("copied") : t("copyLink"),
    ),
  );
}

/** The game screen starts where the bar ends, however many rows the bar takes. */
function useBarHeight(): { current: HTMLDivElement | null } {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = bar.current;
    const page = el?.closest<HTMLElement>(".ol-game");
    if (!el || !page) return;
    const ro = new ResizeObserver(() => page.style.setProperty("--ol-bar", `${el.offsetHeight}px`));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return bar;
}

function OnlineBar(props: { room: MatchRoom; onLeave: () => void }): ComponentChild {
  const room = props.room;
  const bar = useBarHeight();
  const source = room.source.value!;
  const now = useNow();
  const b: Bar = {
    room,
    source,
    names: source.names,
    seat: source.seat,
    tr: source.turn.value,
    result: room.result.value,
    now,
  };
  const parts: ComponentChild[] = [
    ...turnParts(b),
    ...clockParts(b, room.clock.value),
    ...presenceParts(b),
    ...talkParts(b),
    ...endParts(b, props.onLeave),
  ];
  return h("div", { class: "ol-bar", "data-testid": "online-bar", ref: bar }, parts);
}

/** What the bar's parts are drawn from. */
interface Bar {
  readonly room: MatchRoom;
  readonly source: RemoteMatchSource;
  readonly names: RemoteMatchSource["names"];
  readonly seat: RemoteMatchSource["seat"];
  readonly tr: RemoteMatchSource["turn"]["value"];
  readonly result: MatchRoom["result"]["value"];
  readonly now: number;
}

/** Whose turn (or that we watch, or that it is over), and who we are. */
function turnParts(b: Bar): ComponentChild[] {
  const { room, source, names, seat, tr, result } = b;
  const parts: ComponentChild[] = [];
  if (seat === null)
    parts.push(h("span", { "data-testid": "online-role" }, t("spectating", { a: names[0], b: names[1] })));
  else if (result || tr.kind === "over") parts.push(h("b", null, t("matchFinished")));
  else if (source.mayAct.value === seat)
    parts.push(h("b", { class: "your-turn", "data-testid": "online-turn" }, t("yourTurn")));
  else
    parts.push(
      h(
        "span",
        { "data-testid": "online-turn" },
        // With sides, the partner due by name ("Carla (Ana y Carla)"): it may be our own partner.
        t("theirTurn", {
          name: room.session.value!.actorName(tr.kind === "lag" ? (seat === 0 ? 1 : 0) : tr.who),
        }),
      ),
    );
  const partners = source.match.value.setup.sides;
  if (seat !== null)
    parts.push(
      h(
        "span",
        { class: "muted you-are" },
        t("youAre", { name: partners ? `${partners[seat][source.member]} (${names[seat]})` : names[seat] }),
      ),
    );
  return parts;
}

/** The shot clock, and our extensions while it runs on us. */
function clockParts(b: Bar, clock: MatchRoom["clock"]["value"]): ComponentChild[] {
  const { source, seat, result, now } = b;
  const parts: ComponentChild[] = [];
  if (clock?.deadline && !result) {
    const s = Math.max(0, Math.ceil((clock.deadline - now) / 1000));
    parts.push(
      h(
        "span",
        { class: `clock${s <= 10 ? " low" : ""}`, "data-testid": "shot-clock" },
        t("onlineClock", { s }),
      ),
    );
    if (seat !== null && clock.on.includes(seat) && clock.extensionsLeft[seat] > 0)
      parts.push(
        h(
          "button",
          { "data-testid": "extend", onClick: () => void source.extend() },
          t("extension", { n: clock.extensionsLeft[seat] }),
        ),
      );
  }
  return parts;
}

/** Connection and presence: our reconnecting, an opponent away, the tournament, the spectators. */
function presenceParts(b: Bar): ComponentChild[] {
  const { room, names, seat, result, now } = b;
  const parts: ComponentChild[] = [];
  if (room.socket.state.value !== "open")
    parts.push(h("span", { class: "banner", "data-testid": "reconnecting" }, t("reconnecting")));
  for (const p of [0, 1] as const) {
    const until = room.graceUntil.value[p];
    if (!room.connected.value[p] && until && p !== seat && !result)
      parts.push(
        h(
          "span",
          { class: "banner", "data-testid": `away-${p}` },
          t("opponentAway", { name: names[p], s: Math.max(0, Math.ceil((until - now) / 1000)) }),
        ),
      );
  }
  const summary = room.summary.value;
  if (summary) parts.push(h(TournamentLink, { summary }));
  parts.push(
    h("span", { class: "muted", "data-testid": "spectators" }, t("spectators", { n: room.spectators.value })),
  );
  return parts;
}

/** Quick phrases: the one just heard, the choice to say one, and mute. */
function talkParts(b: Bar): ComponentChild[] {
  const { room, names, seat, result, now } = b;
  const parts: ComponentChild[] = [];
  const heard = room.heard.value;
  if (heard && now - heard.at < 8000)
    parts.push(
      h(
        "span",
        { class: "phrase-bubble", "data-testid": "phrase-heard" },
        t("saidBy", { name: names[heard.seat], phrase: PHRASES[lang.value][heard.phrase] }),
      ),
    );
  if (seat !== null && !result)
    parts.push(
      h(
        "select",
        {
          "aria-label": t("phrases"),
          "data-testid": "phrase",
          value: "",
          onChange: (e: Event) => {
            const el = e.target as HTMLSelectElement;
            if (el.value) room.sendPhrase(el.value as PhraseId);
            el.value = "";
          },
        },
        h("option", { value: "" }, t("phrases")),
        PHRASE_IDS.map((id) => h("option", { value: id }, PHRASES[lang.value][id])),
      ),
    );
  parts.push(
    h(
      "button",
      {
        class: room.muted.value ? "on" : "",
        "data-testid": "mute",
        onClick: () => room.setMuted(!room.muted.value),
      },
      room.muted.value ? t("unmute") : t("mute"),
    ),
  );
  return parts;
}

/** The replay once over, back to the lobby, and last a table that differs. */
function endParts(b: Bar, onLeave: () => void): ComponentChild[] {
  const { source, tr, result } = b;
  const parts: ComponentChild[] = [];
  // A saved file exists once the lag has decided the first breaker.
  if ((result || tr.kind === "over") && source.match.value.firstBreaker !== null)
    parts.push(
      h(
        "a",
        {
          class: "button primary",
          "data-testid": "watch-replay",
          href: `replay.html?file=${encodeURIComponent(savedMatchUrl(source.matchId))}&lang=${lang.value}`,
        },
        t("watchReplay"),
      ),
    );
  parts.push(h("button", { onClick: onLeave, "data-testid": "to-lobby" }, t("backToLobby")));
  // A refusal is said in the game screen's panel (room.ts). Last here, and the only part that
  // gives way when the bar is full (cut short, whole in its title): a table that differs, said
  // in the page's words, the step and the reason in English in the title for a bug report.
  if (source.desync.value)
    parts.push(
      h(
        "span",
        {
          class: "error give-way",
          title: `${t("desyncSaid")} (${source.desync.value})`,
          "data-testid": "desync",
        },
        t("desyncSaid"),
      ),
    );
  return parts;
}
