/**
 * The session without a page: two people at one screen, no table view (so no playback), driven
 * through the same methods the buttons and keys call.
 */
import { describe, expect, it } from "vitest";
import { Session } from "./session.ts";

function twoPeople(game: "bola8" | "pina"): Session {
  return new Session({
    game,
    names: ["Ana", "Beto"],
    opponent: "human",
    level: "easy",
    settings: {},
    seed: `session-${game}`,
  });
}

async function lagUntilDecided(s: Session): Promise<void> {
  for (let i = 0; i < 6 && s.turn.value.kind === "lag"; i++) {
    // Different paces so the lag cannot tie: the first a touch softer than the second.
    s.setAim({ power: s.turn.value.kind === "lag" && s.turn.value.who === 0 ? 0.3 : 0.34 + i * 0.01 });
    await s.strike();
  }
}

describe("a match at one screen", () => {
  it("Bola 8: both lag, the winner breaks with the cue ball in hand behind the head string, the referee rules the break", async () => {
    const s = twoPeople("bola8");
    expect(s.turn.value).toEqual({ kind: "lag", who: 0 });
    await lagUntilDecided(s);
    expect(s.turn.value.kind).toBe("lag-choice");
    await s.choose("break");
    const br = s.turn.value;
    expect(br.kind === "shot" && br.hint.isBreak).toBe(true);
    expect(s.inHandNow()).toBe(true);
    const at = s.cueAt.value!;
    expect(at[0]).toBeLessThanOrEqual(s.match.value.table.headStringX);
    s.setAim({ direction: 0, power: 0.95 });
    await s.strike();
    expect(s.match.value.rules!.phase.kind).not.toBe("break");
    expect(s.log.value.length).toBeGreaterThanOrEqual(2);
    // An open table after a break that pocketed, or the opponent to play: either way the referee spoke.
    expect(s.latest.value.length).toBeGreaterThan(0);
  });

  it("Piña: a shot without a call is warned about first; a defence is accepted", async () => {
    const s = twoPeople("pina");
    await lagUntilDecided(s);
    // The lag winner breaks (PC-LAG); the break needs no call.
    expect(s.turn.value.kind).toBe("shot");
    s.setAim({ power: 0.9 });
    await s.strike();
    const tr = s.turn.value;
    expect(tr.kind === "shot" && tr.hint.call).toBe("ball-or-defense");
    const logged = s.log.value.length;
    expect(s.missingCall.value).toMatch(/bola y la tronera|Defensa/);
    await s.strike();
    expect(s.error.value).toMatch(/Tiro sin cantar: nada de lo que metas suma/);
    expect(s.log.value.length).toBe(logged);
    s.pickBall(s.ballOn()!);
    expect(s.missingCall.value).toMatch(/tronera de la/);
    s.setCall({ defense: true });
    expect(s.missingCall.value).toBeNull();
    await s.strike();
    expect(s.log.value.length).toBe(logged + 1);
  });

  it("G-NOCALL: after the warning a second press plays the Piña shot uncalled, and the referee rules it", async () => {
    const s = twoPeople("pina");
    await lagUntilDecided(s);
    s.setAim({ power: 0.9 });
    await s.strike();
    const logged = s.log.value.length;
    await s.strike();
    expect(s.noCallWarned.value).toBe(true);
    expect(s.log.value.length).toBe(logged);
    await s.strike();
    expect(s.log.value.length).toBe(logged + 1);
    const last = s.log.value.at(-1)!.lines;
    expect(last.some((l) => l.phrase === "noCall" && l.rule === "G-NOCALL")).toBe(true);
    expect(s.noCallWarned.value).toBe(false);
  });
});
