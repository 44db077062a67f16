/**
 * Two against two at one screen (G-TEAM, G-TEAM-ORDER), without a page: the session names the
 * partner due at every turn and the log names who struck, through the same methods the buttons call.
 */
import { describe, expect, it } from "vitest";
import { renderLines } from "../../narration/index.ts";
import { Session } from "./session.ts";

const human = { kind: "human" } as const;

function doubles(teamRotation: "visit" | "shot"): Session {
  return new Session({
    game: "bola8",
    names: ["Ana y Carla", "Beto y Dani"],
    opponent: "human",
    level: "easy",
    settings: { teamRotation, raceTo: 1 },
    seed: `doubles-${teamRotation}`,
    sides: {
      partners: [
        ["Ana", "Carla"],
        ["Beto", "Dani"],
      ],
      seats: [
        [human, human],
        [human, human],
      ],
    },
  });
}

async function lagAndBreak(s: Session): Promise<void> {
  for (let i = 0; i < 6 && s.turn.value.kind === "lag"; i++) {
    s.setAim({ power: s.turn.value.kind === "lag" && s.turn.value.who === 0 ? 0.3 : 0.34 + i * 0.01 });
    await s.strike();
  }
  await s.choose("break");
}

describe("doubles at one screen", () => {
  it("G-TEAM: the lag and the break go to each side's first partner, and the status names the partner due", async () => {
    const s = doubles("visit");
    expect(s.due.value).toEqual({ side: 0, partner: 0, name: "Ana" });
    await lagAndBreak(s);
    const breaker = s.due.value!;
    expect(breaker.partner).toBe(0);
    s.setAim({ direction: 0, power: 1 });
    await s.strike();
    const said = renderLines(s.log.value.at(-1)!.lines, "es");
    expect(said[0]).toBe(`${breaker.name} (${s.names[breaker.side]}) abre.`);
  });

  it("G-TEAM-ORDER: scotch doubles, each stroke of a side goes to the other partner", async () => {
    const s = doubles("shot");
    await lagAndBreak(s);
    const side = s.due.value!.side;
    const seen: string[] = [];
    for (let i = 0; i < 8 && s.turn.value.kind !== "over"; i++) {
      const due = s.due.value!;
      const tr = s.turn.value;
      if (due.side === side && tr.kind === "shot") seen.push(due.name);
      if (tr.kind === "choose") {
        await s.choose(tr.hint.options.includes("ball-in-hand") ? "ball-in-hand" : tr.hint.options[0]!);
        continue;
      }
      if (tr.kind === "shot" && tr.hint.call === "group") s.setCall({ group: "solids" });
      if (tr.kind === "shot" && tr.hint.call === "pocket-8") s.setCall({ pocket: "foot-left" });
      s.setAim({ direction: 0, power: 0.6 });
      await s.strike();
      expect(s.error.value).toBeNull();
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    // Consecutive strokes of the side alternate partners, across visits too.
    const names = side === 0 ? ["Ana", "Carla"] : ["Beto", "Dani"];
    expect(seen.every((n) => names.includes(n))).toBe(true);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
  });
});
