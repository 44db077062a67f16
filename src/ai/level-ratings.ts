/**
 * Each computer level's measured rating per game (Glicko-2, the levels' mean anchored at 1500),
 * written by `npm run bench:ai -- --ratings --rounds 40 --seed bench-ratings --write` on 2026-12-04.
 * Measured, not assumed: regenerate it when the computer's play changes.
 */
export const LEVEL_RATINGS = {
  pina: {
    beginner: { rating: 997, rd: 62, games: 160 },
    easy: { rating: 1081, rd: 59, games: 160 },
    medium: { rating: 1465, rd: 62, games: 160 },
    strong: { rating: 1932, rd: 60, games: 160 },
    master: { rating: 2025, rd: 63, games: 160 },
  },
  bola8: {
    beginner: { rating: 951, rd: 65, games: 160 },
    easy: { rating: 1267, rd: 56, games: 160 },
    medium: { rating: 1409, rd: 56, games: 160 },
    strong: { rating: 1835, rd: 60, games: 160 },
    master: { rating: 2039, rd: 65, games: 160 },
  },
} as const;
