/**
 * The ports through which nodes share online play: a pub/sub bus (steps and presence fan out to
 * every node with a socket on the match), presence (who is connected, on any node; the grace
 * deadlines) and the quick-match queue. The in-process implementations here serve the embedded
 * default (one process, no Redis); bus-redis.ts implements the same ports on Redis.
 */

export type Unsubscribe = () => Promise<void>;

export interface Bus {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: (payload: string) => void): Promise<Unsubscribe>;
}

/** Who is connected to a match: "0"/"1" the seats, "s" spectators. */
export type Attendee = "0" | "1" | "s";

export interface PresenceCounts {
  readonly seats: readonly [number, number];
  readonly spectators: number;
}

export interface Presence {
  /** This node gained (+1) or lost (-1) a connection of `who` to the match. */
  change(match: string, who: Attendee, delta: number): Promise<void>;
  counts(match: string): Promise<PresenceCounts>;
  /** Starts a seat's grace time unless one runs; returns the deadline in force. */
  startGrace(match: string, seat: 0 | 1, until: number): Promise<number>;
  clearGrace(match: string, seat: 0 | 1): Promise<void>;
  grace(match: string): Promise<[number | null, number | null]>;
}

export interface QueueEntry {
  readonly ticket: string;
  readonly player: { readonly id: string; readonly name: string; readonly guest: boolean };
  readonly rating: number;
  /** game|tableSizeFt|raceTo: only equal keys pair. */
  readonly key: string;
  readonly since: number;
  /** Epoch ms after which the player would rather play the computer than wait on (singles). */
  readonly computerAt?: number;
  /** G-TEAM: a pair's entry (queued together); `player` is the partner who completed the pair. */
  readonly partner?: { readonly ticket: string; readonly player: QueueEntry["player"] };
}

export interface MatchQueue {
  add(e: QueueEntry): Promise<void>;
  /** True when the entry was still waiting (and is now out). */
  remove(ticket: string): Promise<boolean>;
  /** Takes the waiting entry of `key` nearest `rating`, within `window`, not by `exceptPlayer`. */
  claim(key: string, rating: number, window: number, exceptPlayer: string): Promise<QueueEntry | null>;
}

export interface OnlinePorts {
  readonly bus: Bus;
  readonly presence: Presence;
  readonly queue: MatchQueue;
  readonly nodeId: string;
  /** Other nodes hear this bus (Redis): a node that stores a step tells them the state after it. */
  readonly shared: boolean;
  /** Whether what the ports stand on (Redis) answers now: the readiness check asks. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryPorts(nodeId = "local"): OnlinePorts {
  const handlers = new Map<string, Set<(p: string) => void>>();
  const bus: Bus = {
    async publish(channel, payload) {
      for (const h of [...(handlers.get(channel) ?? [])]) h(payload);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
  };
  const counts = new Map<string, { seats: [number, number]; spectators: number }>();
  const graces = new Map<string, [number | null, number | null]>();
  const presence: Presence = {
    async change(match, who, delta) {
      const c = counts.get(match) ?? { seats: [0, 0], spectators: 0 };
      if (who === "s") c.spectators = Math.max(0, c.spectators + delta);
      else c.seats[Number(who)] = Math.max(0, c.seats[Number(who) as 0 | 1] + delta);
      if (c.seats[0] + c.seats[1] + c.spectators === 0) counts.delete(match);
      else counts.set(match, c);
    },
    async counts(match) {
      const c = counts.get(match);
      return c
        ? { seats: [c.seats[0], c.seats[1]], spectators: c.spectators }
        : { seats: [0, 0], spectators: 0 };
    },
    async startGrace(match, seat, until) {
      const g = graces.get(match) ?? [null, null];
      if (g[seat] === null) g[seat] = until;
      graces.set(match, g);
      return g[seat];
    },
    async clearGrace(match, seat) {
      const g = graces.get(match);
      if (g) g[seat] = null;
      if (g && g[0] === null && g[1] === null) graces.delete(match);
    },
    async grace(match) {
      const g = graces.get(match);
      return g ? [g[0], g[1]] : [null, null];
    },
  };
  const waiting = new Map<string, QueueEntry>();
  const queue: MatchQueue = {
    async add(e) {
      waiting.set(e.ticket, e);
    },
    async remove(ticket) {
      return waiting.delete(ticket);
    },
    async claim(key, rating, window, exceptPlayer) {
      let best: QueueEntry | null = null;
      for (const e of waiting.values()) {
        if (e.key !== key || e.player.id === exceptPlayer || Math.abs(e.rating - rating) > window) continue;
        if (!best || Math.abs(e.rating - rating) < Math.abs(best.rating - rating)) best = e;
      }
      if (best) waiting.delete(best.ticket);
      return best;
    },
  };
  return {
    bus,
    presence,
    queue,
    nodeId,
    shared: false,
    ping: async () => true,
    close: async () => handlers.clear(),
  };
}
