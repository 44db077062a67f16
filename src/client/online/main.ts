/**
 * The online pages (online.html): #/ who you are, a private invite, quick match, the lobby,
 * the leaderboard and your history; #/invite/CODE the link a friend opens; #/match/ID the match
 * (as its player when this browser's token is one of its players', else watching);
 * #/watch/ID watching; #/player/ID a player's profile (ratings, matches, tournaments played
 * online; a tournament's wall links each online entry here). `window.__mingoOnline` is a
 * read-only snapshot for the end-to-end tests.
 */
import "../zod-jitless.ts";
import { effect, signal, untracked } from "@preact/signals";
import { type ComponentChild, h, render } from "preact";
import { t } from "../i18n/index.ts";
import { identity } from "./identity.ts";
import { IdentityCard } from "./identity-card.ts";
import { InvitePage } from "./invite-page.ts";
import { inviteFor } from "./invites.ts";
import { initLang, LangSwitch } from "./lang-switch.ts";
import { History, Leaderboard, Lobby, PlayerPage } from "./lists.ts";
import { MatchPage } from "./match-page.ts";
import { InviteCard, QuickMatchCard } from "./new-game.ts";
import { MatchRoom } from "./room.ts";
import { onlineSnapshot } from "./snapshot.ts";
import { OnlineSocket } from "./socket.ts";

initLang();

type Route =
  | { readonly kind: "home" }
  | { readonly kind: "invite"; readonly code: string }
  | { readonly kind: "player"; readonly id: string }
  | { readonly kind: "match"; readonly id: string; readonly watch: boolean };

function parseRoute(hash: string): Route {
  const [, what, arg] = hash.replace(/^#/, "").split("/");
  if (what === "invite" && arg) return { kind: "invite", code: decodeURIComponent(arg) };
  if (what === "player" && arg) return { kind: "player", id: decodeURIComponent(arg) };
  if ((what === "match" || what === "watch") && arg)
    return { kind: "match", id: decodeURIComponent(arg), watch: what === "watch" };
  return { kind: "home" };
}

const route = signal<Route>(parseRoute(location.hash));
const socket = new OnlineSocket();
const room = signal<MatchRoom | null>(null);

function go(hash: string): void {
  if (location.hash !== hash) location.hash = hash;
  else route.value = parseRoute(hash);
}
window.addEventListener("hashchange", () => {
  route.value = parseRoute(location.hash);
});

/** The room follows the route: one per match page, closed when leaving it. */
effect(() => {
  const r = route.value;
  untracked(() => {
    const cur = room.value;
    if (r.kind !== "match") {
      if (cur) {
        cur.dispose();
        room.value = null;
        socket.greet(null);
      }
      return;
    }
    if (cur && cur.matchId === r.id) return;
    cur?.dispose();
    const token = r.watch ? null : (identity.value?.token ?? null);
    room.value = new MatchRoom(r.id, socket, token);
  });
});

function Home(): ComponentChild {
  const me = identity.value;
  return h(
    "div",
    { class: "ol-page", "data-testid": "online-home" },
    h(
      "div",
      { class: "row" },
      h("h1", { style: "flex:1" }, t("onlineTitle")),
      h(LangSwitch, null),
      h("a", { class: "button", href: "./" }, t("onlineBack")),
    ),
    h(IdentityCard, null),
    me
      ? h(
          "div",
          { class: "ol-grid" },
          h(InviteCard, { onMatch: (id) => go(`#/match/${id}`) }),
          h(QuickMatchCard, { socket, onMatch: (id) => go(`#/match/${id}`) }),
        )
      : null,
    h(Lobby, { onMatch: (id) => go(`#/match/${id}`), onWatch: (id) => go(`#/watch/${id}`) }),
    h("div", { class: "ol-grid" }, h(Leaderboard, null), me ? h(History, null) : null),
  );
}

function App(): ComponentChild {
  const r = route.value;
  const rm = room.value;
  if (r.kind === "invite") return h(InvitePage, { code: r.code, onJoined: (id) => go(`#/match/${id}`) });
  if (r.kind === "player") return h(PlayerPage, { id: r.id, onBack: () => go("#/") });
  if (rm) return h(MatchPage, { room: rm, inviteUrl: inviteFor(rm.matchId), onLeave: () => go("#/") });
  return h(Home, null);
}

(window as unknown as { __mingoOnline: unknown }).__mingoOnline = {
  snapshot: () => onlineSnapshot(route.value.kind, room.value, socket),
  /** The page's own socket, for tests that send what the page never would. */
  socket,
  room: () => room.value,
  /** The match as this page has replayed it: setup and actions (a test replays them to pick a shot). */
  matchData: () => {
    const m = room.value?.source.value?.match.value;
    return m ? { setup: m.setup, actions: m.actions } : null;
  },
};

render(h(App, null), document.getElementById("app")!);
