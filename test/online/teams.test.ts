/**
 * G-TEAM online: matches of sides through the real server (SQLite here; PostgreSQL when the
 * suite runs with MINGO_TEST_PG). Four guests take their own seats by their own links; only the
 * partner due acts (G-TEAM-ORDER), a strike by the other is refused naming who is due; computer
 * seats are played by the server; a doubles result rates four players and two pairs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiMover } from "../../src/cli/play/movers.ts";
import type { Mover } from "../../src/cli/play/runner.ts";
import type { PlayerIndex } from "../../src/core/index.ts";
import { nextUp, partnerDue } from "../../src/game/index.ts";
import { nextActor } from "../../src/rules/index.ts";
import { aiIntent, Client, guest, http, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => node.close());

interface Seated {
  readonly client: Client;
  readonly token: string;
  readonly side: PlayerIndex;
  readonly member: number;
  readonly mover: Mover;
}

/** A match of sides made by Ana, each open seat taken through its own link by a new guest. */
async function teamMatch(options: Record<string, unknown>, names: string[]) {
  const ana = await guest(node.url, "Ana");
  const made = await http(node.url, "POST", "/api/online/matches", options, ana);
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  const id = made.json.match.id as string;
  const seats: { token: string; side: PlayerIndex; member: number }[] = [{ token: ana, side: 0, member: 0 }];
  for (const [i, s] of (
    made.json.seatInvites as { invite: string; side: PlayerIndex; member: number }[]
  ).entries()) {
    const token = await guest(node.url, names[i]!);
    const info = await http(node.url, "GET", `/api/online/invites/${s.invite}`);
    expect([info.json.seat, info.json.member]).toEqual([s.side, s.member]);
    const joined = await http(node.url, "POST", `/api/online/invites/${s.invite}/join`, undefined, token);
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    expect([joined.json.seat, joined.json.member]).toEqual([s.side, s.member]);
    seats.push({ token, side: s.side, member: s.member });
  }
  return { id, made, seats };
}

async function connect(id: string, seats: { token: string; side: PlayerIndex; member: number }[]) {
  const out: Seated[] = [];
  for (const s of seats) {
    const client = await Client.open(node.ws);
    const w = await client.hello(id, s.token);
    expect(w.kind === "welcome" && [w.seat, w.member]).toEqual([s.side, s.member]);
    out.push({ ...s, client, mover: aiMover("medium", `${id}:${s.side}.${s.member}`, s.side) });
  }
  return out;
}

/** A seat holder's name as the match's welcome gave it. */
function nameAt(c: Client, side: PlayerIndex, member: number): string {
  const w = c.messages.find((x) => x.kind === "welcome");
  return (w?.kind === "welcome" && w.match.sides?.[side]?.[member]?.name) || "?";
}

/** Plays until the match is over: each step by the person due (the server plays computer seats). */
async function playThroughSides(seated: Seated[], id: string, maxSteps = 800) {
  const watch = seated[0]!.client;
  let refusedOutOfTurn = 0;
  for (let i = 0; i < maxSteps && watch.status !== "over"; i++) {
    const m = watch.match!;
    const next = nextUp(m);
    if (next.kind === "over") break;
    const dueSides: PlayerIndex[] =
      next.kind === "lag" ? [0, 1] : [next.kind === "lag-choice" ? next.by : nextActor(m.rules!)];
    const acting = dueSides
      .map((side) => seated.find((s) => s.side === side && s.member === partnerDue(m, side)))
      .filter((s): s is Seated => s !== undefined);
    const seq = watch.seq;
    // A lag stroke already sent by this side's player (the other side's is a computer's or pending).
    const sent = new Set(
      watch.messages
        .filter((x) => x.kind === "lag-in" && x.seq === seq)
        .map((x) => (x as { seat: number }).seat),
    );
    for (const s of acting) {
      if (next.kind === "lag" && sent.has(s.side)) continue;
      await s.client.reach(seq);
      let intent = (await aiIntent(s.client, s.mover, id))!;
      // Now and then, the partner not due sends the same strike first: refused, naming who is due.
      const partner = seated.find((p) => p.side === s.side && p.member !== s.member);
      if (intent.kind === "strike" && i % 5 === 0 && partner) {
        await partner.client.reach(seq);
        const no = await partner.client.intent(intent);
        expect(no.kind === "refused" && no.code).toBe("not-your-turn");
        expect(no.kind === "refused" && no.message).toContain(nameAt(watch, s.side, s.member));
        refusedOutOfTurn++;
      }
      let r = await s.client.intent(intent);
      for (const turn of [0.3, -0.3, 1, -1]) {
        if (r.kind !== "refused" || intent.kind !== "strike" || !/physics/.test(r.message)) break;
        const st = intent.strike as { direction: number };
        intent = { ...intent, strike: { ...st, direction: (st.direction + turn + 360) % 360 } };
        r = await s.client.intent(intent);
      }
      if (r.kind === "refused") throw new Error(`refused ${r.code}: ${r.message}`);
    }
    // Wait for the step (ours, or the computer's after ours).
    await watch.reach(seq + 1, 60_000);
  }
  return { refusedOutOfTurn };
}

describe("online 2 v 2 (G-TEAM, G-TEAM-ORDER)", () => {
  it("four guests take their seats by their own links; a Bola 8 rack is played through by the partners due; four players and two pairs are rated", async () => {
    const { id, made, seats } = await teamMatch(
      {
        game: "bola8",
        settings: { raceTo: 1 },
        clock: { shotSeconds: 0 },
        sides: [
          ["person", "person"],
          ["person", "person"],
        ],
      },
      ["Carla", "Beto", "Dani"],
    );
    expect(made.json.match.status).toBe("open");
    expect(made.json.seatInvites).toHaveLength(3);
    const seated = await connect(id, seats);
    const w = seated[0]!.client.messages.find((x) => x.kind === "welcome")!;
    expect(w.kind === "welcome" && w.match.sides?.map((s) => s.map((h) => h?.name))).toEqual([
      ["Ana", "Carla"],
      ["Beto", "Dani"],
    ]);
    expect(w.kind === "welcome" && w.awaiting.due).toEqual([0, 0]);

    // The lag is each side's first player's: Carla's stroke is refused, naming Ana.
    const carla = seated[1]!;
    const early = await carla.client.intent({ kind: "lag", match: id, seq: 0, stroke: { speed: 1.5 } });
    expect(early.kind === "refused" && early.code).toBe("not-your-turn");
    expect(early.kind === "refused" && early.message).toMatch(/Ana/);

    const { refusedOutOfTurn } = await playThroughSides(seated, id);
    expect(refusedOutOfTurn).toBeGreaterThan(0);
    const watch = seated[0]!.client;
    expect(watch.status).toBe("over");
    for (const s of seated) {
      await s.client.reach(watch.seq);
      expect(s.client.mismatches).toEqual([]);
    }
    // Every strike names the partner due (the saved match replays with the referee's own check).
    const strikes = watch.match!.actions.filter((a) => a.kind === "strike");
    expect(strikes.length).toBeGreaterThan(2);
    for (const a of strikes) expect(a.kind === "strike" && a.player).toBeTypeOf("number");
    const saved = await http(node.url, "GET", `/api/online/matches/${id}/saved`);
    expect(saved.status).toBe(200);
    expect(saved.json.sides).toEqual([
      ["Ana", "Carla"],
      ["Beto", "Dani"],
    ]);

    // Ratings: each player moved the way the side's result went, and each pair has its own.
    const over = watch.messages.find((x) => x.kind === "step" && x.status === "over");
    const winner = over?.kind === "step" ? over.result?.winner : null;
    for (const s of seated) {
      const me = await http(node.url, "GET", "/api/online/me", undefined, s.token);
      const r = me.json.ratings.find((x: { game: string }) => x.game === "bola8");
      expect(r.games).toBe(1);
      expect(s.side === winner ? r.rating > 1500 : r.rating < 1500).toBe(true);
      const hist = await http(
        node.url,
        "GET",
        `/api/online/players/${encodeURIComponent(me.json.player.id)}`,
      );
      expect(hist.json.history[0].opponent.name).toBe(s.side === 0 ? "Beto + Dani" : "Ana + Carla");
    }
    for (const s of seated) s.client.close();
  }, 300_000);

  it("a person with a computer partner against two computers: the server plays every computer move; Piña's scotch rotation", async () => {
    const { id, made, seats } = await teamMatch(
      {
        game: "pina",
        settings: { teamRotation: "shot" },
        clock: { shotSeconds: 0 },
        sides: [
          ["person", { computer: "easy" }],
          [{ computer: "medium" }, { computer: "easy" }],
        ],
      },
      [],
    );
    // Nobody to wait for: live at once.
    expect(made.json.match.status).toBe("live");
    expect(made.json.seatInvites).toEqual([]);
    const seated = await connect(id, seats);
    const watch = seated[0]!.client;
    const gameOver = () => watch.status === "over" || watch.match!.log.some((s) => s.report?.winner != null);
    for (let i = 0; i < 400 && !gameOver(); i++) {
      const m = watch.match!;
      const next = nextUp(m);
      const side = next.kind === "lag-choice" ? next.by : next.kind === "play" ? nextActor(m.rules!) : 0;
      const mine = side === 0 && partnerDue(m, 0) === 0 && next.kind !== "over";
      const seq = watch.seq;
      if (mine) {
        const sent = watch.messages.some((x) => x.kind === "lag-in" && x.seq === seq && x.seat === 0);
        if (!(next.kind === "lag" && sent)) {
          const r = await watch.intent((await aiIntent(watch, seated[0]!.mover, id))!);
          if (r.kind === "refused" && !/physics/.test(r.message)) throw new Error(`${r.code}: ${r.message}`);
        }
      }
      await watch.reach(seq + 1, 60_000);
    }
    expect(gameOver()).toBe(true);
    expect(watch.mismatches).toEqual([]);
    const strikes = watch.match!.actions.filter((a) => a.kind === "strike");
    // Scotch: partners alternate stroke by stroke, so the computers struck for both sides.
    expect(strikes.some((a) => a.kind === "strike" && a.by === 1)).toBe(true);
    expect(strikes.some((a) => a.kind === "strike" && a.by === 0 && a.player === 1)).toBe(true);
    // A match with a computer seat is not rated.
    const me = await http(node.url, "GET", "/api/online/me", undefined, seats[0]!.token);
    expect(me.json.ratings.filter((r: { games: number }) => r.games > 0)).toEqual([]);
    watch.close();
  }, 300_000);

  it("the quick-match queue for pairs: two partners who send one code wait as a pair, and two pairs make a 2 v 2", async () => {
    const names = ["Ana", "Carla", "Beto", "Dani"];
    const tokens = await Promise.all(names.map((n) => guest(node.url, n)));
    const clients = await Promise.all(names.map(() => Client.open(node.ws)));
    const queue = (i: number, pair: string) =>
      clients[i]!.send({ kind: "queue", token: tokens[i], game: "bola8", raceTo: 1, pair });
    // Ana alone: she waits for her partner, not for rivals.
    queue(0, "tigres");
    const first = await clients[0]!.next((m) => m.kind === "queued");
    expect(first.kind === "queued" && first.pair).toBe("waiting-partner");
    // A bad code is refused and queues nobody.
    clients[2]!.send({ kind: "queue", token: tokens[2], game: "bola8", pair: "a b" });
    const bad = await clients[2]!.next((m) => m.kind === "refused");
    expect(bad.kind === "refused" && bad.code).toBe("malformed");
    // Carla sends the same code: the pair waits for rivals (both are told).
    // Each looks from before Carla queued: the two messages may come in either order.
    const before = clients.map((c) => c.messages.length);
    queue(1, "tigres");
    await Promise.all(
      clients
        .slice(0, 2)
        .map((c, i) => c.next((m) => m.kind === "queued" && m.pair === "waiting-rivals", 10_000, before[i])),
    );
    // A player queued alone is not matched with a pair.
    const solo = await Client.open(node.ws);
    solo.send({ kind: "queue", token: await guest(node.url, "Solo"), game: "bola8", raceTo: 1 });
    await solo.next((m) => m.kind === "queued");
    // Beto and Dani arrive as the second pair: a 2 v 2 of all four. A pair's partners take their
    // places in the order they came, so Beto is seen waiting before Dani sends the code (two
    // connections' messages may otherwise reach the server either way round).
    queue(2, "aguilas");
    await clients[2]!.next((m) => m.kind === "queued" && m.pair === "waiting-partner");
    queue(3, "aguilas");
    const paired = await Promise.all(clients.map((c) => c.next((m) => m.kind === "paired", 15_000)));
    const ids = new Set(paired.map((m) => m.kind === "paired" && m.match));
    expect(ids.size).toBe(1);
    const places = paired.map((m) => (m.kind === "paired" ? [m.seat, m.member] : null));
    expect(places).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    const id = [...ids][0] as string;
    const w = await clients[3]!.hello(id, tokens[3]);
    expect(w.kind === "welcome" && w.match.status).toBe("live");
    expect(w.kind === "welcome" && w.match.sides?.map((s) => s.map((h) => h?.name))).toEqual([
      ["Ana", "Carla"],
      ["Beto", "Dani"],
    ]);
    expect(solo.messages.some((m) => m.kind === "paired")).toBe(false);
    for (const c of [...clients, solo]) c.close();
  }, 60_000);

  it("a pair broken before it is paired: the partner left behind waits for a partner again", async () => {
    const [a, b] = await Promise.all(["Eva", "Fran"].map((n) => guest(node.url, n)));
    const [ca, cb] = await Promise.all([Client.open(node.ws), Client.open(node.ws)]);
    ca.send({ kind: "queue", token: a, game: "pina", pair: "solos" });
    await ca.next((m) => m.kind === "queued");
    cb.send({ kind: "queue", token: b, game: "pina", pair: "solos" });
    await ca.next((m) => m.kind === "queued" && m.pair === "waiting-rivals");
    const from = ca.messages.length;
    cb.send({ kind: "unqueue" });
    const back = await ca.next((m) => m.kind === "queued" && m.pair === "waiting-partner", 10_000, from);
    expect(back.kind).toBe("queued");
    // A new partner with the code completes the pair again.
    const c = await guest(node.url, "Gabi");
    const cc = await Client.open(node.ws);
    cc.send({ kind: "queue", token: c, game: "pina", pair: "solos" });
    await cc.next((m) => m.kind === "queued" && m.pair === "waiting-rivals");
    for (const x of [ca, cb, cc]) x.close();
  }, 60_000);

  it("refuses bad sides, a second seat for one player, a taken seat and an unknown link, and changes nothing", async () => {
    const ana = await guest(node.url, "Ana");
    const bad = [
      { sides: [["person", "person", "person", "person", "person"], ["person"]] },
      { sides: [[], ["person"]] },
      { sides: [[{ computer: "easy" }], ["person"]] },
      { sides: [["person"], [{ computer: "godlike" }]] },
    ];
    for (const b of bad) {
      const r = await http(node.url, "POST", "/api/online/matches", { game: "bola8", ...b }, ana);
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.json.error.message).toMatch(/side|seat|computer|invalid|expected/i);
    }
    const made = await http(
      node.url,
      "POST",
      "/api/online/matches",
      {
        game: "bola8",
        sides: [
          ["person", "person"],
          ["person", "person"],
        ],
      },
      ana,
    );
    const [s1, s2] = made.json.seatInvites as { invite: string }[];
    const twice = await http(node.url, "POST", `/api/online/invites/${s1!.invite}/join`, undefined, ana);
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toMatch(/already hold a seat/);
    const beto = await guest(node.url, "Beto");
    expect(
      (await http(node.url, "POST", `/api/online/invites/${s1!.invite}/join`, undefined, beto)).status,
    ).toBe(200);
    const carla = await guest(node.url, "Carla");
    const taken = await http(node.url, "POST", `/api/online/invites/${s1!.invite}/join`, undefined, carla);
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toMatch(/taken/);
    expect(
      (await http(node.url, "POST", `/api/online/invites/${s2!.invite}/join`, undefined, beto)).status,
    ).toBe(409);
    expect(
      (await http(node.url, "POST", "/api/online/invites/nosuchinvitecode/join", undefined, carla)).status,
    ).toBe(404);
    const now = await http(node.url, "GET", `/api/online/invites/${s2!.invite}`);
    expect(now.json.match.status).toBe("open");
    expect(now.json.match.sides.flat().filter((h: unknown) => h !== null)).toHaveLength(2);
  }, 60_000);
});
