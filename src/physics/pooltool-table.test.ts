import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fromPooltoolTable, tableFromPooltool } from "./pooltool-table.ts";

const json: unknown = JSON.parse(
  readFileSync(new URL("../../test/fixtures/pooltool/table-7ft.json", import.meta.url), "utf8"),
);

describe("tableFromPooltool", () => {
  const t = tableFromPooltool(json);
  it("keeps the playing area and puts the rails on our nose lines", () => {
    expect(t.length).toBeCloseTo(1.9812, 12);
    expect(t.width).toBeCloseTo(0.9906, 12);
    const byRail = (r: string) => t.cushions.filter((c) => c.rail === r);
    expect(byRail("head")).toHaveLength(1);
    expect(byRail("foot")).toHaveLength(1);
    expect(byRail("left")).toHaveLength(2);
    expect(byRail("right")).toHaveLength(2);
    expect(byRail("jaw")).toHaveLength(12);
    const head = byRail("head")[0]!;
    expect(head.p1[0]).toBeCloseTo(-t.length / 2, 12);
    expect(head.normal).toEqual([1, 0]);
    for (const c of byRail("left")) {
      expect(c.p1[1]).toBeCloseTo(t.width / 2, 12);
      expect(c.normal[1]).toBeCloseTo(-1, 12);
    }
  });
  it("names pockets as pooltool's file does and attaches jaws to the nearest pocket", () => {
    const hl = t.pockets.find((p) => p.id === "head-left")!;
    // pooltool (−0.0295, −0.0295) in its frame: behind the head rail, beyond the left rail.
    expect(hl.centre[0]).toBeLessThan(-t.length / 2);
    expect(hl.centre[1]).toBeGreaterThan(t.width / 2);
    expect(t.jaws.filter((j) => j.pocket === "side-right")).toHaveLength(2);
    expect(t.cushions.filter((c) => c.pocket === "foot-left")).toHaveLength(2);
  });
  it("reports a malformed file instead of throwing", () => {
    expect(fromPooltoolTable({ l: 1 })).toEqual({
      ok: false,
      error: "pooltool table: l and w must be numbers",
    });
    expect(fromPooltoolTable(null).ok).toBe(false);
  });
});
