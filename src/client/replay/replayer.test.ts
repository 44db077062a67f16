import { describe, expect, it } from "vitest";
import type { GameAction, Match } from "../../game/index.ts";
import { playAction, startMatch, toSavedMatch } from "../../game/index.ts";
import { loadReplay, simulationOf } from "./replayer.ts";

/** A short real match: a lag, the winner breaks, the other resigns. */
function savedText(): string {
  const started = startMatch({
    seed: "replay-test",
    game: "bola8",
    players: ["Ana", "Beto"],
    settings: { raceTo: 1 },
  });
  if (!started.ok) throw new Error(started.error.message);
  let m: Match = started.value;
  const play = (a: GameAction) => {
    const r = playAction(m, a);
    if (!r.ok) throw new Error(r.error.message);
    m = r.value.match;
  };
  play({
    kind: "lag",
    strokes: [
      { speed: 1.94, angleDeg: 0 },
      { speed: 2.05, angleDeg: 0 },
    ],
  });
  if (m.phase.kind !== "lag-choice") throw new Error(`expected the lag winner's choice, got ${m.phase.kind}`);
  const w = m.phase.winner;
  play({ kind: "choose", by: w, choice: { kind: "break" } });
  play({
    kind: "strike",
    by: w,
    strike: { speed: 7.3, direction: 0, tipX: 0, tipY: 0, elevation: 0 },
    cueBall: [-0.636, 0],
  });
  play({ kind: "resign", by: w === 0 ? 1 : 0 });
  const saved = toSavedMatch(m);
  if (!saved.ok) throw new Error(saved.error);
  return JSON.stringify(saved.value);
}

describe("replay by URL: reading a saved match", () => {
  const text = savedText();

  it("keeps the match at rest before and after every action", () => {
    const r = loadReplay(text);
    expect(r.ok, r.ok ? "" : r.error.message).toBe(true);
    if (!r.ok) return;
    const { states, steps } = r.value;
    expect(steps.map((s) => s.action.kind)).toEqual(["lag", "choose", "strike", "resign"]);
    expect(states).toHaveLength(5);
    expect(states[0]!.phase.kind).toBe("lag");
    expect(states[4]!.rules?.matchOver).toBe(true);
    for (const s of steps) expect(s.after).toBe(states[s.index + 1]);
    // The break is a simulation to play back; the choice and the resignation are not.
    expect(simulationOf(steps[2]!)?.events.length).toBeGreaterThan(0);
    expect(simulationOf(steps[1]!)).toBeUndefined();
    expect(r.value.engine).toMatch(/^[0-9a-f]+$/);
  });

  it("refuses a file whose shot was edited, naming why", () => {
    const edited = text.replace('"speed":7.3', '"speed":7.2');
    expect(edited).not.toBe(text);
    const r = loadReplay(edited);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(["no-replay", "differs"]).toContain(r.error.code);
      expect(r.error.message).toMatch(/does not/);
    }
  });

  it("refuses what is not a saved match", () => {
    const r = loadReplay('{"format":"something-else"}');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect([r.error.code, r.error.message]).toEqual(["not-saved-match", expect.stringMatching(/format/)]);
    const notJson = loadReplay("not json");
    expect(notJson.ok ? null : notJson.error.code).toBe("not-json");
  });
});
