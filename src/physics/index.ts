/** The physics engine's public surface. */

export { engineFingerprint } from "./fingerprint.ts";
export { kineticEnergy } from "./motion.ts";
export { positionsAt } from "./positions.ts";
export { type CueInput, simulateFromStates, simulateShot } from "./simulate.ts";
export { isOnPlayingSurface } from "./surface.ts";
export { makeTable, TABLE_SPECS } from "./table.ts";
export * from "./types.ts";
