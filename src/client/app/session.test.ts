/**
 * The session without a page: two people at one screen, no table view (so no playback), driven
 * through the same methods the buttons and keys call.
 */
import { describe, expect, it } from "vitest";
import { BALL_RADIUS, breakPreset } from "../../game/index.ts";
import { Session, sayMessage } from "./session.ts";

function twoPeople(game: "bola8" | "pina", settings: Record<string, unknown> = {}): Session {
  return new Session({
    game,
    names: ["Ana", "Beto"],
    opponent: "human",
    level: "easy",
    settings,
    seed: `session-${game}`,
  });
}

/** Bola 8 from the lag to the break, the lag's winner breaking. */
async function toBola8Break(s: Session): Promise<void> {
  await lagUntilDecided(s);
  await s.choose("break");
}

/** Bola 8 broken hard, then (after a foul on the break) ball in hand: the open table's first shot. */
async function toOpenTableShot(s: Session): Promise<void> {
  await toBola8Break(s);
  // The preset's aim (the side break), at full power.
  s.setAim({ power: 1 });
  await s.strike();
  // A foul on the break leaves a choice first: ball in hand (or the table as it lies).
  const after = s.turn.value;
  if (after.kind === "choose")
    await s.choose(after.hint.options.includes("ball-in-hand") ? "ball-in-hand" : "accept");
}

const warning = (s: Session): string => (s.error.value ? sayMessage(s.error.value) : "");

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
    // The preset break (src/game/break-preset.ts) is set up: the cue ball a centimetre off the
    // side rail, aimed at the second row's ball on that side, full power, 0.4 R of follow.
    const m = s.match.value;
    const preset = breakPreset("bola8", m.table, m.balls, BALL_RADIUS);
    expect(at[1]).toBeCloseTo(m.table.width / 2 - BALL_RADIUS - 0.01, 9);
    const aim = (Math.atan2(preset.aimAt[1] - at[1], preset.aimAt[0] - at[0]) * 180) / Math.PI;
    expect(s.aim.value.direction).toBeCloseTo(aim, 9);
    expect([s.aim.value.power, s.aim.value.tipY]).toEqual([1, 0.4]);
    s.setAim({ power: 0.95 });
    await s.strike();
    expect(s.match.value.rules!.phase.kind).not.toBe("break");
    expect(s.log.value.length).toBeGreaterThanOrEqual(2);
    // An open table after a break that pocketed, or the opponent to play: either way the referee spoke.
    expect(s.latest.value.length).toBeGreaterThan(0);
  });

  it("Piña: a shot without a call is warned about first; a defence called by a tap on the cue ball is accepted", async () => {
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
    expect(warning(s)).toMatch(/Tiro sin cantar: nada de lo que metas suma/);
    expect(s.log.value.length).toBe(logged);
    s.pickBall(s.ballOn()!);
    expect(s.missingCall.value).toMatch(/tronera de la/);
    // On the table itself: a tap on the cue ball calls the defence, a second takes it back.
    s.pickBall(0);
    expect(s.call.value).toEqual({ defense: true });
    s.pickBall(0);
    expect(s.call.value).toEqual({});
    s.pickBall(0);
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

  it("Bola 8: a break needs no call — the first press plays it, in the first rack and the next", async () => {
    const s = twoPeople("bola8", { raceTo: 2 });
    await toBola8Break(s);
    for (const rack of [1, 2]) {
      const br = s.turn.value;
      expect(br.kind === "shot" && br.hint.isBreak && br.hint.call).toBe("none");
      expect(s.missingCall.value).toBeNull();
      const logged = s.log.value.length;
      s.setAim({ power: 1 });
      await s.strike();
      expect(s.error.value).toBeNull();
      expect(s.log.value.length).toBe(logged + 1);
      expect(s.match.value.rules!.rack).toBe(rack);
      // The rack is conceded so that the next one starts with a break (G-RESIGN).
      if (rack === 1) await s.resign();
    }
  });

  it("G-NOCALL in Bola 8 as in Piña: an open-table shot with no group is warned about, then played and ruled B8-F2", async () => {
    const s = twoPeople("bola8");
    await toOpenTableShot(s);
    const tr = s.turn.value;
    expect(tr.kind === "shot" && tr.hint.call).toBe("group");
    const logged = s.log.value.length;
    await s.strike();
    expect(s.noCallWarned.value).toBe(true);
    expect(warning(s)).toMatch(/sin declarar grupo.*falta \(B8-F2\).*otra vez para tirar igual/);
    expect(s.log.value.length).toBe(logged);
    // A call made and withdrawn is a fresh omission: warned about again.
    s.setCall({ group: "solids" });
    expect(s.error.value).toBeNull();
    s.setCall({});
    await s.strike();
    expect(s.log.value.length).toBe(logged);
    await s.strike();
    expect(s.log.value.length).toBe(logged + 1);
    const last = s.log.value.at(-1)!.lines;
    expect(last.some((l) => l.rule === "B8-F2")).toBe(true);
  });

  it("B8-OPEN on the table: a tap on a stripe declares stripes (and aims at it); on a solid, solids; the 8 declares nothing", async () => {
    const s = twoPeople("bola8");
    await toOpenTableShot(s);
    const tr = s.turn.value;
    expect(tr.kind === "shot" && tr.hint.call).toBe("group");
    const onCloth = (ids: number[]) =>
      s.match.value.balls.find((b) => ids.includes(b.id) && b.motion !== "pocketed");
    const stripe = onCloth([9, 10, 11, 12, 13, 14, 15])!;
    const solid = onCloth([1, 2, 3, 4, 5, 6, 7])!;
    s.pickBall(stripe.id);
    expect(s.call.value).toEqual({ group: "stripes" });
    const cue = s.cueAt.value ?? s.match.value.balls.find((b) => b.id === 0)!.r;
    const toward = (Math.atan2(stripe.r[1] - cue[1], stripe.r[0] - cue[0]) * 180) / Math.PI;
    expect(s.aim.value.direction).toBeCloseTo(toward, 6);
    s.pickBall(solid.id);
    expect(s.call.value).toEqual({ group: "solids" });
    s.pickBall(8);
    expect(s.call.value).toEqual({ group: "solids" });
  });
});
