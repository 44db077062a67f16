import { defineConfig } from "vitest/config";

// .ci/run asks for a JSON report as well, to print its own "N passed, N failed" line.
const jsonReport = process.env.MINGO_VITEST_JSON;

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One client build for the whole run, shared by every browser and club-pages file.
    globalSetup: ["test/support/global-setup.ts"],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The browser
    // files wait on Chromium much of the time, so two workers keep both cores busy.
    maxWorkers: Number(process.env.MINGO_TEST_WORKERS ?? 2),
    reporters: jsonReport ? ["default", "json"] : ["default"],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
  },
});
