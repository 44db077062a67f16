/**
 * A match recorded at a real table (the scorekeeper's page keeping it on this phone) has no
 * strokes to play back: its history entry is its match script (MATCH-SCRIPT.md). The replay page
 * shows it as the referee told it, step by step in the narration's words, ruled again here by the
 * rules (a script they no longer accept is refused, naming the step), with the score after each.
 */
import { type ComponentChild, h } from "preact";
import { err, type Lang, ok, type Result } from "../../core/index.ts";
import { narrateStep, renderLine, sideName } from "../../narration/index.ts";
import {
  apply,
  headerSchema,
  newMatch,
  parseStep,
  type RuleError,
  type StepReport,
  sideSizesOf,
  sidesOf,
} from "../../rules/index.ts";
import { t } from "../i18n/index.ts";

export interface ScriptRow {
  /** 1-based. */
  readonly n: number;
  readonly words: string;
  readonly matchScore: readonly [number, number];
}

export interface ToldScript {
  readonly game: "bola8" | "pina";
  readonly names: readonly [string, string];
  readonly rows: readonly ScriptRow[];
  readonly last: StepReport | null;
}

/**
 * Why a script is not told: what is wrong (its code), at which step, the rules' reason when
 * they refused it, and the validator's own English line for the file's author (`detail`).
 */
export interface ScriptProblem {
  readonly code: "not-json" | "not-script" | "settings" | "step-unreadable" | "step-refused";
  /** 1-based. */
  readonly step?: number;
  readonly rule?: RuleError["code"];
  readonly detail: string;
}

const problem = (
  code: ScriptProblem["code"],
  detail: string,
  more: { step?: number; rule?: RuleError["code"] } = {},
): Result<never, ScriptProblem> => err({ code, detail, ...more });

/** The script ruled again and told in `lang`, or what is wrong with it. */
export function tellScript(text: string, lang: Lang): Result<ToldScript, ScriptProblem> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return problem("not-json", (e as Error).message);
  }
  const header = headerSchema.safeParse(json);
  if (!header.success) return problem("not-script", header.error.issues[0]?.message ?? "invalid");
  const s = header.data;
  const sides = sidesOf(s.players);
  const names: [string, string] = sides
    ? [sideName(sides[0], lang), sideName(sides[1], lang)]
    : [String(s.players[0]), String(s.players[1])];
  const started = newMatch(s.game, s.settings ?? {}, s.breaker, sideSizesOf(s.players));
  if (!started.ok) return problem("settings", started.error.message, { rule: started.error.code });
  let state = started.value;
  const rows: ScriptRow[] = [];
  let last: StepReport | null = null;
  for (const [i, raw] of s.steps.entries()) {
    const action = parseStep(raw, { game: s.game });
    if (!action.ok) return problem("step-unreadable", action.error, { step: i + 1 });
    const r = apply(state, action.value);
    if (!r.ok) return problem("step-refused", r.error.message, { step: i + 1, rule: r.error.code });
    const lines = narrateStep({
      names,
      ...(sides ? { sides } : {}),
      before: state,
      action: action.value,
      ruling: r.value.ruling,
      report: r.value.report,
    });
    rows.push({
      n: i + 1,
      words: lines.map((l) => renderLine(l, lang)).join(" "),
      matchScore: r.value.report.matchScore,
    });
    last = r.value.report;
    state = r.value.state;
  }
  return ok({ game: s.game, names, rows, last });
}

export function ScriptScreen(props: { told: ToldScript; back: () => void }): ComponentChild {
  const { told } = props;
  const score = told.last?.matchScore ?? [0, 0];
  return h(
    "div",
    { class: "ol-page", "data-testid": "replay-script" },
    h("h1", null, `${t(told.game)} · ${told.names[0]} – ${told.names[1]}`),
    h("p", { "data-testid": "replay-script-score" }, `${t("replayWhere_table")} · ${score[0]} – ${score[1]}`),
    h(
      "ol",
      { class: "script-steps" },
      told.rows.map((r) => h("li", { "data-testid": `replay-script-step-${r.n}` }, r.words)),
    ),
    h("p", null, h("button", { type: "button", onClick: props.back }, t("replayRecent"))),
  );
}
