/**
 * The first match's lessons (issue 27 item 2): each opens its table, a stroke that does the
 * thing is learned, one that does not is "again" — judged from the referee's own ruling.
 */
import { describe, expect, it } from "vitest";
import { FIRST_MATCH, judgeLesson, learnerOf, lessonMatch } from "./first-match.ts";
import { playAction } from "./match.ts";
import type { GameAction, Match } from "./match-types.ts";

const names = ["Tú", "Máquina"] as const;

function play(m: Match, action: GameAction) {
  const r = playAction(m, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("the first match that teaches", () => {
  for (const game of ["bola8", "pina"] as const)
    for (const lesson of FIRST_MATCH[game])
      it(`${lesson.id} (${lesson.rule}): its table opens and its goal is judged`, () => {
        const m = lessonMatch(lesson, game, names, `learn-${lesson.id}`);
        expect(m.ok).toBe(true);
        if (!m.ok) return;
        const learner = learnerOf(lesson);
        const start = m.value;
        if (lesson.start.kind !== "new-match") expect(start.rules?.turn).toBe(learner);
        if (lesson.goal.kind === "lag") {
          const after = play(start, {
            kind: "lag",
            strokes: [
              { speed: 2.4, angleDeg: 0, tipY: 0 },
              { speed: 2.2, angleDeg: 0, tipY: 0 },
            ],
          } as GameAction);
          expect(judgeLesson(lesson, after.match, after.step)).toBe("learned");
          return;
        }
        if (lesson.goal.kind === "choose") {
          // The computer's foul was played: the learner is offered the options.
          const pending = start.rules?.pending;
          expect(pending?.for).toBe(learner);
          const offer = pending!.offers.find((o) => o.option !== "equalize")!;
          const after = play(start, {
            kind: "choose",
            by: learner,
            choice: { kind: offer.option },
          } as GameAction);
          expect(judgeLesson(lesson, after.match, after.step)).toBe("learned");
          return;
        }
        if (lesson.sample) {
          const after = play(start, { ...lesson.sample, by: learner });
          expect(judgeLesson(lesson, after.match, after.step), JSON.stringify(after.step.ruling)).toBe(
            "learned",
          );
        }
        // A stroke that misses everything is never learned (a foul, or the goal not reached).
        const miss = play(start, {
          kind: "strike",
          by: learner,
          strike: { speed: 0.3, direction: 180, tipX: 0, tipY: 0, elevation: 0 },
          ...(start.rules?.ballInHand ? { cueBall: [-0.9, 0.2] as [number, number] } : {}),
        });
        expect(judgeLesson(lesson, miss.match, miss.step)).not.toBe("learned");
      });
});
