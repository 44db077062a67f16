import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { called, pinaBreak } from "../../bench/support/pina-steps.ts";
import { applyPatch } from "../../src/protocol/live-patch.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { call, type Fixture, makeFixture, pinaTournament, signIn } from "./club-fixture.ts";
import { DB_KIND } from "./harness.ts";

/**
 * The view as a page keeps it: the full view first, then each patch applied in order (a patch
 * out of order fails the test). `next(pred)` waits for a view that satisfies `pred`.
 */
function follow(ws: WebSocket) {
  let view: any = null;
  let seq = -1;
  const waiting: { pred: (v: any) => boolean; resolve: (v: any) => void }[] = [];
  ws.on("message", (data) => {
    const m = JSON.parse(String(data));
    if (m.kind === "tournament") {
      view = m.tournament;
      seq = m.seq;
    } else if (m.kind === "patch") {
      expect(m.patch.base).toBe(seq);
      view = applyPatch(view, m.patch);
      seq = m.patch.seq;
    } else return;
    for (const w of [...waiting]) if (w.pred(view)) waiting.splice(waiting.indexOf(w), 1) && w.resolve(view);
  });
  return {
    next: (pred: (v: any) => boolean) => new Promise<any>((resolve) => waiting.push({ pred, resolve })),
  };
}

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
    const page = follow(ws);
    ws.send(JSON.stringify({ v: 1, kind: "subscribe", tournament: id }));
    const snapshot = await first;
    expect(snapshot.tournament.id).toBe(id);
    expect(snapshot.seq).toBe(0);

    const h = { "x-table-token": tokens[0]! };
    const steps = `/api/tournaments/${id}/tables/1/steps`;
    const table1 = (v: any) => v?.encounters?.find((e: any) => e.table === 1);
    await call(f.app, "POST", `/api/tournaments/${id}/tables/1/start`, { breaker: 0 }, h);
    // PC-BREAK: Ana's break scores nothing and passes the turn to Dani.
    const afterBreak = page.next((v) => table1(v)?.report?.turn === 1);
    expect((await call(f.app, "POST", steps, { seq: 0, step: pinaBreak(0) }, h)).status).toBe(200);
    expect(table1(await afterBreak).report.score).toEqual([0, 0]);
    // PC-SCORE: Dani calls and pockets the 1: one point.
    const afterPot = page.next((v) => table1(v)?.report?.score?.[1] === 1);
    expect((await call(f.app, "POST", steps, { seq: 1, step: called(1, 1) }, h)).status).toBe(200);
    const followed = await afterPot;
    expect(table1(followed).report).toMatchObject({ score: [0, 1], turn: 1 });
    // The first view with every patch applied is the view as it stands, field for field.
    expect(followed).toEqual((await call(f.app, "GET", `/api/tournaments/${id}`)).json);
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
        return { ok: true, json: JSON.stringify({ v, encounters: [], standings: [] }) };
      },
      { intervalMs: 1 },
    );
    const socket = {
      OPEN: 1,
      readyState: 1,
      on: () => {},
      once: () => {},
      send: (text: string) => {
        // The first view whole, then patches carrying what changed.
        const m = JSON.parse(text);
        sent.push(m.kind === "tournament" ? m.tournament.v : m.patch.set.v);
      },
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
