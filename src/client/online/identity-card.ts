/**
 * Who you are online: a nickname to play as a guest at once, or the club-mode account. A guest
 * may sign in to an account here; the account is then offered the guest's history (claim-offer).
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { playerInfo } from "../../protocol/index.ts";
import { t } from "../i18n/index.ts";
import { api } from "./api.ts";
import { sayApiError } from "./api-words.ts";
import { ClaimOffer } from "./claim-offer.ts";
import { identity, setIdentity } from "./identity.ts";

export function IdentityCard(): ComponentChild {
  const me = identity.value;
  const nick = useSignal("");
  const name = useSignal("");
  const password = useSignal("");
  const error = useSignal<string | null>(null);
  /** A guest opening the account form (the guest stays until the account signs in). */
  const wantAccount = useSignal(false);
  const asGuest = async (e: Event) => {
    e.preventDefault();
    const r = await api.guest(nick.value);
    if (!r.ok) error.value = sayApiError(r.error);
    else setIdentity({ token: r.value.token, player: r.value.player });
  };
  const signIn = async (e: Event) => {
    e.preventDefault();
    const s = await api.signIn(name.value.trim(), password.value);
    if (!s.ok) {
      error.value = sayApiError(s.error);
      return;
    }
    const me = await api.me(s.value.token);
    if (!me.ok) {
      error.value = sayApiError(me.error);
      return;
    }
    const info = playerInfo.safeParse("player" in me.value ? me.value.player : me.value);
    if (!info.success) error.value = "unexpected answer from /api/online/me";
    else {
      error.value = null;
      wantAccount.value = false;
      setIdentity({ token: s.value.token, player: info.data });
    }
  };
  const accountForm = h(
    "form",
    { class: "ol-card", onSubmit: signIn },
    h("h2", null, t("signIn")),
    me?.player.guest ? h("p", { class: "muted small" }, t("guestSignInHelp")) : null,
    h("input", {
      type: "text",
      "aria-label": t("yourName"),
      placeholder: t("yourName"),
      autocomplete: "username",
      "data-testid": "account-name",
      onInput: (e: Event) => (name.value = (e.target as HTMLInputElement).value),
    }),
    h("input", {
      type: "password",
      "aria-label": t("password"),
      placeholder: t("password"),
      autocomplete: "current-password",
      "data-testid": "account-password",
      onInput: (e: Event) => (password.value = (e.target as HTMLInputElement).value),
    }),
    h("button", { type: "submit", "data-testid": "sign-in" }, t("signIn")),
  );
  const errorLine = error.value
    ? h("p", { class: "error", "data-testid": "identity-error" }, error.value)
    : null;
  if (me)
    return [
      h(
        "div",
        { class: "ol-card row", "data-testid": "me" },
        h(
          "span",
          null,
          t("signedInAs", { name: me.player.name }),
          me.player.guest ? ` (${t("guestTag")})` : "",
          me.player.rating !== undefined ? ` · ${t("rating")} ${Math.round(me.player.rating)}` : "",
        ),
        h(
          "div",
          { class: "row" },
          me.player.guest && !wantAccount.value
            ? h(
                "button",
                { "data-testid": "guest-sign-in", onClick: () => (wantAccount.value = true) },
                t("guestSignIn"),
              )
            : null,
          h("button", { "data-testid": "sign-out", onClick: () => setIdentity(null) }, t("signOut")),
        ),
      ),
      me.player.guest && wantAccount.value ? accountForm : null,
      me.player.guest ? errorLine : null,
      h(ClaimOffer, { me }),
    ];
  return h(
    "div",
    { class: "ol-grid" },
    h(
      "form",
      { class: "ol-card", onSubmit: asGuest },
      h("h2", null, t("playAsGuest")),
      h("p", { class: "muted small" }, t("nicknameHelp")),
      h("input", {
        type: "text",
        "aria-label": t("nickname"),
        placeholder: t("nickname"),
        maxLength: 24,
        "data-testid": "nickname",
        value: nick.value,
        onInput: (e: Event) => (nick.value = (e.target as HTMLInputElement).value),
      }),
      h("button", { class: "primary", type: "submit", "data-testid": "guest-go" }, t("playAsGuest")),
    ),
    accountForm,
    errorLine,
  );
}
