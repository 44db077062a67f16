/**
 * The sockets this node holds, per match, and the bus subscription that feeds them. Every
 * change to a match arrives here from the bus (this node's own steps too), so a socket sees
 * the same sequence on every node. Each socket tracks the last seq it was sent: a step it
 * already has is dropped, a gap (a step published by another node overtaking an earlier one)
 * is healed by a fresh `welcome`. The periodic sweep runs the shot clock and the grace time.
 *
 * A match nobody holds (its node was killed, or this process restarted) is adopted: every few
 * sweeps a node lists the live matches, and one with no player connected on any live node gets
 * a room here without sockets, so its grace time and shot clock run on. Several nodes may
 * adopt the same match; the seq-conditional writes let one ending win. A room without sockets
 * is let go once a player is connected again somewhere.
 */
import type { ClockState, ServerMessage } from "../../protocol/index.ts";
import { ONLINE_PROTOCOL_VERSION } from "../../protocol/index.ts";
import type { StoredMatch, StoredPlayer } from "../store/online-store.ts";
import type { Unsubscribe } from "./bus.ts";
import type { Seat } from "./match-logic.ts";
import { allComputer, type Place } from "./seats.ts";
import { type BusEvent, matchChannel, type OnlineService } from "./service.ts";

export interface Conn {
  send(m: ServerMessage): void;
  /** The same, already serialized (one message to many sockets is serialized once). */
  sendText(text: string): void;
  player: StoredPlayer | null;
  match: string | null;
  seat: Seat | null;
  /** Where the player sits (side and place in it, G-TEAM); null for a spectator. `seat` is its side. */
  place: Place | null;
  /** The last seq this socket was sent. */
  seq: number;
  muted: boolean;
  ticket: string | null;
}

interface Room {
  readonly id: string;
  readonly conns: Set<Conn>;
  unsub: Unsubscribe | null;
  status: StoredMatch["status"];
  clock: ClockState;
  /** Seats whose grace time this node has seen started. */
  graceSeen: [boolean, boolean];
  /** A player's socket here closed: look at presence at the next sweep. */
  seatLeft: boolean;
  /** G-TEAM: sides all of computers, never away (nobody to wait for). */
  readonly robots: [boolean, boolean];
}

const MSG_PREFIX = '{"t":"msg","m":';

/** Every this many sweeps, the live matches are looked through for orphans. */
const ORPHAN_SWEEPS = 5;
/** At most this many live matches looked at per orphan sweep, the longest untouched first. */
const ORPHAN_BATCH = 1000;

export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private sweeps = 0;

  constructor(private readonly service: OnlineService) {}

  start(sweepMs: number): void {
    // Orphans are looked for every ORPHAN_SWEEPS sweeps (and at the first): a query over all live matches.
    this.timer = setInterval(() => void this.sweep(this.sweeps++ % ORPHAN_SWEEPS === 0), sweepMs);
    this.timer.unref();
  }

  /** Spectator counts on this node, for tests and the bench. */
  get size(): number {
    return this.rooms.size;
  }

  async attach(conn: Conn, row: StoredMatch, place: Place | null, ref?: string): Promise<void> {
    await this.detach(conn);
    const room = await this.room(row);
    const seat = place?.side ?? null;
    conn.match = row.id;
    conn.seat = seat;
    conn.place = place;
    room.conns.add(conn);
    const ports = this.service.ports;
    await ports.presence.change(row.id, seat === null ? "s" : seat === 0 ? "0" : "1", +1);
    if (seat !== null) {
      await ports.presence.clearGrace(row.id, seat);
      room.graceSeen[seat] = false;
    }
    // Read after subscribing: a step stored meanwhile is either in this welcome or comes after it.
    const fresh = (await this.service.store.match(row.id)) ?? row;
    const w = await this.service.welcome(fresh, place, ref);
    if (w.ok) {
      conn.seq = fresh.seq;
      conn.send(w.value);
    }
    await this.service.publish(row.id, { t: "presence" });
  }

  async detach(conn: Conn): Promise<void> {
    const id = conn.match;
    if (!id) return;
    conn.match = null;
    const room = this.rooms.get(id);
    if (!room?.conns.delete(conn)) return;
    if (conn.seat !== null) room.seatLeft = true;
    await this.service.ports.presence.change(id, conn.seat === null ? "s" : conn.seat === 0 ? "0" : "1", -1);
    await this.service.publish(id, { t: "presence" });
    if (room.conns.size === 0 && room.status === "over") await this.drop(room);
  }

  private async room(row: StoredMatch): Promise<Room> {
    const known = this.rooms.get(row.id);
    if (known) return known;
    const room: Room = {
      id: row.id,
      conns: new Set(),
      unsub: null,
      status: row.status,
      clock: row.clock as ClockState,
      graceSeen: [false, false],
      seatLeft: false,
      robots: [allComputer(row.sides, 0), allComputer(row.sides, 1)],
    };
    this.rooms.set(row.id, room);
    room.unsub = await this.service.ports.bus.subscribe(
      matchChannel(row.id),
      (p) => void this.deliver(room, p),
    );
    return room;
  }

  private async drop(room: Room): Promise<void> {
    this.rooms.delete(room.id);
    await room.unsub?.();
  }

  private async deliver(room: Room, payload: string): Promise<void> {
    let e: BusEvent;
    try {
      e = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    if (e.t === "resync") {
      const row = await this.service.store.match(room.id);
      if (row) {
        room.status = row.status;
        room.clock = row.clock as ClockState;
      }
      for (const c of [...room.conns]) await this.resync(c);
      return;
    }
    if (e.t === "state") {
      if (e.node !== this.service.ports.nodeId) this.service.learnStep(room.id, e.seq, e.action, e.played);
      return;
    }
    if (e.t === "presence") {
      const p = await this.presenceMessage(room.id);
      for (const c of room.conns) c.send(p);
      return;
    }
    const m = e.m;
    // The message as the bus carried it, sent on as it is (publish wrote `t` before `m`).
    const text = payload.startsWith(MSG_PREFIX) ? payload.slice(MSG_PREFIX.length, -1) : JSON.stringify(m);
    if (m.kind === "step") {
      room.status = m.status;
      room.clock = m.clock;
      for (const c of [...room.conns]) {
        if (m.seq <= c.seq) continue;
        if (m.seq === c.seq + 1) {
          c.seq = m.seq;
          c.sendText(text);
        } else await this.resync(c);
      }
      return;
    }
    if (m.kind === "over") room.status = "over";
    if (m.kind === "clock") room.clock = m.clock;
    for (const c of room.conns) {
      if (m.kind === "phrase" && c.muted && c.seat !== m.seat) continue;
      c.sendText(text);
    }
  }

  private async resync(c: Conn): Promise<void> {
    if (!c.match) return;
    const row = await this.service.store.match(c.match);
    if (!row) return;
    const w = await this.service.welcome(row, c.place);
    if (w.ok) {
      c.seq = row.seq;
      c.send(w.value);
    }
  }

  async presenceMessage(id: string): Promise<ServerMessage> {
    const ports = this.service.ports;
    const [counts, grace] = await Promise.all([ports.presence.counts(id), ports.presence.grace(id)]);
    return {
      v: ONLINE_PROTOCOL_VERSION,
      kind: "presence",
      match: id,
      connected: [counts.seats[0] > 0, counts.seats[1] > 0],
      graceUntil: grace,
      spectators: counts.spectators,
    };
  }

  /** The shot clock and the grace time of every live match this node has sockets (or had) on. */
  async sweep(lookForOrphans = false): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      if (lookForOrphans) await this.adoptOrphans();
      const now = this.service.config.now();
      for (const room of [...this.rooms.values()]) {
        if (room.status === "over") {
          if (room.conns.size === 0) await this.drop(room);
          continue;
        }
        if (room.status !== "live") continue;
        if (room.clock.deadline !== null && now >= room.clock.deadline) {
          await this.service.expireClock(room.id);
          await this.refresh(room);
        }
        if (this.mayBeAway(room, lookForOrphans)) await this.checkGrace(room, now);
      }
    } catch {
      // A sweep that fails (database busy) is tried again at the next tick.
    } finally {
      this.sweeping = false;
    }
  }

  /** Live matches with no player connected on any live node get a room here (see the header). */
  private async adoptOrphans(): Promise<void> {
    const ids = await this.service.store.liveMatchIds(ORPHAN_BATCH);
    for (const id of ids) {
      if (this.rooms.has(id)) continue;
      const counts = await this.service.ports.presence.counts(id);
      if (counts.seats[0] > 0 || counts.seats[1] > 0) continue;
      const row = await this.service.store.match(id);
      if (row?.status === "live") await this.room(row);
    }
  }

  private async refresh(room: Room): Promise<void> {
    const row = await this.service.store.match(room.id);
    if (!row) return;
    room.status = row.status;
    room.clock = row.clock as ClockState;
  }

  /**
   * Whether a seat of the room may be away, worth asking the presence port (a Redis round trip
   * per room on several nodes). A seat with a socket here is present while this node lives;
   * a seat held elsewhere (or nowhere) is looked at every ORPHAN_SWEEPS sweeps — its node may
   * have died — and at every sweep once its grace time runs.
   */
  private mayBeAway(room: Room, fullSweep: boolean): boolean {
    if (room.seatLeft || room.graceSeen[0] || room.graceSeen[1]) return true;
    const here: [boolean, boolean] = [room.robots[0], room.robots[1]];
    for (const c of room.conns) if (c.seat !== null) here[c.seat] = true;
    return !(here[0] && here[1]) && fullSweep;
  }

  private async checkGrace(room: Room, now: number): Promise<void> {
    room.seatLeft = false;
    const ports = this.service.ports;
    const counts = await ports.presence.counts(room.id);
    // An adopted match whose player is back on some node: that node runs it.
    if (room.conns.size === 0 && (counts.seats[0] > 0 || counts.seats[1] > 0)) {
      await this.drop(room);
      return;
    }
    let changed = false;
    const due: { seat: Seat; until: number }[] = [];
    for (const seat of [0, 1] as const) {
      if (counts.seats[seat] > 0 || room.robots[seat]) {
        if (room.graceSeen[seat]) {
          await ports.presence.clearGrace(room.id, seat);
          room.graceSeen[seat] = false;
          changed = true;
        }
        continue;
      }
      const until = await ports.presence.startGrace(room.id, seat, now + this.service.config.graceMs);
      if (!room.graceSeen[seat]) changed = true;
      room.graceSeen[seat] = true;
      if (now >= until) due.push({ seat, until });
    }
    if (changed) await this.service.publish(room.id, { t: "presence" });
    if (due.length === 0) return;
    // Both gone: the one who left first loses; both gone at once (their node died, or they
    // never came) is no result and no rating change — neither left the other waiting.
    const [first, second] = due.sort((a, b) => a.until - b.until);
    await this.service.forfeitAbsent(room.id, second && second.until === first!.until ? null : first!.seat);
    await this.refresh(room);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const room of [...this.rooms.values()]) await this.drop(room);
  }
}
