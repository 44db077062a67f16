/** The physics engine's public surface. */

export { kineticEnergy } from "./motion.ts";
export { positionsAt } from "./positions.ts";
export { type CueInput, simulateFromStates, simulateShot } from "./simulate.ts";
export { isOnPlayingSurface } from "./surface.ts";
export * from "./types.ts";
