/** The physics engine's public surface. */

export { engineFingerprint } from "./fingerprint.ts";
export { evolve, kineticEnergy } from "./motion.ts";
export { DEFAULT_BALL_PARAMS, DEFAULT_PHYSICS_OPTIONS, fromPhysicsOptions } from "./options.ts";
export { positionsAt } from "./positions.ts";
export { type CueInput, simulateFromStates, simulateShot } from "./simulate.ts";
export { strikeCueBall } from "./strike.ts";
export { isOnPlayingSurface } from "./surface.ts";
export { makeTable, TABLE_SPECS } from "./table.ts";
export * from "./types.ts";
