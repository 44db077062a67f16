/** The test databases live with the benches' scaffolding (bench/support), one home for both. */
export * from "../../bench/support/test-db.ts";
