import { defineConfig } from "vitest/config";

// .ci/run asks for a JSON report as well, to print its own "N passed, N failed" line.
const jsonReport = process.env.MINGO_VITEST_JSON;

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: jsonReport ? ["default", "json"] : ["default"],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
  },
});
