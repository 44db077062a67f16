/**
 * One profile (issue 28): an account signed in at a browser that played as a guest is offered,
 * once, to keep that guest's history (matches, rating, tournaments) — POST /api/online/claim
 * with the guest's token — and is told what moved, or the refusal in words.
 */
import { signal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { lang, type MessageKey, t } from "../i18n/index.ts";
import { api, type ClaimAnswer } from "./api.ts";
import { sayApiError } from "./api-words.ts";
import { guestToClaim, type Identity, recordVersion, setGuestToClaim, setIdentity } from "./identity.ts";

type Outcome =
  | { readonly kind: "working" }
  | { readonly kind: "moved"; readonly text: string }
  | { readonly kind: "refused"; readonly text: string; readonly retry: boolean };

/** The answer on screen, kept after the offer is gone until the player closes it. */
const outcome = signal<Outcome | null>(null);

function counted(key: "claimMatches" | "claimTournaments", n: number): string {
  const form = new Intl.PluralRules(lang.value).select(n) === "one" ? "one" : "other";
  return t(`${key}_${form}` as MessageKey, { n });
}

function gameName(g: string): string {
  return g === "bola8" || g === "pina" ? t(g) : g;
}

/** "3 partidos y 1 torneo pasaron a tu cuenta. También tu rating de Bola 8." */
export function movedWords(moved: ClaimAnswer["moved"], guestName: string): string {
  const parts = [
    ...(moved.matches > 0 ? [counted("claimMatches", moved.matches)] : []),
    ...(moved.tournaments > 0 ? [counted("claimTournaments", moved.tournaments)] : []),
  ];
  const list = (items: string[]) => new Intl.ListFormat(lang.value, { type: "conjunction" }).format(items);
  const ratings =
    moved.ratings.length > 0 ? ` ${t("claimRatings", { games: list(moved.ratings.map(gameName)) })}` : "";
  if (parts.length === 0) return `${t("claimNothing", { name: guestName })}${ratings}`;
  const single = parts.length === 1 && (moved.matches === 1 || moved.tournaments === 1);
  return `${t(single ? "claimMovedOne" : "claimMoved", { what: list(parts) })}${ratings}`;
}

async function claim(me: Identity): Promise<void> {
  const g = guestToClaim.value;
  if (!g) return;
  outcome.value = { kind: "working" };
  const r = await api.claim(me.token, g.token);
  if (r.ok) {
    setGuestToClaim(null);
    outcome.value = { kind: "moved", text: movedWords(r.value.moved, g.name) };
    // The account's rating and record may have changed: read them again.
    const fresh = await api.me(me.token);
    if (fresh.ok && "player" in fresh.value && fresh.value.player)
      setIdentity({ token: me.token, player: fresh.value.player });
    recordVersion.value++;
    return;
  }
  // In play: the guest's match must end first, so the offer stays; anything else ends it.
  const retry = r.error.code === "guest-in-play" || r.error.code === "network";
  if (!retry) setGuestToClaim(null);
  const msg = sayApiError(r.error);
  outcome.value = { kind: "refused", text: t("claimRefused", { msg }), retry };
}

export function ClaimOffer(props: { me: Identity }): ComponentChild {
  const g = guestToClaim.value;
  const o = outcome.value;
  if (props.me.player.guest || (!g && !o)) return null;
  const close = () => {
    outcome.value = null;
  };
  if (o && o.kind !== "working" && !(o.kind === "refused" && o.retry && g))
    return h(
      "div",
      { class: `ol-card ol-claim${o.kind === "refused" ? " refused" : ""}`, "data-testid": "claim-offer" },
      h(
        "p",
        { class: o.kind === "refused" ? "error" : "", "data-testid": `claim-${o.kind}`, role: "status" },
        o.text,
      ),
      h(
        "div",
        { class: "row" },
        h("button", { "data-testid": "claim-close", onClick: close }, t("claimClose")),
      ),
    );
  if (!g) return null;
  const working = o?.kind === "working";
  return h(
    "div",
    { class: "ol-card ol-claim", "data-testid": "claim-offer" },
    h("h2", null, t("claimAsk", { name: g.name })),
    h("p", { class: "small muted" }, t("claimExplain")),
    o?.kind === "refused"
      ? h("p", { class: "error", "data-testid": "claim-refused", role: "status" }, o.text)
      : null,
    h(
      "div",
      { class: "row" },
      h(
        "button",
        {
          class: "primary",
          "data-testid": "claim-yes",
          disabled: working,
          onClick: () => void claim(props.me),
        },
        working ? t("claimWorking") : o?.kind === "refused" ? t("claimRetry") : t("claimYes"),
      ),
      h(
        "button",
        {
          "data-testid": "claim-no",
          disabled: working,
          onClick: () => {
            setGuestToClaim(null);
            outcome.value = null;
          },
        },
        t("claimNo"),
      ),
    ),
  );
}
