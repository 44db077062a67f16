/** Lines to text: one sentence per line, one full stop, the rule's text or ID on request. */
import type { Lang } from "../core/index.ts";
import type { Line } from "./lines.ts";
import { PHRASES } from "./phrases.ts";
import { ruleText } from "./rule-words/rule-text.ts";

export interface RenderOptions {
  /** After a foul, a loss or a lag fault, the rule's one-or-two-sentence text (`--explain`). */
  readonly ruleText?: boolean;
  /** The rule ID in brackets after the sentence, for referees who know them: "(PC-ORDER)". */
  readonly ruleId?: boolean;
}

const EXPLAINED = new Set<Line["kind"]>(["foul", "loss"]);

/** Ends a phrase with exactly one full stop (a colon-ended "Beto elige" too). */
function sentence(text: string): string {
  const trimmed = text.trimEnd().replace(/[.:;,]+$/, "");
  return /[!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function renderLine(l: Line, lang: Lang, opts: RenderOptions = {}): string {
  const say = PHRASES[lang][l.phrase] as (
    args: Line["args"],
    ctx: { game: Line["game"]; rule?: Line["rule"] },
  ) => string;
  const base = say(l.args, { game: l.game, ...(l.rule ? { rule: l.rule } : {}) });
  if (l.kind === "heading") return base;
  let out = sentence(base);
  if (opts.ruleId && l.rule) out = `${out.slice(0, -1)} (${l.rule}).`;
  if (opts.ruleText && l.rule && (EXPLAINED.has(l.kind) || l.phrase === "lagFault"))
    out = `${out} ${ruleText(l.rule, lang).text}`;
  return out;
}

export const renderLines = (lines: readonly Line[], lang: Lang, opts: RenderOptions = {}): string[] =>
  lines.map((l) => renderLine(l, lang, opts));
