export * from "./describe.ts";
export * from "./ids.ts";
export * from "./result.ts";
export * from "./rng.ts";
export * from "./vec.ts";
