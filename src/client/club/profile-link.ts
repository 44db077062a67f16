/**
 * One profile for clubs and online play: the organizer's link to a player entered by name opens
 * the wall with `profile=TOKEN`; signed in online, the player adds the tournament (and their
 * results at the tables) to their online profile with one press. The token leaves the address
 * once used, so a reload does not try it again.
 */
import type { Problem } from "./api.ts";
import { api } from "./api.ts";
import { h } from "./dom.ts";
import { sayProblem, t } from "./i18n.ts";
import type { OnlineIdentity } from "./online-identity.ts";

const params = new URLSearchParams(location.search);
let token = params.get("profile");
let busy = false;
let problem: Problem | null = null;
/** The entry now on the profile, once added. */
let added: string | null = null;

async function addToProfile(tournament: string, me: OnlineIdentity, redraw: () => void): Promise<void> {
  if (!token || busy) return;
  busy = true;
  redraw();
  const r = await api<{ player: { id: string; name: string } }>(
    "POST",
    `/api/tournaments/${encodeURIComponent(tournament)}/profile`,
    { token },
    { authorization: `Bearer ${me.token}` },
  );
  busy = false;
  problem = r.ok ? null : r.error;
  if (r.ok) {
    added = r.value.player.name;
    token = null;
    params.delete("profile");
    history.replaceState(null, "", `${location.pathname}?${params}`);
  }
  redraw();
}

/** The card while the address holds a link (or just after it was used); null otherwise. */
export function profileLinkCard(
  tournament: string,
  me: OnlineIdentity | null,
  onlinePage: (hash?: string) => string,
  redraw: () => void,
): HTMLElement | null {
  if (!token && !added) return null;
  const body: (HTMLElement | string | null)[] = [h("h2", {}, t("profileLinkTitle"))];
  if (added && me)
    body.push(
      h("p", { "data-testid": "profile-added" }, t("profileAdded", { name: added }), " "),
      h("a", { href: onlinePage(`#/player/${encodeURIComponent(me.player.id)}`) }, t("seeProfile")),
    );
  else if (!me)
    body.push(
      h("p", {}, t("profileLinkIntro")),
      h(
        "p",
        { "data-testid": "profile-need-identity" },
        `${t("profileNeedIdentity")} `,
        h("a", { href: onlinePage() }, t("goOnline")),
        ".",
      ),
    );
  else
    body.push(
      h("p", {}, t("profileLinkIntro")),
      h("p", { class: "muted" }, t("youAreOnline", { name: me.player.name })),
      h(
        "button",
        {
          type: "button",
          class: "primary",
          "data-testid": "profile-add",
          disabled: busy,
          onclick: () => void addToProfile(tournament, me, redraw),
        },
        t("addToProfile"),
      ),
    );
  if (problem)
    body.push(
      h("div", { class: "error", role: "alert", "data-testid": "profile-error" }, sayProblem(problem)),
    );
  return h("section", { class: "card online", "data-testid": "profile-link" }, ...body);
}
