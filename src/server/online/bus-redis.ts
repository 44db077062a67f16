/**
 * The online ports on Redis (ioredis), for several server processes: pub/sub carries steps and
 * presence to every node; presence counts live in a hash per match, per node, and count only
 * while that node's heartbeat key lives (a node killed with -9 stops counting within seconds);
 * the quick-match queue is a sorted set by rating per game key, and ZREM decides who claimed
 * an entry, so two nodes never pair the same player twice.
 *
 * Nothing of a killed node lingers: its presence fields stop counting when its heartbeat
 * stops, its queue entries are skipped and deleted by claims and by every node's periodic purge
 * (a player waiting there is gone: pairing with them would hand a live player a match against
 * nobody), and every per-match key expires a day after its last change.
 */
import { Redis } from "ioredis";
import type { Attendee, Bus, MatchQueue, OnlinePorts, Presence, QueueEntry } from "./bus.ts";

const HEARTBEAT_MS = 1000;
const NODE_TTL_MS = 4000;
const nodeKey = (id: string) => `mingo:node:${id}`;
const presenceKey = (match: string) => `mingo:presence:${match}`;
const graceKey = (match: string) => `mingo:grace:${match}`;
const queueKey = (key: string) => `mingo:queue:${key}`;
const ENTRIES = "mingo:queue-entries";
/** Per-match keys (presence, grace) outlive their match by at most this much. */
const MATCH_KEY_TTL_MS = 24 * 3600 * 1000;
/** How often a node deletes the queue entries of dead nodes. */
const PURGE_MS = 5000;

interface NodeEntry extends QueueEntry {
  /** The node the waiting player's socket is on. */
  readonly node?: string;
}

export async function redisPorts(url: string, nodeId: string): Promise<OnlinePorts> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  await Promise.all([pub.connect(), sub.connect()]);

  const bus = redisBus(pub, sub);

  const beat = () => pub.set(nodeKey(nodeId), "1", "PX", NODE_TTL_MS).catch(() => undefined);
  await beat();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  heartbeat.unref();

  const nodes = nodeLiveness(pub);
  await nodes.purge().catch(() => undefined);
  const purger = setInterval(() => void nodes.purge().catch(() => undefined), PURGE_MS);
  purger.unref();

  return {
    bus,
    presence: redisPresence(pub, nodeId, nodes),
    queue: redisQueue(pub, nodeId, nodes),
    nodeId,
    shared: true,
    async ping() {
      try {
        return (await pub.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      clearInterval(heartbeat);
      clearInterval(purger);
      await pub.del(nodeKey(nodeId)).catch(() => undefined);
      sub.disconnect();
      await pub.quit().catch(() => undefined);
    },
  };
}

/** Pub/sub: one Redis subscription per channel, shared by this node's handlers on it. */
function redisBus(pub: Redis, sub: Redis): Bus {
  const handlers = new Map<string, Set<(p: string) => void>>();
  sub.on("message", (channel: string, payload: string) => {
    for (const h of [...(handlers.get(channel) ?? [])]) h(payload);
  });
  return {
    async publish(channel, payload) {
      await pub.publish(channel, payload);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await sub.unsubscribe(channel);
        }
      };
    },
  };
}

/** Which nodes still beat, and the queue entries of those that stopped. */
interface NodeLiveness {
  aliveOf(nodes: readonly string[]): Promise<Set<string>>;
  isGhost(e: NodeEntry, alive: Set<string>): boolean;
  drop(e: QueueEntry): Promise<void>;
  /** Deletes the queue entries of dead nodes. */
  purge(): Promise<void>;
}

function nodeLiveness(pub: Redis): NodeLiveness {
  /** Which of these nodes still beat. */
  async function aliveOf(nodes: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(nodes)];
    const alive = new Set<string>();
    if (!unique.length) return alive;
    const live = await pub.mget(...unique.map(nodeKey));
    for (const [i, n] of unique.entries()) if (live[i] !== null) alive.add(n);
    return alive;
  }
  const isGhost = (e: NodeEntry, alive: Set<string>) => e.node !== undefined && !alive.has(e.node);
  async function drop(e: QueueEntry): Promise<void> {
    await pub.multi().zrem(queueKey(e.key), e.ticket).hdel(ENTRIES, e.ticket).exec();
  }
  const purge = async () => {
    const all = Object.values(await pub.hgetall(ENTRIES)).map((t) => JSON.parse(t) as NodeEntry);
    const alive = await aliveOf(all.flatMap((e) => (e.node ? [e.node] : [])));
    for (const e of all) if (isGhost(e, alive)) await drop(e);
  };
  return { aliveOf, isGhost, drop, purge };
}

function redisPresence(pub: Redis, nodeId: string, nodes: NodeLiveness): Presence {
  return {
    async change(match, who: Attendee, delta) {
      await pub
        .multi()
        .hincrby(presenceKey(match), `${nodeId}|${who}`, delta)
        .pexpire(presenceKey(match), MATCH_KEY_TTL_MS)
        .exec();
    },
    async counts(match) {
      const all = await pub.hgetall(presenceKey(match));
      const fields = Object.entries(all).map(([f, n]) => {
        const bar = f.lastIndexOf("|");
        return { node: f.slice(0, bar), who: f.slice(bar + 1), n: Number(n) };
      });
      // A dead node's fields are not counted, and not deleted: a node only slow to beat (a
      // stalled event loop) counts again the moment it beats, with its counts intact.
      const alive = await nodes.aliveOf(fields.map((f) => f.node));
      const seats: [number, number] = [0, 0];
      let spectators = 0;
      for (const f of fields) {
        if (!alive.has(f.node) || !(f.n > 0)) continue;
        if (f.who === "s") spectators += f.n;
        else if (f.who === "0" || f.who === "1") seats[Number(f.who) as 0 | 1] += f.n;
      }
      return { seats, spectators };
    },
    async startGrace(match, seat, until) {
      await pub
        .multi()
        .hsetnx(graceKey(match), String(seat), String(until))
        .pexpire(graceKey(match), MATCH_KEY_TTL_MS)
        .exec();
      return Number(await pub.hget(graceKey(match), String(seat)));
    },
    async clearGrace(match, seat) {
      await pub.hdel(graceKey(match), String(seat));
    },
    async grace(match) {
      const [a, b] = await pub.hmget(graceKey(match), "0", "1");
      return [a === null ? null : Number(a), b === null ? null : Number(b)];
    },
  };
}

function redisQueue(pub: Redis, nodeId: string, nodes: NodeLiveness): MatchQueue {
  const { aliveOf, isGhost, drop } = nodes;
  return {
    async add(e) {
      const entry: NodeEntry = { ...e, node: nodeId };
      await pub
        .multi()
        .hset(ENTRIES, e.ticket, JSON.stringify(entry))
        .zadd(queueKey(e.key), e.rating, e.ticket)
        .exec();
    },
    async remove(ticket) {
      const text = await pub.hget(ENTRIES, ticket);
      if (!text) return false;
      const e = JSON.parse(text) as QueueEntry;
      const removed = await pub.zrem(queueKey(e.key), ticket);
      if (removed === 1) await pub.hdel(ENTRIES, ticket);
      return removed === 1;
    },
    async claim(key, rating, window, exceptPlayer) {
      const tickets = await pub.zrangebyscore(queueKey(key), rating - window, rating + window);
      if (!tickets.length) return null;
      const texts = await pub.hmget(ENTRIES, ...tickets);
      const found = texts.flatMap((t) => (t ? [JSON.parse(t) as NodeEntry] : []));
      const alive = await aliveOf(found.flatMap((e) => (e.node ? [e.node] : [])));
      for (const e of found) if (isGhost(e, alive)) await drop(e);
      const entries = found
        .filter((e) => !isGhost(e, alive) && e.player.id !== exceptPlayer)
        .sort((a, b) => Math.abs(a.rating - rating) - Math.abs(b.rating - rating));
      for (const { node: _node, ...e } of entries) {
        // Whoever removes it from the sorted set has it.
        if ((await pub.zrem(queueKey(key), e.ticket)) === 1) {
          await pub.hdel(ENTRIES, e.ticket);
          return e;
        }
      }
      return null;
    },
  };
}
