import { describe, expect, it } from "vitest";
import { measurePotRate } from "../../bench/support/pot-rate.ts";

describe("the strong AI's pot rate on the fixed test positions", () => {
  it("pots at least 70% of its called shots (fixed seed, deterministic)", () => {
    const r = measurePotRate("strong", 3, "pot-rate-v1");
    // Printed so a change of rate shows in the log, not only a pass/fail.
    console.log(
      `strong pot rate ${(r.rate * 100).toFixed(1)}% (${r.potted}/${r.called}, ${r.safeties} safeties)`,
    );
    expect(r.called).toBeGreaterThanOrEqual(30);
    expect(r.rate).toBeGreaterThanOrEqual(0.7);
  });
});
