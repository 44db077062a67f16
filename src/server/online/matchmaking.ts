/**
 * Quick match: a player waits in the queue of one game, table size and race; the nearest rating
 * within a window pairs. The window widens the longer a player waits (a strong player at
 * 3 a.m. still gets a game). The queue lives behind the MatchQueue port (in-process or Redis),
 * so two nodes pair their players with each other; the waiting player's node hears of the
 * pairing on the bus channel of its ticket.
 */

import { matchOptions, ONLINE_PROTOCOL_VERSION, type ServerMessage } from "../../protocol/online.ts";
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
  readonly entry: QueueEntry;
  readonly unsub: Unsubscribe;
  /** Sweeps in a row that found the entry gone from the queue with no pairing heard. */
  missing: number;
}

export interface QueueRequest {
  readonly game: "bola8" | "pina";
  readonly tableSizeFt: 7 | 8 | 9;
  readonly raceTo: number;
  readonly ref?: string;
}

const ticketChannel = (t: string) => `oq:${t}`;

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
    const entry: QueueEntry = { ticket, player, rating, key, since: this.service.config.now() };
    const found = await this.service.ports.queue.claim(key, rating, START_WINDOW, player.id);
    if (found) {
      await this.pair(found, { conn, entry });
      return;
    }
    const unsub = await this.service.ports.bus.subscribe(ticketChannel(ticket), (p) => {
      const w = this.waiting.get(ticket);
      if (!w) return;
      this.waiting.delete(ticket);
      void w.unsub();
      w.conn.ticket = null;
      w.conn.send(JSON.parse(p) as ServerMessage);
    });
    this.waiting.set(ticket, { conn, entry, unsub, missing: 0 });
    conn.ticket = ticket;
    await this.service.ports.queue.add(entry);
    conn.send({
      v: ONLINE_PROTOCOL_VERSION,
      kind: "queued",
      game: req.game,
      rating,
      ...(req.ref ? { ref: req.ref } : {}),
    });
  }

  async leave(conn: Conn): Promise<void> {
    const t = conn.ticket;
    if (!t) return;
    conn.ticket = null;
    const w = this.waiting.get(t);
    this.waiting.delete(t);
    await w?.unsub();
    await this.service.ports.queue.remove(t);
  }

  /** `seat0` waited (maybe on another node); `local` is a socket here. */
  private async pair(seat0: QueueEntry, local: { conn: Conn; entry: QueueEntry }): Promise<void> {
    const [game, size, race] = seat0.key.split("|");
    const options = matchOptions.parse({
      game,
      settings:
        game === "bola8"
          ? { tableSizeFt: Number(size), raceTo: Number(race) }
          : { tableSizeFt: Number(size) },
    });
    const made = await this.service.createMatch(seat0.player, options, local.entry.player);
    if (!made.ok) return;
    const id = made.value.match.id;
    const opponent = (p: StoredPlayer) => ({ id: p.id, name: p.name, guest: p.guest });
    await this.service.ports.bus.publish(
      ticketChannel(seat0.ticket),
      JSON.stringify({
        v: ONLINE_PROTOCOL_VERSION,
        kind: "paired",
        match: id,
        seat: 0,
        opponent: opponent(local.entry.player),
      } satisfies ServerMessage),
    );
    local.conn.send({
      v: ONLINE_PROTOCOL_VERSION,
      kind: "paired",
      match: id,
      seat: 1,
      opponent: opponent(seat0.player),
    });
  }

  /** Waiting players here try again with a window widened by their wait. */
  private async sweep(): Promise<void> {
    const now = this.service.config.now();
    for (const [ticket, w] of [...this.waiting]) {
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
      if (found) {
        this.waiting.delete(ticket);
        await w.unsub();
        w.conn.ticket = null;
        await this.pair(found, { conn: w.conn, entry: w.entry });
      } else await this.service.ports.queue.add(w.entry);
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
