/**
 * Piña match-script steps the real referee accepts (src/rules), for the club-mode server
 * tests and the club benches. Players are indices 0 and 1 of an encounter.
 */
type By = 0 | 1;

/** PC-BREAK: the break hits the 1 first; nothing drops; the turn passes. */
export const pinaBreak = (by: By) => ({ shot: { by, events: [{ hit: [0, 1] }] } });

/** PC-CALL / PC-SCORE: `ball` called into `pocket`, hit first and pocketed there: scores its number. */
export const called = (by: By, ball: number, pocket = "foot-left") => ({
  shot: {
    by,
    call: { ball, pocket },
    events: [{ hit: [0, ball] }, { pocket: [ball, pocket] }],
  },
});

/** PC-ORDER: the ball on (`ball`) called and hit first, but nothing drops: no points, the turn passes. */
export const miss = (by: By, ball: number, pocket = "foot-left") => ({
  shot: { by, call: { ball, pocket }, events: [{ hit: [0, ball] }] },
});

/** PC-8 seen by the scorekeeper: a foul ("una cabeza"), the turn passes, nothing offered (PC-FOUL). */
export const touchedBall = (by: By, ball: number) => ({
  shot: { by, call: { ball, pocket: "side-left" }, events: [{ hit: [0, ball] }], fouls: ["PC-8"] },
});

/** 1 + 2 + … + 11 = 66 ≥ 61 (PC-4b): one run of legal called shots wins a game. */
export const runToWin = (by: By) => Array.from({ length: 11 }, (_, i) => called(by, i + 1));

/**
 * A whole Piña encounter: Ana breaks, Beto fouls (PC-8, "una cabeza"), Ana runs 1–11 (66
 * points, game 1), Beto wins the lag and breaks game 2, Ana runs 1–11 again: 3–0 (PC-MATCH).
 */
export const PINA_ENCOUNTER: readonly unknown[] = [
  pinaBreak(0),
  touchedBall(1, 1),
  ...runToWin(0),
  { lag: { winner: 1 } },
  pinaBreak(1),
  ...runToWin(0),
];

/**
 * The shortest encounter: `loser` concedes game 1, a lag (PC-LAG, before every game), then
 * concedes game 2: the opponent wins the encounter 3–0 (PC-MATCH).
 */
export const concedeEncounter = (loser: By): unknown[] => [
  { resign: { by: loser } },
  { lag: { winner: loser === 0 ? 1 : 0 } },
  { resign: { by: loser } },
];
