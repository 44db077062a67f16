/**
 * The server (Node) and the browser (Debian's Chromium) must rack the same table and play the
 * same break to the last bit: the online client replays every server step and checks its table
 * against the server's. Math.sin/cos differ in the last place between these engines (a rack
 * jittered with them put centre-line balls an ulp apart in about 6% of seeds, and 1 break in 120
 * ended elsewhere), so the game uses core/detmath.ts; this test plays seeded racks and breaks of
 * both games in both engines and compares the exact numbers.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { launchChromium } from "./game/harness.ts";
import { probe } from "./same-table/probe.ts";

const entry = fileURLToPath(new URL("./same-table/probe.ts", import.meta.url));
const N = 20;

describe("the same table in Node and in Chromium", () => {
  it("racks and breaks of both games, bit for bit", async () => {
    const out = await build({
      configFile: false,
      logLevel: "error",
      build: { write: false, minify: false, lib: { entry, formats: ["iife"], name: "sameTableProbe" } },
    });
    const chunk = (Array.isArray(out) ? out[0]! : out) as { output: { code?: string }[] };
    const code = chunk.output[0]!.code!;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.addScriptTag({ content: code });
      for (const game of ["bola8", "pina"] as const) {
        const here = probe(N, game);
        const there = (await page.evaluate(
          ([n, g]) => (globalThis as unknown as { probe: typeof probe }).probe(n, g),
          [N, game] as const,
        )) as typeof here;
        expect(here.every((r) => r.final !== "" && !r.err)).toBe(true);
        for (let i = 0; i < N; i++) {
          expect(there[i]!.rack, `${game} ${here[i]!.seed}: rack`).toBe(here[i]!.rack);
          expect(there[i]!.final, `${game} ${here[i]!.seed}: after the break`).toBe(here[i]!.final);
        }
      }
    } finally {
      await browser.close();
    }
  }, 120_000);
});
