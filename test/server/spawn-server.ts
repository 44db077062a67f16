/** Spawning the real server lives with the benches' scaffolding (bench/support), one home for both. */
export * from "../../bench/support/spawn-server.ts";
