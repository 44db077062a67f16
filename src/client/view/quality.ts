/**
 * The table's drawing quality: one setting (auto, high, low) kept in the browser, so a weak
 * phone keeps its frame rate. Low is the plain table (painted light, blob shadows, no shadow
 * map); high adds the club's look (textured cloth and wood, physically based balls, soft
 * shadows, lamps over the table). Auto starts high on a real GPU and low on software GL, and
 * falls back to low when frames take too long (the view measures them).
 */
export const QUALITIES = ["auto", "high", "low"] as const;
export type Quality = (typeof QUALITIES)[number];
/** What is actually drawn: auto resolved. */
export type DrawQuality = "high" | "low";

const KEY = "mingo.quality";
const listeners = new Set<(q: Quality) => void>();

export function isQuality(v: unknown): v is Quality {
  return typeof v === "string" && (QUALITIES as readonly string[]).includes(v);
}

/** The chosen setting: `?quality=` on the page first (benchmarks, links), then the browser's. */
export function quality(): Quality {
  const fromUrl = new URLSearchParams(globalThis.location?.search ?? "").get("quality");
  if (isQuality(fromUrl)) return fromUrl;
  try {
    const saved = globalThis.localStorage?.getItem(KEY);
    if (isQuality(saved)) return saved;
  } catch {
    // Storage refused (private mode): auto.
  }
  return "auto";
}

/** Chooses the setting: kept for the next visit, and every table drawn now follows it. */
export function setQuality(q: Quality): void {
  try {
    globalThis.localStorage?.setItem(KEY, q);
  } catch {
    // Storage refused: the choice lasts for this visit.
  }
  for (const f of listeners) f(q);
}

/** Called on every change of the setting; returns the way to stop listening. */
export function onQualityChange(f: (q: Quality) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Auto's first guess: software GL draws every pixel on the CPU, so low. */
export function resolveQuality(q: Quality, softwareGl: boolean): DrawQuality {
  if (q !== "auto") return q;
  return softwareGl ? "low" : "high";
}

/**
 * Auto's second look: after enough frames drawn in high, a median draw time past the budget
 * means this device cannot keep the frame rate; true tells the view to drop to low.
 */
export function autoShouldDrop(frameMs: readonly number[], budgetMs = 22, minFrames = 40): boolean {
  if (frameMs.length < minFrames) return false;
  const sorted = [...frameMs].sort((a, b) => a - b);
  return (sorted[Math.floor(sorted.length / 2)] ?? 0) > budgetMs;
}
