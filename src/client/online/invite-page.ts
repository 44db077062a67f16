/** The page an invite link opens: who invites you to what, then join (as a guest if need be). */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect } from "preact/hooks";
import { t } from "../i18n/index.ts";
import { api, type MatchSummary } from "./api.ts";
import { sayApiError } from "./api-words.ts";
import { identity } from "./identity.ts";
import { IdentityCard } from "./identity-card.ts";
import { LangSwitch } from "./lang-switch.ts";
import { seatPlace } from "./sides-choice.ts";

export function InvitePage(props: { code: string; onJoined: (matchId: string) => void }): ComponentChild {
  const match = useSignal<MatchSummary | null>(null);
  const place = useSignal<{ side: number; member: number } | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    void api.invite(props.code).then((r) => {
      if (r.ok) {
        match.value = r.value.match;
        const { seat, member } = r.value;
        place.value = seat !== undefined && member !== undefined ? { side: seat, member } : null;
      } else error.value = r.error.status === 404 ? t("inviteGone") : sayApiError(r.error);
    });
  }, [props.code]);
  const me = identity.value;
  const m = match.value;
  const accept = async () => {
    if (!me) return;
    const r = await api.joinInvite(me.token, props.code);
    if (r.ok) props.onJoined(r.value.match.id);
    else error.value = sayApiError(r.error);
  };
  // The creator opening their own link goes straight to the match.
  const mine =
    m !== null &&
    me !== null &&
    (m.players.some((p) => p?.id === me.player.id) ||
      (m.sides ?? []).flat().some((p) => p?.id === me.player.id));
  return h(
    "div",
    { class: "ol-page", "data-testid": "invite-page" },
    h("div", { class: "row" }, h("h1", { style: "flex:1" }, t("onlineTitle")), h(LangSwitch, null)),
    m
      ? h(
          "p",
          { class: "who", "data-testid": "invite-who" },
          place.value
            ? t("joinSeat", {
                name: m.players[0].name,
                game: t(m.game),
                place: seatPlace(place.value.side, place.value.member),
              })
            : t("joinInvite", { name: m.players[0].name, game: t(m.game) }),
        )
      : null,
    error.value ? h("p", { class: "error", "data-testid": "invite-error" }, error.value) : null,
    h(IdentityCard, null),
    m && me
      ? mine
        ? h("button", { class: "primary", onClick: () => props.onJoined(m.id) }, t("acceptInvite"))
        : h(
            "button",
            {
              class: "primary",
              "data-testid": "accept-invite",
              disabled: m.status !== "open",
              onClick: () => void accept(),
            },
            t("acceptInvite"),
          )
      : null,
    h("a", { class: "button", href: "#/" }, t("backToLobby")),
  );
}
