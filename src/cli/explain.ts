/**
 * `mingo referee --explain`: each step in full sentences from the narration (src/narration),
 * one per line under a heading, with the rule's ID and, for fouls and losses, its text.
 */
import type { ByPlayer, Lang } from "../core/index.ts";
import { narrateStep, renderLine, sideName, stepHeading } from "../narration/index.ts";
import { sidesOf } from "../rules/index.ts";
import type { ScriptHeader } from "./script/decode.ts";
import type { StepOutcome } from "./script/run.ts";

export function explainStep(header: ScriptHeader, s: StepOutcome, lang: Lang): string {
  const sides = sidesOf(header.players);
  const safeSides = sides ? ([sides[0].map(escapeControls), sides[1].map(escapeControls)] as const) : null;
  const names: ByPlayer<string> = safeSides
    ? [sideName(safeSides[0], lang), sideName(safeSides[1], lang)]
    : [escapeControls(String(header.players[0])), escapeControls(String(header.players[1]))];
  const lines = narrateStep({
    names,
    ...(safeSides ? { sides: safeSides } : {}),
    before: s.before,
    action: s.action,
    ruling: s.ruling,
    report: s.report,
  });
  const heading = renderLine(stepHeading(header.game, s.step, s.report.rack), lang);
  return [heading, ...lines.map((l) => `  ${renderLine(l, lang, { ruleId: true, ruleText: true })}`)].join(
    "\n",
  );
}

/**
 * A player's name as the terminal should show it: control characters (ANSI escapes, bells,
 * new lines, bidi overrides) written as \u{…} so a hostile name cannot move the cursor,
 * recolour the screen or forge a line of the explanation.
 */
export function escapeControls(name: string): string {
  return name.replace(
    /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu,
    (c) => `\\u{${c.codePointAt(0)?.toString(16)}}`,
  );
}
