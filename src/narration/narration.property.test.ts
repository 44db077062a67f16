/**
 * Every step of random valid matches of both games narrates in both languages: no line is a
 * bare rule ID, no placeholder ({x}, undefined, NaN, [object …]) or doubled punctuation
 * survives, and both languages say the same lines (the same data rendered twice).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameId } from "../core/index.ts";
import { apply, newMatch, RULE_IDS, randomAction, Tape } from "../rules/index.ts";
import { narrateStep, renderLine, sideName } from "./index.ts";

const NAMES = ["Ana", "Beto"] as const;
const BAD = /\{|\}|undefined|NaN|null|\[object|\.\.|\.\s*\.|,,|::|\s[.,:;]|\s{2}|^\s|\s$/;
const BARE_ID = new RegExp(`^(${RULE_IDS.join("|")})\\.?$`);
const ANY_ID = new RegExp(`(^|[^A-Za-z0-9-])(${RULE_IDS.join("|")})([^A-Za-z0-9-]|$)`);

/** G-TEAM: sides of partners for the runs with sides (the first `n` of each list). */
const PARTNERS = [
  ["Ana", "Carla", "Eva", "Gabi"],
  ["Beto", "Dani", "Fede", "Hugo"],
] as const;

function checkMatch(
  game: GameId,
  values: number[],
  breaker: 0 | 1,
  sizes?: readonly [number, number],
): number {
  const sides = sizes ? ([PARTNERS[0].slice(0, sizes[0]), PARTNERS[1].slice(0, sizes[1])] as const) : null;
  const names = sides ? ([sideName(sides[0], "es"), sideName(sides[1], "es")] as const) : NAMES;
  const started = newMatch(game, { teamRotation: values.length % 2 ? "shot" : "visit" }, breaker, sizes);
  if (!started.ok) throw new Error(started.error.message);
  let s = started.value;
  const t = new Tape(values);
  let said = 0;
  for (let step = 0; step < 120 && !s.matchOver; step++) {
    const action = randomAction(s, t);
    const r = apply(s, action);
    if (!r.ok) throw new Error(`step ${step + 1} refused: ${r.error.message}`);
    const lines = narrateStep({
      names,
      ...(sides ? { sides } : {}),
      before: s,
      action,
      ruling: r.value.ruling,
      report: r.value.report,
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      for (const lang of ["es", "en"] as const) {
        const text = renderLine(l, lang);
        const full = renderLine(l, lang, { ruleText: true, ruleId: true });
        // Plain checks, and expect() only on a failure: this loop runs some 100 000 times.
        for (const x of [text, full]) {
          const bad = BAD.test(x) || BARE_ID.test(x) || !/^[\p{Lu}¿¡0-9]/u.test(x) || !/[.…!?]$/.test(x);
          if (bad) expect.fail(`${l.phrase} in ${lang}: "${x}"`);
        }
        // The plain line never shows a rule ID at all: rules are named by their titles.
        if (ANY_ID.test(text)) expect.fail(`"${text}" shows a rule ID`);
      }
      said++;
    }
    // Every pocketed ball and the shooter are named.
    if (action.kind === "shot") {
      const es = lines.map((l) => renderLine(l, "es")).join(" ");
      for (const e of action.shot.events)
        if (e.kind === "pocket" && e.ball !== 0) expect(es).toContain(`La ${e.ball} entra en la tronera`);
      const striker = sides ? sides[action.shot.by][action.shot.player ?? 0] : NAMES[action.shot.by];
      expect(es).toContain(`${striker} `);
    }
    s = r.value.state;
  }
  return said;
}

describe("narration of random valid matches", () => {
  for (const game of ["bola8", "pina"] as const) {
    it(`${game}: every step narrates in both languages, no bare rule ID, placeholder or doubled punctuation`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 300 }),
          fc.constantFrom(0 as const, 1 as const),
          (values, breaker) => {
            expect(checkMatch(game, values, breaker)).toBeGreaterThan(0);
          },
        ),
        { numRuns: 30 },
      );
    });
    it(`${game} with sides: every step narrates and names the partner who struck`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 300 }),
          fc.constantFrom(0 as const, 1 as const),
          fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })),
          (values, breaker, sizes) => {
            expect(checkMatch(game, values, breaker, sizes)).toBeGreaterThan(0);
          },
        ),
        { numRuns: 20 },
      );
    });
  }
});
