/**
 * Online tournaments (issue 28) through the real server (SQLite here; PostgreSQL + Redis when the
 * suite runs with MINGO_TEST_PG): eight players, two groups of four then a knockout, Bola 8 races
 * to one rack. Seven register online with their own identity and check in (an eighth registers,
 * does not check in, and is withdrawn at the draw); the organizer enters Zoe, who plays at the
 * real table, recorded by its scorekeeper. Online encounters are played over the socket: one by
 * strikes, the rest by resignation; one player never comes and is forfeited by time (PC-NOSHOW).
 * After every result the standings are checked against a tally kept here, and the knockout
 * against the draw's rule (group winners meet the other group's runner-up).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextUp } from "../../src/game/index.ts";
import { ai, aiIntent, Client, guest, http, playThrough, startNode } from "./helpers.ts";

const shift = { ms: 0 };
const clock = () => Date.now() + shift.ms;
let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode({}, clock);
});
afterAll(async () => node.close());

interface Tally {
  played: number;
  won: number;
  lost: number;
  points: number;
  against: number;
  forfeits: number;
}

interface Encounter {
  id: string;
  stage: string;
  group: number;
  round: number;
  a: string | null;
  b: string | null;
  table: number | null;
  status: string;
  result: string | null;
  score: [number, number];
  winner: number | null;
  absent: number[];
  online: string | null;
}

const sweep = () => node.app.onlineTournaments.sweep();

async function organizer(): Promise<string> {
  const cred = { name: "Club Online", password: "secreto-del-club" };
  expect((await http(node.url, "POST", "/api/organizers", cred)).status).toBeLessThan(300);
  return (await http(node.url, "POST", "/api/session", cred)).json.token;
}

describe("an online tournament", () => {
  it("eight players, groups then knockout, played online and at a real table to a champion", async () => {
    const org = await organizer();
    const spec = {
      name: "Noche en línea",
      game: "bola8",
      format: "groups-knockout",
      settings: { raceTo: 1 },
      tables: 1,
      groupSize: 4,
      advance: 2,
    };
    // A tournament at real tables only: the organizer enters its players, nobody registers.
    const atTables = await http(node.url, "POST", "/api/tournaments", spec, org);
    const someone = await guest(node.url, "Nadie");
    const refused = await http(
      node.url,
      "POST",
      `/api/tournaments/${atTables.json.id}/register`,
      undefined,
      someone,
    );
    expect([refused.status, refused.json.error.code]).toEqual([409, "not-online"]);
    const noTables = await http(node.url, "POST", "/api/tournaments", { ...spec, tables: 0 }, org);
    expect([noTables.status, noTables.json.error.code]).toEqual([400, "tables-too-small"]);

    const made = await http(node.url, "POST", "/api/tournaments", { ...spec, online: {} }, org);
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const tid = made.json.id as string;
    const path = `/api/tournaments/${tid}`;

    // Registration and check-in, with the refusals a player meets.
    const names = ["Ana", "Beto", "Carla", "Quique", "Dario", "Elena", "Fede", "Gabi"];
    const token = new Map<string, string>();
    for (const n of names) {
      token.set(n, await guest(node.url, n));
      const r = await http(node.url, "POST", `${path}/register`, undefined, token.get(n));
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      expect(r.json.player.name).toBe(n);
    }
    const twice = await http(node.url, "POST", `${path}/register`, undefined, token.get("Ana"));
    expect([twice.status, twice.json.error.code]).toEqual([409, "already-registered"]);
    const stranger = await http(node.url, "POST", `${path}/check-in`, undefined, someone);
    expect([stranger.status, stranger.json.error.code]).toEqual([409, "not-registered"]);
    expect((await http(node.url, "POST", `${path}/register`)).status).toBe(401);
    for (const n of names.filter((n) => n !== "Quique")) {
      const r = await http(node.url, "POST", `${path}/check-in`, undefined, token.get(n));
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    const zoe = await http(node.url, "POST", `${path}/players`, { names: ["Zoe"] }, org);
    expect(zoe.status, JSON.stringify(zoe.json)).toBe(201);
    const before = (await http(node.url, "GET", path)).json;
    expect(before.online).toEqual({ noShowMinutes: 30, shotSeconds: 0 });
    expect(before.players.find((p: { name: string }) => p.name === "Quique").checkedIn).toBe(false);

    expect((await http(node.url, "POST", `${path}/draw`, undefined, org)).status).toBe(200);
    const late = await http(node.url, "POST", `${path}/register`, undefined, someone);
    expect([late.status, late.json.error.code]).toEqual([409, "already-drawn"]);

    // Quique never checked in: withdrawn. Zoe, entered by the organizer, is not online.
    let v = (await http(node.url, "GET", path)).json;
    const players = v.players as { id: string; name: string; seed: number; account?: string }[];
    expect(players.map((p) => p.name).sort()).toEqual([
      "Ana",
      "Beto",
      "Carla",
      "Dario",
      "Elena",
      "Fede",
      "Gabi",
      "Zoe",
    ]);
    expect(players.find((p) => p.name === "Zoe")!.account).toBeUndefined();
    const byId = new Map(players.map((p) => [p.id, p]));
    const nameOf = (id: string | null) => byId.get(id ?? "")?.name ?? "?";
    const tokenOf = (id: string | null) => token.get(nameOf(id))!;

    // The tally kept here: the standings must say the same after every result.
    const tally = new Map(
      players.map((p) => [p.id, { played: 0, won: 0, lost: 0, points: 0, against: 0, forfeits: 0 }]),
    );
    const record = (e: Encounter, score: [number, number], winner: 0 | 1 | null, absent: (0 | 1)[] = []) => {
      if (e.stage === "ko") return;
      const sides = [tally.get(e.a!)!, tally.get(e.b!)!] as const;
      sides.forEach((t: Tally, s) => {
        t.played++;
        t.points += score[s]!;
        t.against += score[1 - s]!;
        if (winner === s) t.won++;
        else if (winner !== null) t.lost++;
        if (absent.includes(s as 0 | 1)) t.forfeits++;
      });
    };
    const ranked = (group: number) =>
      [
        ...new Set(
          encountersOf(v)
            .filter((e) => e.stage === "group" && e.group === group)
            .flatMap((e) => [e.a!, e.b!]),
        ),
      ]
        .map((id) => ({ id, seed: byId.get(id)!.seed, ...tally.get(id)! }))
        .sort((x, y) => y.points - x.points || y.won - x.won || x.against - y.against || x.seed - y.seed)
        .map((r) => r.id);
    const checkStandings = () => {
      for (const g of v.standings as { group: number; rows: ({ id: string } & Tally)[] }[]) {
        for (const row of g.rows) {
          const { played, won, lost, points, against, forfeits } = row;
          expect({ who: nameOf(row.id), played, won, lost, points, against, forfeits }).toEqual({
            who: nameOf(row.id),
            ...tally.get(row.id),
          });
        }
        expect(g.rows.map((r) => nameOf(r.id))).toEqual(ranked(g.group).map(nameOf));
      }
    };
    const refresh = async () => {
      await sweep();
      v = (await http(node.url, "GET", path)).json;
    };
    const encounter = (id: string) => encountersOf(v).find((e) => e.id === id)!;

    // Who wins each encounter decided by resignation: Zoe loses; otherwise the better seed wins.
    const loserOf = (e: Encounter): 0 | 1 =>
      nameOf(e.a) === "Zoe"
        ? 0
        : nameOf(e.b) === "Zoe"
          ? 1
          : byId.get(e.a!)!.seed < byId.get(e.b!)!.seed
            ? 1
            : 0;

    // ---- round one: every online call has its match; Zoe's encounter is called to table 1.
    await refresh();
    const called = encountersOf(v).filter((e) => e.status === "playing");
    const online = called.filter((e) => e.online !== null);
    expect(online.length).toBe(3);
    for (const e of online) expect([e.table, e.online]).toEqual([null, `t-${e.id}`]);
    const atTable = called.filter((e) => e.online === null);
    expect(atTable.map((e) => e.table)).toEqual([1]);
    expect([nameOf(atTable[0]!.a), nameOf(atTable[0]!.b)]).toContain("Zoe");

    // Everyone comes and lags except Gabi, who never comes.
    const noShow = online.find((e) => nameOf(e.a) === "Gabi" || nameOf(e.b) === "Gabi")!;
    const byStrikes = online.find((e) => e !== noShow && e.group === noShow.group)!;
    const seated = new Map<string, [Client, Client]>();
    for (const e of online) {
      const pair = [await Client.open(node.ws), await Client.open(node.ws)] as [Client, Client];
      for (const [s, c] of pair.entries()) {
        const w = await c.hello(e.online!, tokenOf(s === 0 ? e.a : e.b));
        expect(w.kind === "welcome" && w.seat).toBe(s);
        // The match knows its tournament: its page links back to the wall.
        expect(w.kind === "welcome" && w.match.tournament?.id).toBe(tid);
      }
      seated.set(e.id, pair);
      for (const [s, c] of pair.entries()) {
        if (e === noShow && nameOf(s === 0 ? e.a : e.b) === "Gabi") continue;
        const lag = await aiIntent(c, ai(e.id, s as 0 | 1), e.online!);
        expect((await c.intent(lag!)).kind).not.toBe("refused");
      }
      if (e !== noShow) for (const c of pair) await c.reach(1);
    }
    // PC-NOSHOW: nothing happens before the wait; after it, Gabi's encounter is forfeited.
    await refresh();
    expect(encounter(noShow.id).status).toBe("playing");
    shift.ms = 31 * 60_000;
    await refresh();
    const forfeited = encounter(noShow.id);
    const gabi: 0 | 1 = nameOf(noShow.a) === "Gabi" ? 0 : 1;
    expect([forfeited.status, forfeited.result, forfeited.absent, forfeited.winner]).toEqual([
      "done",
      "noshow",
      [gabi],
      1 - gabi,
    ]);
    expect(forfeited.score).toEqual(gabi === 0 ? [0, 1] : [1, 0]);
    record(forfeited, forfeited.score, (1 - gabi) as 0 | 1, [gabi]);
    checkStandings();
    await seated.get(noShow.id)![0].next((m) => m.kind === "over", 10_000, 0);
    for (const c of seated.get(noShow.id)!) c.close();

    // One encounter played through by strikes; its result is the match's, as the sockets saw it.
    const strikes = seated.get(byStrikes.id)!;
    await playThrough(strikes, byStrikes.online!, (c) => c.status === "over", 800);
    const result = resultOf(strikes[0]);
    await refresh();
    const struck = encounter(byStrikes.id);
    expect([struck.status, struck.result, struck.score, struck.winner]).toEqual([
      "done",
      "played",
      result.matchScore,
      result.winner,
    ]);
    record(struck, result.matchScore, result.winner as 0 | 1);
    checkStandings();
    for (const c of strikes) c.close();

    /** An online encounter decided by resignation: the lag (if not yet), the break chosen, the loser resigns. */
    async function resignOnline(e: Encounter, pair?: [Client, Client]) {
      const clients = pair ?? ([await Client.open(node.ws), await Client.open(node.ws)] as [Client, Client]);
      if (!pair)
        for (const [s, c] of clients.entries()) await c.hello(e.online!, tokenOf(s === 0 ? e.a : e.b));
      const loser = loserOf(e);
      for (let i = 0; i < 10 && clients[0].status !== "over"; i++) {
        const next = nextUp(clients[0].match!);
        if (next.kind === "lag") {
          const seq = clients[0].seq;
          await Promise.all(
            clients.map(async (c, s) => {
              const lag = await aiIntent(c, ai(`${e.id}.${i}`, s as 0 | 1), e.online!);
              if (lag) await c.intent(lag);
            }),
          );
          for (const c of clients) await c.reach(seq + 1);
        } else if (next.kind === "lag-choice") {
          const c = clients[next.by]!;
          expect(
            (await c.intent({ kind: "choose", match: e.online, seq: c.seq, choice: { kind: "break" } })).kind,
          ).toBe("step");
          await clients[1 - next.by]!.reach(c.seq);
        } else {
          const c = clients[loser];
          expect((await c.intent({ kind: "resign", match: e.online, seq: c.seq })).kind).toBe("step");
          await clients[1 - loser]!.reach(c.seq);
        }
      }
      expect(clients[0].status).toBe("over");
      for (const c of clients) c.close();
      return loser;
    }

    /** Zoe's encounter at table 1, recorded by its scorekeeper: she resigns the rack. */
    async function atRealTable(e: Encounter) {
      const admin = await http(node.url, "GET", `${path}/admin`, undefined, org);
      const h = admin.json.tables[0].token as string;
      const table = `${path}/tables/1`;
      const tv = await fetch(`${node.url}${table}`, { headers: { "x-table-token": h } }).then((r) =>
        r.json(),
      );
      expect(tv.encounter.id).toBe(e.id);
      const post = (url: string, body: unknown) =>
        fetch(`${node.url}${url}`, {
          method: "POST",
          headers: { "x-table-token": h, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      expect((await post(`${table}/start`, { breaker: 0 })).status).toBe(200);
      const loser = loserOf(e);
      expect((await post(`${table}/steps`, { seq: 0, step: { resign: { by: loser } } })).status).toBe(200);
      return loser;
    }

    // ---- every other encounter, as it is called, until a champion.
    const pending = new Map(
      online.filter((e) => e !== noShow && e !== byStrikes).map((e) => [e.id, seated.get(e.id)!]),
    );
    let checkedBracket = false;
    for (let pass = 0; pass < 30; pass++) {
      await refresh();
      if (v.status === "done") break;
      const due = encountersOf(v).filter((e) => e.status === "playing");
      expect(due.length, "a running tournament always has an encounter called").toBeGreaterThan(0);
      // The knockout, once drawn: group winners against the other group's runner-up.
      const ko = encountersOf(v).filter((e) => e.stage === "ko" && e.a && e.b);
      if (!checkedBracket && ko.length === 2) {
        const [g1, g2] = [ranked(1), ranked(2)];
        const pairs = ko.map((e) => [e.a, e.b].sort().join(" v "));
        expect(pairs.sort()).toEqual(
          [[g1[0], g2[1]].sort().join(" v "), [g2[0], g1[1]].sort().join(" v ")].sort(),
        );
        checkedBracket = true;
      }
      for (const e of due) {
        const loser = e.online ? await resignOnline(e, pending.get(e.id)) : await atRealTable(e);
        pending.delete(e.id);
        await refresh();
        const done = encounter(e.id);
        const winner = (1 - loser) as 0 | 1;
        expect([done.status, done.result, done.winner, done.score]).toEqual([
          "done",
          "played",
          winner,
          winner === 0 ? [1, 0] : [0, 1],
        ]);
        record(done, done.score, winner);
        checkStandings();
      }
    }
    expect(v.status).toBe("done");
    expect(checkedBracket).toBe(true);

    // The champion: the final's winner, on their profile with the tournament and its matches.
    const final = encountersOf(v)
      .filter((e) => e.stage === "ko")
      .reduce((x, y) => (y.round > x.round ? y : x));
    const champion = byId.get((final.winner === 0 ? final.a : final.b)!)!;
    expect(champion.account).toBeDefined();
    const profile = (
      await http(node.url, "GET", `/api/online/players/${encodeURIComponent(champion.account!)}`)
    ).json;
    const entry = profile.tournaments.find((t: { id: string }) => t.id === tid);
    const own = tally.get(champion.id)!;
    expect(entry).toMatchObject({
      name: "Noche en línea",
      status: "done",
      champion: true,
      entry: champion.id,
    });
    expect(entry.played).toBe(own.played + 2);
    expect(entry.won).toBe(own.won + 2);
    expect(profile.history.some((h: { match: string }) => h.match.startsWith("t-"))).toBe(true);
  }, 240_000);
});

function encountersOf(v: { encounters: unknown[] }): Encounter[] {
  return v.encounters as Encounter[];
}

function resultOf(c: Client): { winner: 0 | 1 | "tie"; matchScore: [number, number] } {
  for (let i = c.messages.length - 1; i >= 0; i--) {
    const m = c.messages[i]!;
    if ((m.kind === "step" || m.kind === "over") && m.result) return m.result as never;
  }
  throw new Error("no result seen");
}
