/**
 * Quick match: a player waits in the queue of one game, table size and race; the nearest rating
 * within a window pairs. The window widens the longer a player waits (a strong player at
 * 3 a.m. still gets a game). The queue lives behind the MatchQueue port (in-process or Redis),
 * so two nodes pair their players with each other; the waiting player's node hears of the
 * pairing on the bus channel of its ticket.
 */

import { AI_LEVELS, type AiLevel, LEVEL_RATINGS } from "../../ai/index.ts";
import {
  type MatchOptions,
  matchOptions,
  ONLINE_PROTOCOL_VERSION,
  type ServerMessage,
} from "../../protocol/index.ts";
import { newId } from "../auth/tokens.ts";
import type { StoredPlayer } from "../store/online-store.ts";
import type { QueueEntry, Unsubscribe } from "./bus.ts";
import type { Conn } from "./rooms.ts";
import type { OnlineService } from "./service.ts";

const START_WINDOW = 100;
const WIDEN_PER_SECOND = 25;
const MAX_WINDOW = 1000;

interface Waiting {
  readonly conn: Conn;
  entry: QueueEntry;
  readonly unsub: Unsubscribe;
  /** Sweeps in a row that found the entry gone from the queue with no pairing heard. */
  missing: number;
  /**
   * G-TEAM: this half of a pair is inside the pair entry its partner's node holds (that
   * partner's ticket): the sweep leaves it be; it is told when the pair is paired or broken.
   */
  heldBy: string | null;
  /** G-TEAM: the pair code this player queued with, or null. */
  readonly code: string | null;
  /** The game key, game|table|race. */
  readonly key: string;
}

export interface QueueRequest {
  readonly game: "bola8" | "pina";
  readonly tableSizeFt: 7 | 8 | 9;
  readonly raceTo: number;
  /** G-TEAM: the code both partners of a pair send. */
  readonly pair?: string | undefined;
  /** Seconds after which the computer is offered instead of waiting on (singles). */
  readonly computerAfterS?: number | undefined;
  readonly ref?: string | undefined;
}

/** What travels on a ticket's channel: the player's own message, or a pair's bookkeeping. */
type TicketNote =
  | ServerMessage
  /** Your half is now in the pair entry of ticket `by`. */
  | { readonly t: "held"; readonly by: string }
  /** The partner who held your half left: wait for a partner again. */
  | { readonly t: "released" }
  /** Your partner's half left: your pair entry is no more; wait for a partner again. */
  | { readonly t: "partner-left" };

const ticketChannel = (t: string) => `oq:${t}`;
/** A pair's half waits under its game key and code; any rating matches a partner. */
const halfKey = (key: string, code: string) => `${key}|pair:${code}`;
const pairsKey = (key: string) => `${key}|2v2`;
const ANY_RATING = 1e9;

export class Matchmaker {
  private readonly waiting = new Map<string, Waiting>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly service: OnlineService) {}

  /** Players waiting on this node (the metrics' queue gauge). */
  get size(): number {
    return this.waiting.size;
  }

  start(sweepMs: number): void {
    this.timer = setInterval(() => void this.sweep(), sweepMs);
    this.timer.unref();
  }

  async enqueue(conn: Conn, player: StoredPlayer, req: QueueRequest): Promise<void> {
    await this.leave(conn);
    const rating = (await this.service.ratingOf(player.id, req.game)).rating;
    // Piña has no race (a match is an encounter of up to three games).
    const key = `${req.game}|${req.tableSizeFt}|${req.game === "bola8" ? req.raceTo : 1}`;
    const ticket = newId();
    const since = this.service.config.now();
    // Listening before anything is queued: a pairing published at once is heard.
    const unsub = await this.service.ports.bus.subscribe(ticketChannel(ticket), (p) => this.heard(ticket, p));
    const computerAt =
      req.computerAfterS !== undefined && !req.pair ? since + req.computerAfterS * 1000 : undefined;
    const w: Waiting = {
      conn,
      entry: { ticket, player, rating, key, since, ...(computerAt !== undefined ? { computerAt } : {}) },
      unsub,
      missing: 0,
      heldBy: null,
      code: req.pair ?? null,
      key,
    };
    this.waiting.set(ticket, w);
    conn.ticket = ticket;
    const queued = (
      pair?: "waiting-partner" | "waiting-rivals",
      ref: string | null | undefined = req.ref,
    ): ServerMessage => ({
      v: ONLINE_PROTOCOL_VERSION,
      kind: "queued",
      game: req.game,
      rating: w.entry.rating,
      ...(pair ? { pair } : {}),
      ...(ref ? { ref } : {}),
    });
    if (req.pair) {
      const half: QueueEntry = { ...w.entry, key: halfKey(key, req.pair) };
      const other = await this.service.ports.queue.claim(half.key, rating, ANY_RATING, player.id);
      if (!other) {
        w.entry = half;
        await this.service.ports.queue.add(half);
        conn.send(queued("waiting-partner"));
        return;
      }
      // Both partners are in: one pair entry at their mean rating, held here; the partner's
      // half is told so (it stays listening on its own ticket for the pairing).
      w.entry = {
        ticket,
        player,
        rating: (rating + other.rating) / 2,
        key: pairsKey(key),
        since,
        partner: { ticket: other.ticket, player: other.player },
      };
      await this.note(other.ticket, { t: "held", by: ticket });
      await this.note(other.ticket, queued("waiting-rivals", null));
    }
    const found = await this.service.ports.queue.claim(w.entry.key, w.entry.rating, START_WINDOW, player.id);
    if (found) {
      await this.pair(found, w.entry);
      return;
    }
    await this.service.ports.queue.add(w.entry);
    conn.send(queued(req.pair ? "waiting-rivals" : undefined));
  }

  async leave(conn: Conn): Promise<void> {
    const t = conn.ticket;
    if (!t) return;
    conn.ticket = null;
    const w = this.waiting.get(t);
    this.waiting.delete(t);
    await w?.unsub();
    await this.service.ports.queue.remove(t);
    // A pair broken before it was paired: the one left behind waits for a partner again.
    if (w?.entry.partner) await this.note(w.entry.partner.ticket, { t: "released" });
    if (w?.heldBy) await this.note(w.heldBy, { t: "partner-left" });
  }

  private async note(ticket: string, n: TicketNote): Promise<void> {
    await this.service.ports.bus.publish(ticketChannel(ticket), JSON.stringify(n));
  }

  /** A message on a waiting ticket's channel. */
  private heard(ticket: string, payload: string): void {
    const w = this.waiting.get(ticket);
    if (!w) return;
    const n = JSON.parse(payload) as TicketNote;
    if ("t" in n) {
      void this.rearrange(w, n);
      return;
    }
    if (n.kind !== "paired") {
      w.conn.send(n);
      return;
    }
    this.waiting.delete(ticket);
    void w.unsub();
    w.conn.ticket = null;
    w.conn.send(n);
  }

  /** A pair's bookkeeping: held by a partner, or back to waiting for one. */
  private async rearrange(w: Waiting, n: Exclude<TicketNote, ServerMessage>): Promise<void> {
    if (n.t === "held") {
      w.heldBy = n.by;
      return;
    }
    if (n.t === "partner-left") {
      // Our pair entry leaves the queue (if nobody paired it meanwhile) and our half waits again.
      if (!(await this.service.ports.queue.remove(w.entry.ticket))) return;
    }
    const { partner: _gone, ...alone } = w.entry;
    const game = w.key.split("|")[0] as "bola8" | "pina";
    const rating = (await this.service.ratingOf(w.entry.player.id, game)).rating;
    w.heldBy = null;
    w.missing = 0;
    w.entry = { ...alone, rating, key: halfKey(w.key, w.code ?? "") };
    await this.service.ports.queue.add(w.entry);
    w.conn.send({
      v: ONLINE_PROTOCOL_VERSION,
      kind: "queued",
      game,
      rating,
      pair: "waiting-partner",
    });
  }

  /**
   * `waited` was in the queue (maybe on another node), `local` has just claimed it: the match
   * is made and everyone is told on their ticket's channel (seat, and with pairs the place).
   */
  private async pair(waited: QueueEntry, local: QueueEntry): Promise<void> {
    const options = optionsOf(waited.key);
    const info = (p: StoredPlayer) => ({ id: p.id, name: p.name, guest: p.guest });
    if (!waited.partner || !local.partner) {
      const made = await this.service.createMatch(waited.player, options, local.player);
      if (!made.ok) return;
      const match = made.value.match.id;
      const paired = (seat: 0 | 1, opponent: StoredPlayer): ServerMessage => ({
        v: ONLINE_PROTOCOL_VERSION,
        kind: "paired",
        match,
        seat,
        opponent: info(opponent),
      });
      await this.note(waited.ticket, paired(0, local.player));
      await this.note(local.ticket, paired(1, waited.player));
      return;
    }
    // G-TEAM: two pairs. Each pair's first queued partner shoots first in its side.
    const sides = [
      [waited.partner, { ticket: waited.ticket, player: waited.player }],
      [local.partner, { ticket: local.ticket, player: local.player }],
    ] as const;
    const made = await this.service.createMatch(
      sides[0][0].player,
      {
        ...options,
        sides: [
          ["person", "person"],
          ["person", "person"],
        ],
      },
      undefined,
      [sides[0].map((s) => info(s.player)), sides[1].map((s) => info(s.player))],
    );
    if (!made.ok) return;
    for (const side of [0, 1] as const)
      for (const [member, s] of sides[side].entries())
        await this.note(s.ticket, {
          v: ONLINE_PROTOCOL_VERSION,
          kind: "paired",
          match: made.value.match.id,
          seat: side,
          member,
          opponent: info(sides[side === 0 ? 1 : 0][0].player),
        });
  }

  /**
   * A singles match against the computer at the level whose measured rating (LEVEL_RATINGS,
   * from the ratings bench) is nearest the player's; the match names its seat as the computer.
   */
  private async againstComputer(e: QueueEntry): Promise<void> {
    const game = e.key.split("|")[0] as "bola8" | "pina";
    const level = nearestLevel(game, e.rating);
    const options = {
      ...optionsOf(e.key),
      sides: [["person"], [{ computer: level }]] as MatchOptions["sides"],
    };
    const made = await this.service.createMatch(e.player, options);
    if (!made.ok) return;
    const cpu = made.value.match.sides?.[1][0];
    if (!cpu) return;
    await this.note(e.ticket, {
      v: ONLINE_PROTOCOL_VERSION,
      kind: "paired",
      match: made.value.match.id,
      seat: 0,
      opponent: { id: cpu.id, name: cpu.name, guest: false, rating: LEVEL_RATINGS[game][level].rating },
      computer: level,
    });
  }

  /** Waiting players here try again with a window widened by their wait. */
  private async sweep(): Promise<void> {
    const now = this.service.config.now();
    for (const [ticket, w] of [...this.waiting]) {
      // A pair's half waits for its partner (who claims it), or is held in the partner's entry.
      if (w.heldBy || w.entry.key.includes("|pair:")) continue;
      // Nobody came in the time the player gave: the computer, if nobody claims them meanwhile.
      if (w.entry.computerAt !== undefined && now >= w.entry.computerAt) {
        if (await this.service.ports.queue.remove(ticket)) await this.againstComputer(w.entry);
        continue;
      }
      const window = Math.min(MAX_WINDOW, START_WINDOW + (WIDEN_PER_SECOND * (now - w.entry.since)) / 1000);
      // Out of the queue first, so nobody claims us while we look.
      if (!(await this.service.ports.queue.remove(ticket))) {
        // Claimed by another node (its pairing is on the way), or purged as a ghost while this
        // node was too slow to beat: a whole sweep with no pairing means the latter.
        if (++w.missing >= 2) {
          w.missing = 0;
          await this.service.ports.queue.add(w.entry);
        }
        continue;
      }
      w.missing = 0;
      const found = await this.service.ports.queue.claim(
        w.entry.key,
        w.entry.rating,
        window,
        w.entry.player.id,
      );
      if (found) await this.pair(found, w.entry);
      else await this.service.ports.queue.add(w.entry);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const w of this.waiting.values()) {
      await w.unsub();
      await this.service.ports.queue.remove(w.entry.ticket);
    }
    this.waiting.clear();
  }
}

/** The computer level whose measured rating in `game` is nearest `rating`. */
export function nearestLevel(game: "bola8" | "pina", rating: number): AiLevel {
  const gap = (l: AiLevel) => Math.abs(LEVEL_RATINGS[game][l].rating - rating);
  return AI_LEVELS.reduce((best, l) => (gap(l) < gap(best) ? l : best));
}

/** A queue key's match: game|tableSizeFt|raceTo (Piña has no race: an encounter of up to three games). */
function optionsOf(key: string): MatchOptions {
  const [game, size, race] = key.split("|");
  return matchOptions.parse({
    game,
    settings:
      game === "bola8" ? { tableSizeFt: Number(size), raceTo: Number(race) } : { tableSizeFt: Number(size) },
  });
}
