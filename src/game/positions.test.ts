import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import type { Ruling } from "../rules/index.ts";
import { BALL_RADIUS } from "./geometry.ts";
import {
  decodePosition,
  encodePosition,
  judgeNoShow,
  lagCites,
  moveBall,
  noShowCites,
  playDemonstration,
  playLagDemonstration,
  positionMatch,
  positionOf,
  RULE_LAGS,
  RULE_NOSHOWS,
  RULE_POSITIONS,
  SHOWN_AS,
  startMatch,
} from "./index.ts";
import { playAction } from "./match.ts";

/** A foul or a loss names its rule; what follows from a count (PC-3FOULS) is in the notes. */
const citedBy = (ruling: Ruling) => [
  ...ruling.fouls.map((f) => f.rule),
  ruling.loss?.rule,
  ...ruling.logged.map((c) => c.rule),
  ...ruling.notes,
  ...ruling.options.map((o) => o.rule),
];

describe("rule demonstrations at a position (the rules page, 'try it')", () => {
  const cited = Object.keys(RULE_POSITIONS).filter((id) => !(id in SHOWN_AS));
  it.each(cited)("%s: the demonstration's stroke is ruled by that rule", (id) => {
    const p = RULE_POSITIONS[id]!;
    const r = playDemonstration(p);
    expect(r.ok, r.ok ? "" : r.error.message).toBe(true);
    if (!r.ok) return;
    // The stroke's ruling, and the rulings of the choices that follow it (B8-SPOT-OWN).
    const rulings = [r.value.after, ...r.value.following].map((s) => s.step.ruling!);
    expect(rulings.flatMap(citedBy), JSON.stringify(rulings)).toContain(id);
    expect(r.value.following).toHaveLength((p.choices?.length ?? 0) + (p.resign === undefined ? 0 : 1));
  });

  it.each(Object.keys(SHOWN_AS))(
    "%s: its demonstration shows it (the rack broken, or a rule under the heading)",
    (id) => {
      const { position, shows } = SHOWN_AS[id]!;
      expect(RULE_POSITIONS[id]).toBe(position);
      const r = playDemonstration(position);
      if (!r.ok) throw new Error(r.error.message);
      const ruling = r.value.after.step.ruling!;
      if (shows === "foul") expect(ruling.fouls.some((f) => /^B8-F\d+$/.test(f.rule))).toBe(true);
      if (shows === "loss") expect(ruling.loss?.rule).toMatch(/^B8-L\d+$/);
      if (shows === "rail-first") {
        // The called ball within a diameter of a cushion; the cue ball meets the cushion, then it;
        // it drops where called and scores, with no foul.
        const call = position.stroke.call;
        if (!call || !("ball" in call) || position.balls === "rack")
          throw new Error("a called ball is needed");
        const ball = position.balls.find((b) => b.id === call.ball)!;
        const t = r.value.before.table;
        const gap =
          Math.min(t.length / 2 - Math.abs(ball.at[0]), t.width / 2 - Math.abs(ball.at[1])) - BALL_RADIUS;
        expect(gap).toBeLessThan(2 * BALL_RADIUS);
        const events = r.value.after.step.shot!.events;
        const cueFirst = events.find(
          (e) => (e.kind === "rail" && e.ball === 0) || (e.kind === "hit" && e.a === 0),
        );
        expect(cueFirst).toEqual({ kind: "rail", ball: 0 });
        expect(events).toContainEqual({ kind: "pocket", ball: call.ball, pocket: call.pocket });
        expect(ruling.points).toBe(call.ball);
        expect(ruling.fouls).toEqual([]);
        return;
      }
      if (shows === "back") {
        // The cue ball landed on a rail top, came back onto the cloth, and nothing was off the table.
        const sim = r.value.after.simulation!;
        expect(sim.events.some((e) => e.kind === "landing" && e.on === "rail" && e.ball === 0)).toBe(true);
        expect(sim.final.find((b) => b.id === 0)?.motion).toBe("stationary");
        expect(r.value.after.step.shot?.events.some((e) => e.kind === "off")).toBe(false);
        expect(ruling.fouls).toEqual([]);
        return;
      }
      if (shows === "table") {
        // Six pockets; the head string a quarter of the length from the head cushion, the foot spot
        // a quarter from the foot cushion; the break played from behind the one into the rack on the other.
        const t = r.value.before.table;
        expect(t.pockets).toHaveLength(6);
        expect(t.headStringX).toBeCloseTo(-t.length / 4, 9);
        expect(t.footSpot[0]).toBeCloseTo(t.length / 4, 9);
        expect(position.stroke.cueBall![0]).toBeLessThan(t.headStringX);
      }
      if (shows !== "rack" && shows !== "table") return;
      // The rack as every match racks it: the apex ball on the foot spot; Bola 8's 8 in the middle
      // of the third row, two rows behind the apex; Piña's 1 at the apex.
      expect(position.balls).toBe("rack");
      const m = r.value.before;
      const racked = m.balls.filter((b) => b.id !== 0);
      expect(racked).toHaveLength(15);
      const apex = racked.reduce((a, b) => (b.r[0] < a.r[0] ? b : a));
      expect(Math.hypot(apex.r[0] - m.table.footSpot[0], apex.r[1] - m.table.footSpot[1])).toBeLessThan(
        0.002,
      );
      const rowStep = Math.sqrt(3) * BALL_RADIUS;
      if (position.game === "pina") expect(apex.id).toBe(1);
      else {
        const eight = racked.find((b) => b.id === 8)!;
        expect(eight.r[0] - apex.r[0]).toBeGreaterThan(2 * rowStep - 0.002);
        expect(eight.r[0] - apex.r[0]).toBeLessThan(2 * rowStep + 0.004);
        expect(Math.abs(eight.r[1] - apex.r[1])).toBeLessThan(0.002);
      }
      // The break was played into it: the cue ball met the rack.
      expect(r.value.after.step.shot?.events.some((e) => e.kind === "hit")).toBe(true);
    },
  );

  it.each(Object.keys(RULE_LAGS))("%s: the lag demonstration is judged by that rule", (id) => {
    const r = playLagDemonstration(RULE_LAGS[id]!);
    expect(r.ok, r.ok ? "" : r.error.message).toBe(true);
    if (!r.ok) return;
    const lag = r.value.after.step.lag!;
    expect(lagCites(lag.result), JSON.stringify(lag)).toContain(id);
    expect(r.value.after.simulation).toBeDefined();
  });

  it.each(Object.keys(RULE_NOSHOWS))(
    "%s: the no-show is judged as a tournament judges it, by that rule",
    (id) => {
      const d = RULE_NOSHOWS[id]!;
      const o = judgeNoShow(d);
      expect(noShowCites(o)).toContain(id);
      if (o.kind === "forfeit") {
        expect(d.present[o.winner]).toBe(true);
        expect(o.points[o.winner]).toBe(3);
      }
    },
  );

  it("no rule has both a stroke and a lag to show it", () => {
    expect(Object.keys(RULE_LAGS).filter((id) => id in RULE_POSITIONS)).toEqual([]);
  });

  it("a position may say the turns owed and a declined ball on (Piña), and a link keeps them", () => {
    const two = positionMatch(RULE_POSITIONS["PC-TWO-TURNS"]!);
    if (!two.ok) throw new Error(two.error.message);
    expect(two.value.rules?.turnsOwed).toBe(1);
    const declined = positionMatch(RULE_POSITIONS["PC-REFUSED"]!);
    if (!declined.ok) throw new Error(declined.error.message);
    expect(declined.value.rules?.declinedBallOn).toBe(1);
    for (const m of [two.value, declined.value]) {
      const p = positionOf(m)!;
      const back = decodePosition(encodePosition(p));
      expect(back.ok && back.value).toEqual(p);
      const again = positionMatch(back.ok ? back.value : p);
      expect(again.ok && again.value.rules?.turnsOwed).toBe(m.rules?.turnsOwed);
      expect(again.ok && again.value.rules?.declinedBallOn).toBe(m.rules?.declinedBallOn);
    }
  });

  it("a position may say the racks or games already decided (B8-MATCH, PC-MATCH); only the step that ends the match names its rule", () => {
    const race = positionMatch(RULE_POSITIONS["B8-MATCH"]!);
    if (!race.ok) throw new Error(race.error.message);
    expect(race.value.rules?.matchScore).toEqual([2, 1]);
    expect(race.value.rules?.rack).toBe(4);
    const encounter = positionMatch(RULE_POSITIONS["PC-MATCH"]!);
    if (!encounter.ok) throw new Error(encounter.error.message);
    expect(encounter.value.rules?.matchScore).toEqual([1, 1]);
    expect(encounter.value.rules?.gameResults).toHaveLength(2);
    for (const m of [race.value, encounter.value]) {
      const back = decodePosition(encodePosition(positionOf(m)!));
      const again = back.ok ? positionMatch(back.value) : null;
      expect(again?.ok && again.value.rules?.matchScore).toEqual(m.rules?.matchScore);
    }
    // The same 8 with the match level at the start: the rack is won, the match goes on.
    const first = playDemonstration(RULE_POSITIONS["B8-8CALL"]!);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.after.step.ruling?.matchOver).toBe(false);
    expect(first.value.after.step.ruling?.notes).not.toContain("B8-MATCH");
    const won = playDemonstration(RULE_POSITIONS["B8-MATCH"]!);
    expect(won.ok && won.value.after.step.ruling?.matchOver).toBe(true);
    // A match already over, or a tied Bola 8 rack, is no position.
    const spec = RULE_POSITIONS["B8-MATCH"]!;
    expect(positionMatch({ ...spec, decided: [0, 0, 0] }).ok).toBe(false);
    expect(positionMatch({ ...spec, decided: ["tie"] }).ok).toBe(false);
    expect(positionMatch({ ...RULE_POSITIONS["PC-MATCH"]!, decided: [1, 1] }).ok).toBe(false);
  });

  it("a position may be a match of sides with the partners due (G-TEAM, G-TEAM-ORDER); a link keeps them, a partner outside a side is refused", () => {
    const spec = RULE_POSITIONS["G-TEAM"]!;
    const m = positionMatch(spec);
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.setup.sides).toEqual([
      ["Ana", "Carla"],
      ["Beto", "Dani"],
    ]);
    expect(m.value.rules?.teams?.due).toEqual([1, 0]);
    const back = decodePosition(encodePosition(positionOf(m.value)!));
    expect(back.ok && back.value.sides).toEqual(spec.sides);
    expect(back.ok && back.value.due).toEqual([1, 0]);
    expect(positionMatch({ ...spec, due: [2, 0] }).ok).toBe(false);
    expect(positionMatch({ ...RULE_POSITIONS["B8-F11"]!, due: [0, 0] }).ok).toBe(false);
    // Carla, due, strikes: the side's third foul in a row loses the rack though she fouled once.
    const third = playDemonstration(spec);
    if (!third.ok) throw new Error(third.error.message);
    expect(third.value.after.step.ruling?.striker).toEqual([0, 1]);
    expect(third.value.after.step.ruling?.loss).toEqual({ rule: "B8-L9", by: 0 });
    // Scotch doubles: Ana pots, her side goes on, and Carla is due; in singles nothing is said of sides.
    const order = playDemonstration(RULE_POSITIONS["G-TEAM-ORDER"]!);
    if (!order.ok) throw new Error(order.error.message);
    expect(order.value.after.step.ruling?.continues).toBe(true);
    expect(order.value.after.match.rules?.teams?.due).toEqual([1, 0]);
    const singles = playDemonstration(RULE_POSITIONS["B8-OPEN"]!);
    expect(singles.ok && singles.value.after.step.ruling?.notes).not.toContain("G-TEAM");
  });

  it("a position puts the balls where it says, pockets the others and hands the turn to the shooter (G-BIH in hand)", () => {
    const m = positionMatch(RULE_POSITIONS["G-KITCHEN"]!);
    if (!m.ok) throw new Error(m.error.message);
    const onCloth = m.value.balls.filter((b) => b.motion === "stationary").map((b) => b.id);
    expect(onCloth.sort((a, b) => a - b)).toEqual([0, 2, 3, 8, 10]);
    expect(m.value.rules?.onTable).toEqual([2, 3, 8, 10]);
    expect(m.value.rules?.ballInHand).toBe(true);
    expect(m.value.rules?.turn).toBe(0);
    expect(positionMatch({ game: "pina", balls: [{ id: 1, at: [0, 0] }] }).ok).toBe(false);
  });
});

describe("positions in links (practice from a replay's step, a shared position)", () => {
  it("a match's position goes through a link and comes back the same", () => {
    const m = positionMatch(RULE_POSITIONS["B8-L6"]!);
    if (!m.ok) throw new Error(m.error.message);
    const p = positionOf(m.value)!;
    expect(p.shooter).toBe(0);
    expect(p.groups).toEqual(["solids", "stripes"]);
    const back = decodePosition(encodePosition(p));
    expect(back.ok && back.value).toEqual(p);
    const again = positionMatch(back.ok ? back.value : p);
    expect(again.ok && again.value.balls.filter((b) => b.motion === "stationary").length).toBe(4);
  });

  it("refuses a damaged link, a ball off the cloth, two balls in one place, no cue ball", () => {
    const bad = (p: unknown) => decodePosition(encodePosition(p as never));
    expect(decodePosition("%%%")).toMatchObject({ ok: false, error: { code: "link" } });
    expect(bad({ game: "pina", balls: [{ id: 1, at: [0, 0] }] })).toMatchObject({ ok: false });
    const off = bad({
      game: "pina",
      balls: [
        { id: 0, at: [0, 0] },
        { id: 1, at: [5, 0] },
      ],
    });
    expect(off.ok ? null : off.error).toEqual({
      code: "off-cloth",
      ball: 1,
      message: "ball 1 is off the cloth",
    });
    const overlap = bad({
      game: "pina",
      balls: [
        { id: 0, at: [0, 0] },
        { id: 1, at: [0.01, 0] },
      ],
    });
    expect(overlap.ok ? null : overlap.error.code).toBe("overlaps");
    expect(bad({ game: "snooker", balls: [{ id: 0, at: [0, 0] }] }).ok).toBe(false);
  });
});

describe("a real break's position goes through a link", () => {
  it("after ten breaks of each game (frozen balls, balls in a pocket's mouth, a scratch) the position decodes", () => {
    for (let seed = 0; seed < 20; seed++) {
      const game = seed % 2 ? "pina" : "bola8";
      let m = unwrap(startMatch({ seed: `link-${seed}`, game, players: ["A", "B"], settings: {} }));
      const lag = playAction(m, { kind: "lag", strokes: [{ speed: 1.8 }, { speed: 2.3 }] });
      if (!lag.ok) continue;
      m = lag.value.match;
      if (m.phase.kind === "lag-choice")
        m = unwrap(playAction(m, { kind: "choose", by: m.phase.winner, choice: { kind: "break" } })).match;
      const by = m.rules!.turn;
      const strike = { speed: 8, direction: seed * 0.1, tipX: 0, tipY: 0, elevation: 0 };
      const r = playAction(m, { kind: "strike", by, strike, cueBall: [-0.8, 0] });
      if (!r.ok) continue;
      const p = positionOf(r.value.match);
      if (!p) continue;
      const back = decodePosition(encodePosition(p));
      expect(back.ok, back.ok ? "" : back.error.message).toBe(true);
    }
  });
});

describe("a ball moved by hand (practice)", () => {
  const spec = RULE_POSITIONS["PC-45"]!;
  it("goes where it is put, on the cloth, touching nothing", () => {
    const r = moveBall(spec, 3, [0.9, -0.1]);
    expect(r.ok).toBe(true);
    if (r.ok && r.value.balls !== "rack")
      expect(r.value.balls.find((b) => b.id === 3)?.at).toEqual([0.9, -0.1]);
  });
  it("is refused off the cloth, on another ball, or when it is not there", () => {
    expect(moveBall(spec, 3, [1.4, 0])).toEqual({
      ok: false,
      error: { code: "off-cloth", ball: 3, message: "ball 3 would be off the cloth" },
    });
    const onTop = spec.balls !== "rack" ? spec.balls.find((b) => b.id === 1)!.at : [0, 0];
    // The refusal names the ball put down, not the one it landed on.
    const onBall = moveBall(spec, 3, [onTop[0] + 0.01, onTop[1]]);
    expect(onBall.ok ? null : [onBall.error.code, "ball" in onBall.error ? onBall.error.ball : null]).toEqual(
      ["overlaps", 3],
    );
    expect(moveBall(spec, 9, [0, 0])).toEqual({
      ok: false,
      error: { code: "not-there", ball: 9, message: "ball 9 is not on the cloth" },
    });
  });
});
