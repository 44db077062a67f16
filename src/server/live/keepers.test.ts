import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { LiveKeepersMessage } from "../../protocol/index.ts";
import { makeKeeperBoard } from "./keepers.ts";

/** A board on a hand-turned clock, and what its walls were last told per tournament. */
function board(silenceMs = 1000) {
  let now = 0;
  const told: LiveKeepersMessage[] = [];
  const b = makeKeeperBoard({
    broadcast: (_id, text) => told.push(JSON.parse(text) as LiveKeepersMessage),
    clock: () => now,
    silenceMs,
    sweepMs: 0,
  });
  return { b, told, wait: (ms: number) => (now += ms), last: () => told.at(-1)?.tables };
}
const phone = () => ({}) as WebSocket;
const report = (pending: number, extra: { conflict?: boolean; offline?: boolean } = {}) => ({
  pending,
  conflict: extra.conflict ?? false,
  offline: extra.offline ?? false,
});

describe("scorekeepers' presence (issue 38)", () => {
  it("says a table offline when its phone is not heard for the silence, with its last count", () => {
    const { b, told, wait, last } = board();
    const p = phone();
    b.heard("T", 3, p, report(0));
    expect(last()).toEqual([{ table: 3, online: true, pending: 0, conflict: false }]);
    b.heard("T", 3, p, report(3, { offline: true }));
    // Its own requests fail though the socket got through: offline, three shots waiting.
    expect(last()).toEqual([{ table: 3, online: false, pending: 3, conflict: false }]);
    b.heard("T", 3, p, report(3));
    expect(last()).toEqual([{ table: 3, online: true, pending: 3, conflict: false }]);
    const n = told.length;
    wait(900);
    b.sweep();
    expect(told.length).toBe(n);
    wait(200);
    b.sweep();
    expect(last()).toEqual([{ table: 3, online: false, pending: 3, conflict: false }]);
    // Heard again: back.
    b.heard("T", 3, p, report(0));
    expect(last()).toEqual([{ table: 3, online: true, pending: 0, conflict: false }]);
  });

  it("a dropped socket is offline; a page closed with nothing pending is forgotten", () => {
    const { b, last } = board();
    const p = phone();
    b.heard("T", 1, p, report(1, { conflict: true }));
    b.left(p, false);
    expect(last()).toEqual([{ table: 1, online: false, pending: 1, conflict: true }]);
    const q = phone();
    b.heard("T", 1, q, report(0));
    b.left(q, true);
    expect(last()).toEqual([]);
    expect(b.message("T")).toBeNull();
  });

  it("a phone first heard with shots pending is told at once", () => {
    const { b, last } = board();
    b.heard("T", 5, phone(), report(3, { offline: true }));
    expect(last()).toEqual([{ table: 5, online: false, pending: 3, conflict: false }]);
  });

  it("a clean close with shots still pending stays offline with its count", () => {
    const { b, last } = board();
    const p = phone();
    b.heard("T", 2, p, report(2));
    b.left(p, true);
    expect(last()).toEqual([{ table: 2, online: false, pending: 2, conflict: false }]);
  });

  it("keeps tournaments and tables apart, and a second phone at a table keeps it online", () => {
    const { b } = board();
    const [p, q] = [phone(), phone()];
    b.heard("T", 1, p, report(0));
    b.heard("T", 1, q, report(0));
    b.heard("U", 1, phone(), report(4));
    b.left(p, false);
    expect(JSON.parse(b.message("T")!).tables).toEqual([
      { table: 1, online: true, pending: 0, conflict: false },
    ]);
    expect(JSON.parse(b.message("U")!).tables).toEqual([
      { table: 1, online: true, pending: 4, conflict: false },
    ]);
  });
});
