/**
 * Where club mode's pages are, as links the server hands out: a table's scorekeeper link (its
 * token after '#', never sent to a server log), the wall, and a player's one-use profile link.
 * The desk shows them and the printed cards carry them as QR codes: one spelling for both.
 */
import type { Lang, Result } from "../../core/index.ts";
import { digest, newToken } from "../auth/tokens.ts";
import type { ClubError } from "../store/club-store.ts";
import type { Stores } from "../store/index.ts";

const q = (s: string) => encodeURIComponent(s);
const langPart = (lang?: Lang) => (lang ? `&lang=${lang}` : "");

export const tableLinkPath = (tournament: string, table: number, token: string, lang?: Lang): string =>
  `/club/table.html?t=${q(tournament)}&n=${table}${langPart(lang)}#${token}`;

export const wallPath = (tournament: string, lang?: Lang): string =>
  `/club/live.html?t=${q(tournament)}${langPart(lang)}`;

export const profileLinkPath = (tournament: string, token: string, lang?: Lang): string =>
  `/club/live.html?t=${q(tournament)}&profile=${q(token)}${langPart(lang)}`;

/** A new profile link for a player entered by name (it replaces the last): the player and the link's token. */
export async function newProfileLink(
  stores: Stores,
  tournament: string,
  player: string,
): Promise<Result<{ player: { id: string; name: string }; token: string }, ClubError>> {
  const token = newToken();
  const r = await stores.entries.profileLink(tournament, player, digest(token));
  if (!r.ok) return r;
  return { ok: true, value: { player: { id: r.value.id, name: r.value.name }, token } };
}
