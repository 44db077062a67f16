/**
 * What a node keeps of a live match (issue 41 item 5): its state and actions, not its step log
 * (about 1 kB a step that only the saved file reads), so a node's memory holds the live matches
 * and not every step they ever played. A welcome still shows the last report, and the saved file
 * still carries every step, replayed from the stored actions.
 */
import { serialize } from "node:v8";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unwrap } from "../../src/core/index.ts";
import { fromSavedMatch, type Match, playAction, startMatch } from "../../src/game/index.ts";
import { simpleAction } from "../../src/game/testing/simple-player.ts";
import { remember } from "../../src/server/online/match-cache.ts";
import type { OnlineState } from "../../src/server/online/service-state.ts";
import { Client, http, invitedMatch, type LocalNode, playThrough, startNode } from "./helpers.ts";

describe("a node's cached match", () => {
  it("keeps the state and actions, not the log: its size grows by the actions alone", () => {
    const s = { cache: new Map() } as unknown as OnlineState;
    let m: Match = unwrap(
      startMatch({ seed: "lean", game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 9 } }),
    );
    const sizes: number[] = [];
    let lastReport: unknown = null;
    for (let action = simpleAction(m); action && m.actions.length < 200; action = simpleAction(m)) {
      const kept = s.cache.get("m")?.match ?? m;
      const r = unwrap(playAction(kept, action));
      const entry = remember(s, "m", m.actions.length + 1, r.match);
      m = unwrap(playAction(m, action)).match;
      if (r.step.report) lastReport = r.step.report;
      // The state is the full match's; the log and the referee's steps are not kept.
      expect(entry.match.balls).toStrictEqual(m.balls);
      expect(entry.match.rules).toStrictEqual(m.rules);
      expect(entry.match.actions).toStrictEqual(m.actions);
      expect([entry.match.log.length, entry.match.ruleSteps.length]).toEqual([0, 0]);
      expect(entry.report).toStrictEqual(lastReport);
      sizes.push(serialize(entry).length);
    }
    expect(m.actions.length).toBeGreaterThan(150);
    // ~100 bytes a step (the action) where the whole match grows ~1 kB a step.
    const grew = (sizes.at(-1)! - sizes[20]!) / (sizes.length - 21);
    expect(grew).toBeLessThan(200);
    expect(
      (serialize(m).length - serialize({ ...m, log: [], ruleSteps: [] }).length) / m.actions.length,
    ).toBeGreaterThan(500);
  });
});

describe("a node serving a match from its lean cache", () => {
  let node: LocalNode;
  beforeAll(async () => {
    node = await startNode();
  });
  afterAll(async () => node?.close());

  it("welcomes with the last report and saves every step", async () => {
    const { id, tokens } = await invitedMatch(node.url, {
      game: "pina",
      settings: {},
      clock: { shotSeconds: 0 },
    });
    const c = [await Client.open(node.ws), await Client.open(node.ws)] as const;
    await c[0].hello(id, tokens[0]);
    await c[1].hello(id, tokens[1]);
    await playThrough(c, id, (x) => x.seq >= 24 || x.status === "over");
    const lastStep = [...c[0].messages].reverse().find((m) => m.kind === "step" && m.report);
    // A report to compare: the welcome must carry this one, not merely match an absent one.
    expect(lastStep?.kind === "step" && lastStep.report).toBeTruthy();
    const late = await Client.open(node.ws);
    const w = await late.hello(id);
    expect(w.kind === "welcome" && w.report).toStrictEqual(
      lastStep?.kind === "step" ? lastStep.report : null,
    );
    expect(late.mismatches).toEqual([]);
    const saved = await http(node.url, "GET", `/api/online/matches/${id}/saved`);
    const file = unwrap(fromSavedMatch(JSON.stringify(saved.json)));
    expect(file.actions.length).toBe(c[0].seq);
    expect(file.log.length).toBe(c[0].seq);
    for (const x of [...c, late]) x.close();
  });
});
