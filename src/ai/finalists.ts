/**
 * The finalists of a decision under the hand's error: a noiseless look flatters a pot (it always
 * drops), so the best few options, the best safety among them, are simulated again with the
 * level's noise and compared on their noisy averages.
 */
import type { Rng } from "../core/index.ts";
import { perturbStrike } from "./noise.ts";
import type { Option, ShotSearch } from "./shot-search.ts";

export function sampleFinalists(search: ShotSearch, breakouts: readonly Option[], rng: Rng): void {
  const { profile } = search;
  const ranked = search.ranked();
  // Every variant of a pot drops in its noiseless look, so the best variant of each of the best
  // shots goes first: the hand's error then compares shots, not only paces of one shot.
  const finalists: Option[] = [];
  const seenIntent = new Set<string>();
  for (const o of ranked) {
    if (finalists.length >= Math.ceil(profile.finalists * 0.6)) break;
    if (seenIntent.has(o.intent)) continue;
    seenIntent.add(o.intent);
    finalists.push(o);
  }
  for (const o of ranked) {
    if (finalists.length >= profile.finalists) break;
    if (!finalists.includes(o)) finalists.push(o);
  }
  // A break-out's noiseless look is one throw of the dice: the best two are sampled whatever it showed.
  for (const o of [...breakouts].sort((a, b) => b.value - a.value).slice(0, 2))
    if (!finalists.includes(o)) finalists.push(o);
  // The best safety is always sampled too: under the hand's error it and the pots compare on equal terms.
  const bestSafe = ranked.find((o) => !o.candidate);
  if (bestSafe && !finalists.includes(bestSafe))
    finalists.splice(Math.max(0, profile.finalists - 1), 1, bestSafe);

  const sample = (o: Option): void => {
    let total = o.value * o.samples;
    let n = o.samples;
    for (let k = 0; k < profile.samples; k++) {
      const v = search.judge(perturbStrike(o.strike, profile.noise, rng), o.call);
      if (v === null) continue;
      total += v;
      n++;
    }
    o.value = total / n;
    o.samples = n;
  };
  for (const o of finalists) sample(o);
  // The best of several noisy averages is flattered by its luck: the two best are sampled as
  // many times again before one is chosen.
  for (const o of [...finalists].sort((a, b) => b.value - a.value).slice(0, 2)) sample(o);
  // Finalists are compared on their noisy averages; the others keep their first look, marked down.
  for (const o of search.options) if (!finalists.includes(o)) o.value -= 1;
}
