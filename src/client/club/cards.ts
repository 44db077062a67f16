/**
 * The desk's printed cards (issue 39): the table cards (each table's scorekeeper link and the
 * wall's address as QR codes) and a player's profile card. They carry secrets (a table's
 * link is its key), so the desk asks for them signed in and saves the PDF it gets; the links
 * on them are made from this page's own address, which is why a desk opened at localhost warns.
 */
import type { Problem } from "./api.ts";
import { apiFile } from "./api.ts";
import { h } from "./dom.ts";
import { lang, t } from "./i18n.ts";

type Auth = Readonly<Record<string, string>>;

/** What the cards' links are made from: the address this desk was opened at. */
const cardQuery = () => `lang=${lang.value}&origin=${encodeURIComponent(location.origin)}`;

/** Phones cannot reach "localhost": the cards would carry links that open nothing. */
const atLocalhost = () => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(location.hostname);

async function savePdf(
  method: "GET" | "POST",
  url: string,
  filename: string,
  auth: Auth,
): Promise<Problem | null> {
  const r = await apiFile(method, url, auth);
  if (!r.ok) return r.error;
  const href = URL.createObjectURL(r.value);
  const a = h("a", { href, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has the file once the click is handled; the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return null;
}

/** The table cards' button, with the localhost warning when the desk has that address. */
export function tableCardsControl(
  tournament: string,
  auth: () => Auth,
  act: (fn: () => Promise<Problem | null>) => void,
): HTMLElement {
  const button = h(
    "button",
    {
      type: "button",
      class: "chip",
      "data-testid": "print-table-cards",
      onclick: () =>
        act(() =>
          savePdf(
            "GET",
            `/api/tournaments/${encodeURIComponent(tournament)}/table-cards.pdf?${cardQuery()}`,
            `${t("tableCardsFile")}-${tournament}.pdf`,
            auth(),
          ),
        ),
    },
    t("printTableCards"),
  );
  if (!atLocalhost()) return button;
  return h(
    "span",
    {},
    button,
    " ",
    h("small", { class: "muted", "data-testid": "cards-localhost" }, t("cardsLocalhost")),
  );
}

/** A player's profile card: a new link (the last one stops working) printed as a QR code. */
export function profileCardButton(
  tournament: string,
  player: { readonly id: string; readonly name: string },
  auth: () => Auth,
  act: (fn: () => Promise<Problem | null>) => void,
  printed: () => void,
): HTMLElement {
  return h(
    "button",
    {
      type: "button",
      "data-testid": `print-profile-card-${player.id}`,
      onclick: () =>
        act(async () => {
          const url = `/api/tournaments/${encodeURIComponent(tournament)}/players/${encodeURIComponent(player.id)}/profile-card.pdf?${cardQuery()}`;
          const problem = await savePdf("POST", url, `${t("profileCardFile")}-${player.id}.pdf`, auth());
          if (!problem) printed();
          return problem;
        }),
    },
    t("printProfileCard"),
  );
}
