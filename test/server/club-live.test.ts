import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, pinaTournament, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";
import { called, pinaBreak } from "./pina-steps.ts";

function nextMessage(ws: WebSocket, pred: (m: any) => boolean = () => true): Promise<any> {
  return new Promise((resolve) => {
    const on = (data: WebSocket.RawData) => {
      const m = JSON.parse(String(data));
      if (pred(m)) {
        ws.off("message", on);
        resolve(m);
      }
    };
    ws.on("message", on);
  });
}

describe(`live socket (${DB_KIND})`, () => {
  let f: Fixture;
  let base: string;
  beforeAll(async () => {
    f = await makeFixture(rulesReferee);
    base = (await f.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  });
  afterAll(() => f.close());

  it("answers a malformed message with an error and stays read-only; a subscriber sees each recorded shot", async () => {
    const auth = await signIn(f.app);
    const { id, tokens } = await pinaTournament(f.app, auth);
    const ws = new WebSocket(`${base}/api/live`);
    await new Promise((r) => ws.once("open", r));
    const errorReply = nextMessage(ws);
    ws.send(JSON.stringify({ v: 1, kind: "record", step: { resign: { by: 0 } } }));
    expect(await errorReply).toMatchObject({ v: 1, kind: "error" });
    const first = nextMessage(ws);
    ws.send(JSON.stringify({ v: 1, kind: "subscribe", tournament: id }));
    const snapshot = await first;
    expect(snapshot.tournament.id).toBe(id);

    const h = { "x-table-token": tokens[0]! };
    const steps = `/api/tournaments/${id}/tables/1/steps`;
    const table1 = (m: any) => m.tournament?.encounters?.find((e: any) => e.table === 1);
    await call(f.app, "POST", `/api/tournaments/${id}/tables/1/start`, { breaker: 0 }, h);
    // PC-BREAK: Ana's break scores nothing and passes the turn to Dani.
    const afterBreak = nextMessage(ws, (m) => table1(m)?.report?.turn === 1);
    expect((await call(f.app, "POST", steps, { seq: 0, step: pinaBreak(0) }, h)).status).toBe(200);
    expect(table1(await afterBreak).report.score).toEqual([0, 0]);
    // PC-SCORE: Dani calls and pockets the 1: one point.
    const afterPot = nextMessage(ws, (m) => table1(m)?.report?.score?.[1] === 1);
    expect((await call(f.app, "POST", steps, { seq: 1, step: called(1, 1) }, h)).status).toBe(200);
    expect(table1(await afterPot).report).toMatchObject({ score: [0, 1], turn: 1 });
    ws.close();
  });
});

describe("live hub coalescing", () => {
  it("a change made while a snapshot is being built gets a snapshot of its own", async () => {
    const { makeHub } = await import("../../src/server/live/hub.ts");
    let version = 0;
    let gate: Promise<void> = Promise.resolve();
    const sent: number[] = [];
    const hub = makeHub(
      async () => {
        const v = version;
        await gate;
        return { ok: true, json: JSON.stringify({ v }) };
      },
      { intervalMs: 1 },
    );
    const socket = {
      OPEN: 1,
      readyState: 1,
      on: () => {},
      once: () => {},
      send: (text: string) => sent.push(JSON.parse(text).tournament.v),
      close: () => {},
    };
    hub.subscribe("t", socket as never);
    await new Promise((r) => setTimeout(r, 5));
    let open: () => void = () => {};
    gate = new Promise<void>((r) => {
      open = r;
    });
    version = 1;
    hub.changed("t");
    await new Promise((r) => setTimeout(r, 10)); // the v1 snapshot is being built, held at the gate
    version = 2;
    hub.changed("t"); // arrives during the build
    gate = Promise.resolve();
    open();
    await expect.poll(() => sent, { timeout: 2000 }).toEqual([0, 1, 2]);
    hub.close();
  });
});
