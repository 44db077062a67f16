export * from "./ball-colours.ts";
export * from "./describe.ts";
export { detAtan2, detExp, detSinCos } from "./detmath.ts";
export * from "./ids.ts";
export * from "./photo.ts";
export * from "./result.ts";
export * from "./rng.ts";
export * from "./vec.ts";
