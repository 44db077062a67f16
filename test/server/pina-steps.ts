/**
 * A whole Piña encounter as match-script steps, accepted by the real referee: Ana breaks,
 * Beto fouls (PC-8, "una cabeza"), Ana runs 1–11 (66 points, game 1), Beto wins the lag and
 * breaks game 2, Ana runs 1–11 again: 3–0 (PC-MATCH). Players are indices 0 and 1.
 */
const run = (by: 0 | 1) =>
  Array.from({ length: 11 }, (_, i) => ({
    shot: {
      by,
      call: { ball: i + 1, pocket: "foot-left" },
      events: [{ hit: [0, i + 1] }, { pocket: [i + 1, "foot-left"] }],
    },
  }));

export const PINA_ENCOUNTER: readonly unknown[] = [
  { shot: { by: 0, events: [{ hit: [0, 1] }] } },
  { shot: { by: 1, call: { ball: 1, pocket: "side-left" }, events: [{ hit: [0, 1] }], fouls: ["PC-8"] } },
  ...run(0),
  { lag: { winner: 1 } },
  { shot: { by: 1, events: [{ hit: [0, 1] }] } },
  ...run(0),
];
