/**
 * Strikes off the main thread (issue 29 item 1): a strike played in a worker gives the same
 * match to the last bit as on the main thread; what the worker is sent carries no history, so
 * its size does not grow with the match (issue 41); while a worker plays a break the server's
 * thread answers a ping before the break's step arrives; the lag is played there too; and the
 * server started from its environment has the pool (MINGO_STRIKE_WORKERS, the cores but one).
 */
import { availableParallelism } from "node:os";
import { serialize } from "node:v8";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seatAction } from "../../src/ai/index.ts";
import { unwrap } from "../../src/core/index.ts";
import {
  type GameAction,
  type Match,
  partnerDue,
  playAction,
  playAll,
  startMatch,
} from "../../src/game/index.ts";
import { simpleAction } from "../../src/game/testing/simple-player.ts";
import { nextActor } from "../../src/rules/index.ts";
import { onlineOptionsFromEnv } from "../../src/server/online/env.ts";
import { toStrikeState } from "../../src/server/online/strike-job.ts";
import { StrikePool } from "../../src/server/online/strike-pool.ts";
import { Client, invitedMatch, type LocalNode, startNode } from "./helpers.ts";

const BREAK = { speed: 8.5, direction: 0, tipX: 0, tipY: 0.2, elevation: 0 };

describe("strikes in worker threads", () => {
  let pool: StrikePool;
  beforeAll(() => {
    pool = new StrikePool(1);
  });
  afterAll(() => pool.close());

  it("a break played in a worker is the main thread's, bit for bit", async () => {
    let m = unwrap(
      startMatch({ seed: "worker-break", game: "bola8", players: ["Ana", "Beto"], settings: {} }),
    );
    m = unwrap(playAction(m, { kind: "lag", strokes: [{ speed: 1.8 }, { speed: 2.3 }] })).match;
    const winner = m.phase.kind === "lag-choice" ? m.phase.winner : 0;
    m = unwrap(playAction(m, { kind: "choose", by: winner, choice: { kind: "break" } })).match;
    const strike: GameAction = { kind: "strike", by: winner, strike: BREAK, cueBall: [-0.8, 0.1] };
    const here = unwrap(playAction(m, strike)).match;
    const there = unwrap(await pool.play(m, strike));
    expect(JSON.stringify(there)).toBe(JSON.stringify(here));
    // A refusal comes back as the game's error, as on the main thread.
    const wrong = await pool.play(m, { ...strike, by: winner === 0 ? 1 : 0 });
    expect(wrong.ok ? null : wrong.error.code).toBe("not-your-turn");
  });

  it("a whole match in a worker: no history crosses, the job does not grow, every step is the main thread's", async () => {
    let m: Match = unwrap(
      startMatch({ seed: "worker-long", game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 3 } }),
    );
    const jobBytes: number[] = [];
    for (let action = simpleAction(m); action && m.actions.length < 160; action = simpleAction(m)) {
      const job = { kind: "play", state: toStrikeState(m), action };
      expect(Object.keys(job.state)).not.toContain("actions");
      expect(Object.keys(job.state)).not.toContain("log");
      jobBytes.push(serialize(job).length);
      const here = unwrap(playAction(m, action)).match;
      const there = unwrap(await pool.play(m, action));
      // toStrictEqual compares numbers with Object.is: 0 and -0 differ, so this is bit for bit.
      expect(there).toStrictEqual(here);
      m = here;
    }
    expect(m.actions.length).toBeGreaterThan(60);
    // The history grew by about 1 kB a step; the job stays the size of the table's and rules' state.
    expect(serialize(m).length).toBeGreaterThan(40_000);
    expect(Math.max(...jobBytes)).toBeLessThan(4000);
    // Once the referee has a state (the lag and its choice before it), the size is flat.
    const early = Math.max(...jobBytes.slice(2, 20));
    expect(Math.max(...jobBytes.slice(-20))).toBeLessThanOrEqual(early * 1.25);
  }, 120_000);

  it("a node behind plays the steps it missed in a worker, in one job: the main thread's match, bit for bit", async () => {
    const start = unwrap(
      startMatch({ seed: "worker-catch-up", game: "pina", players: ["Ana", "Beto"], settings: {} }),
    );
    let m: Match = start;
    for (let action = simpleAction(m); action && m.actions.length < 60; action = simpleAction(m))
      m = unwrap(playAction(m, action)).match;
    const all = m.actions;
    // From the start (a node rebuilding the match) and from the middle (a node 25 steps behind).
    expect(unwrap(await pool.playMany(start, all))).toStrictEqual(unwrap(playAll(start, all)));
    const middle = unwrap(playAll(start, all.slice(0, 35)));
    expect(unwrap(await pool.playMany(middle, all.slice(35)))).toStrictEqual(m);
    // A step that does not play says which one, as on the main thread.
    const wrong = [...all.slice(35, 40), { ...all[40]!, by: 7 } as unknown as GameAction];
    const there = await pool.playMany(middle, wrong);
    const here = playAll(middle, wrong);
    expect(here.ok ? null : here.error.index).toBe(5);
    expect(there.ok ? null : there.error.index).toBe(here.ok ? null : here.error.index);
  });

  it("the computer's move for a seat is searched in a worker and is the main thread's", async () => {
    let m = unwrap(
      startMatch({
        seed: "worker-think",
        game: "pina",
        players: ["Ana y Carla", "Beto y Dani"],
        sides: [
          ["Ana", "Carla"],
          ["Beto", "Dani"],
        ],
        settings: {},
      }),
    );
    m = unwrap(playAction(m, { kind: "lag", strokes: [{ speed: 1.8 }, { speed: 2.3 }] })).match;
    const side = m.rules && m.phase.kind !== "lag" ? nextActor(m.rules) : 0;
    const there = await pool.think(m, side, "medium");
    expect(there).toEqual(seatAction(m, side, "medium"));
    expect(there?.kind === "strike" && there.player).toBe(partnerDue(m, side));
  });
});

describe("the server's environment", () => {
  it("gives online play a strike pool: the cores but one by default, MINGO_STRIKE_WORKERS when set", async () => {
    const plain = await onlineOptionsFromEnv({});
    expect(plain.ok && plain.value.strikeWorkers).toBe(Math.max(1, availableParallelism() - 1));
    const none = await onlineOptionsFromEnv({ MINGO_STRIKE_WORKERS: "0" });
    expect(none.ok && none.value.strikeWorkers).toBe(0);
    const two = await onlineOptionsFromEnv({ MINGO_STRIKE_WORKERS: "2" });
    expect(two.ok && two.value.strikeWorkers).toBe(2);
  });
});

describe("a node that plays strikes in a worker", () => {
  let node: LocalNode;
  beforeAll(async () => {
    node = await startNode({ graceMs: 3000, sweepMs: 50, strikeWorkers: 1 });
  });
  afterAll(async () => node.close());

  it("answers a ping sent after a break before the break's step: the simulation is not on its thread", async () => {
    const { id, tokens } = await invitedMatch(node.url, {
      game: "bola8",
      settings: { raceTo: 1 },
      clock: { shotSeconds: 0 },
    });
    const c = [await Client.open(node.ws), await Client.open(node.ws)] as const;
    await c[0].hello(id, tokens[0]);
    await c[1].hello(id, tokens[1]);
    const stroke = { speed: 1.9, angleDeg: 0, tipY: 0 };
    // The lag is a simulation too: the first stroke is only checked, the second plays both in the pool.
    const jobs = async () => {
      const text = (await fetch(`${node.url}/metrics`).then((r) => r.text())) as string;
      return Number(/^mingo_worker_pool_jobs (\d+)/m.exec(text)?.[1] ?? Number.NaN);
    };
    const before = await jobs();
    expect(Number.isInteger(before)).toBe(true);
    await c[0].intent({ kind: "lag", match: id, seq: 0, stroke });
    expect(await jobs()).toBe(before);
    await c[1].intent({ kind: "lag", match: id, seq: 0, stroke: { ...stroke, speed: 2.3 } });
    await Promise.all(c.map((x) => x.reach(1)));
    expect(await jobs()).toBe(before + 1);
    const lag = c[0].messages.find((m) => m.kind === "step");
    const w = lag?.kind === "step" && lag.awaiting.kind === "lag-choice" ? lag.awaiting.seats[0]! : 0;
    await c[w].intent({ kind: "choose", match: id, seq: 1, choice: { kind: "break" } });
    // The choice is bookkeeping, played on the server's thread: no job for it.
    expect(await jobs()).toBe(before + 1);
    await Promise.all(c.map((x) => x.reach(2)));
    // The break, and at once a ping on the other player's socket (its own chain, the same server thread).
    const order: string[] = [];
    const other = c[w === 0 ? 1 : 0];
    const pong = other.next((m) => m.kind === "pong").then(() => order.push("pong"));
    const step = other.next((m) => m.kind === "step" && m.seq === 3).then(() => order.push("step"));
    c[w].send({ kind: "strike", match: id, seq: 2, strike: BREAK, cueBall: [-0.8, 0.1] });
    other.send({ kind: "ping" });
    await Promise.all([pong, step]);
    expect(order).toEqual(["pong", "step"]);
    for (const x of c) x.close();
  });
});
