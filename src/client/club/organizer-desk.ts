/**
 * What the organizer's desk (organizer.ts) lends the parts it draws (its forms, its tournament
 * panel): the signed-in headers, a request run as the desk's action, a redraw, and the
 * tournament to open.
 */
import type { Problem } from "./api.ts";
import { isClubKey, t } from "./i18n.ts";

export interface Desk {
  auth(): Readonly<Record<string, string>>;
  /** Runs one request of the desk; a refusal stays on screen until the next action. */
  act(fn: () => Promise<Problem | null>): Promise<void>;
  render(): void;
  openAdmin(id: string): void;
}

export function statusWord(s: string): string {
  return isClubKey(s) ? t(s) : s;
}
