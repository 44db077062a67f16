/** Who a player is online: a guest made here, or a club-mode account signed in; and their rating. */
import { digest, newId, newToken } from "../auth/tokens.ts";
import type { StoredPlayer } from "../store/online-store.ts";
import { NEW_PLAYER } from "./glicko2.ts";
import type { OnlineState } from "./service-state.ts";

export async function createGuest(
  s: OnlineState,
  name: string,
): Promise<{ token: string; player: StoredPlayer }> {
  const id = newId();
  const token = newToken();
  await s.store.createGuest({ id, name, tokenHash: digest(token), at: s.config.now() });
  return { token, player: { id: `g:${id}`, name, guest: true } };
}

export async function identify(
  s: OnlineState,
  token: string | undefined | null,
): Promise<StoredPlayer | null> {
  if (!token || token.length > 100) return null;
  const guest = await s.store.guestByToken(digest(token));
  if (guest) return guest;
  const organizer = await s.account(token);
  if (!organizer) return null;
  const id = `a:${organizer}`;
  const name = await s.store.playerName(id);
  return name ? { id, name, guest: false } : null;
}

export async function ratingOf(s: OnlineState, playerId: string, game: string) {
  return (await s.store.rating(playerId, game)) ?? { ...NEW_PLAYER, games: 0 };
}
