/** This browser's history of finished matches: kept once each, newest last, bounded, read back. */
import { beforeAll, describe, expect, it } from "vitest";
import { unwrap } from "../../core/index.ts";
import type { Match } from "../../game/index.ts";
import { playAction, playSimple, startMatch } from "../../game/index.ts";

const store = new Map<string, string>();
let mod: typeof import("./history.ts");
beforeAll(async () => {
  (globalThis as unknown as { window: unknown }).window = {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  };
  mod = await import("./history.ts");
});

/** A Bola 8 race to 1, ended by a resignation after a few strokes. */
function finished(seed: string): Match {
  const m = playSimple(
    unwrap(startMatch({ seed, game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 1 } })),
    6,
    playAction,
  );
  const by = m.rules!.turn;
  return unwrap(playAction(m, { kind: "resign", by })).match;
}

describe("the history of finished matches", () => {
  it("keeps a finished match once, not one still being played, and only the newest HISTORY_MAX", () => {
    const m = finished("h1");
    const unfinished = playSimple(
      unwrap(startMatch({ seed: "h0", game: "pina", players: ["Ana", "Beto"], settings: {} })),
      4,
      playAction,
    );
    mod.recordFinished(unfinished, "local");
    expect(mod.history()).toEqual([]);
    mod.recordFinished(m, "online");
    mod.recordFinished(m, "online");
    expect(mod.history().map((k) => k.where)).toEqual(["online"]);
    for (let i = 0; i < mod.HISTORY_MAX + 3; i++) mod.recordFinished(finished(`h-${i}`), "local");
    const all = mod.history();
    expect(all).toHaveLength(mod.HISTORY_MAX);
    expect(JSON.parse(all.at(-1)!.saved).seed).toBe(`h-${mod.HISTORY_MAX + 2}`);
  });
});
