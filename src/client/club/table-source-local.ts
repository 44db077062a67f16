/**
 * A real match kept on the phone alone (issue 38 item 7): opened from the game's first screen, no
 * club and no server. The referee is the one the server runs (src/rules, through table-mirror.ts
 * with the narration's words), the record is kept in IndexedDB (table-store.ts) so a reload or a
 * closed tab keeps it, a correction re-rules through the rules' rerule as the server's /correct
 * does, and a finished match goes to this browser's history (client/history) as its match script,
 * where the replay and statistics pages read it.
 */
import { err, type GameId, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import { type Line, sideName } from "../../narration/index.ts";
import { type CatalogueView, makeCatalogue, parseStep, type TableView } from "../../protocol/index.ts";
import {
  apply,
  describeIssues,
  headerSchema,
  newMatch,
  type PlayersField,
  rerule,
  type ScriptStep,
  sideSizesOf,
  sidesOf,
} from "../../rules/index.ts";
import { keepFinished } from "../history/index.ts";
import { t as gameWords } from "../i18n/index.ts";
import type { Problem } from "./api.ts";
import { h } from "./dom.ts";
import { lang, t } from "./i18n.ts";
import { follow, type Mirrored, nextOf, startOf } from "./table-mirror.ts";
import { type Encounter, type SourceHooks, sizeFtOf, type TableSource } from "./table-source.ts";
import { type KeptScript, readRecord, writeRecord } from "./table-store.ts";

/** The match as the game's menu sets it up: MATCH-SCRIPT.md's header before the lag. */
export interface RealSetup {
  readonly game: GameId;
  readonly players: PlayersField;
  readonly settings: Readonly<Record<string, unknown>>;
}

/** The record on the phone: the set-up, who broke (null: not yet said) and every step. */
export interface KeptReal {
  readonly key: typeof KEY;
  /** Names this match (a new one from the menu replaces it). */
  readonly id: string;
  readonly setup: RealSetup;
  readonly breaker: PlayerIndex | null;
  readonly steps: readonly ScriptStep[];
  /** Once finished, kept in the browser's history (once). */
  readonly kept: boolean;
}

const KEY = "real-table";

/** Where the record is kept: IndexedDB on the page (table-store.ts); any store of records elsewhere. */
export interface RecordStore {
  read(key: string): Promise<KeptReal | null>;
  write(rec: KeptReal): Promise<boolean>;
}

const PHONE: RecordStore = { read: (key) => readRecord<KeptReal>(key), write: (rec) => writeRecord(rec) };

/** A refusal of the rules, said as the page says the server's (their codes are the same). */
const refusal = (code: string, message: string): Problem => ({ code, message }) as Problem;

/** The set-up in the menu's link (?real=new&match=…), checked before anything is kept. */
export function parseRealSetup(text: string): Result<RealSetup, string> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return err("the match's set-up is not JSON");
  }
  // MATCH-SCRIPT.md's own header schema, before the lag says who breaks.
  const parsed = headerSchema.omit({ breaker: true, steps: true }).safeParse(v);
  if (!parsed.success) return err(describeIssues(parsed.error, "set-up"));
  const setup: RealSetup = { ...parsed.data, settings: parsed.data.settings ?? {} };
  // The referee checks the settings as it will at the break.
  const probe = newMatch(setup.game, setup.settings, 0, sideSizesOf(setup.players));
  return probe.ok ? ok(setup) : err(`set-up.settings: ${probe.error.message}`);
}

export class LocalSource implements TableSource {
  private rec: KeptReal | null = null;
  /** The match after every step, ruled on the phone (null before the break is said). */
  private mirror: Mirrored | null = null;
  private readonly catalogueView = makeCatalogue();
  private storageFailed = false;

  /** `fresh`: a new match from the menu, replacing the one kept; null: go on with the one kept. */
  constructor(
    private readonly hooks: SourceHooks,
    private readonly fresh: RealSetup | null,
    private readonly store: RecordStore = PHONE,
    private readonly now: () => number = Date.now,
  ) {}

  async open(): Promise<void> {
    if (this.fresh) {
      this.rec = {
        key: KEY,
        id: `real-${this.now().toString(36)}`,
        setup: this.fresh,
        breaker: null,
        steps: [],
        kept: false,
      };
      await this.save();
    } else this.rec = await this.store.read(KEY);
    this.rule();
    this.hooks.changed();
  }

  /** The match-script JSON of the record (MATCH-SCRIPT.md), once the break is said. */
  script(): KeptScript | null {
    const r = this.rec;
    if (!r || r.breaker === null) return null;
    return {
      game: r.setup.game,
      settings: r.setup.settings,
      breaker: r.breaker,
      players: r.setup.players,
      steps: r.steps,
    };
  }

  private people(): {
    names: [string, string];
    sides: readonly [readonly string[], readonly string[]] | null;
  } {
    const p = this.rec?.setup.players ?? ["?", "?"];
    const sides = sidesOf(p);
    return {
      names: sides
        ? [sideName(sides[0], lang.value), sideName(sides[1], lang.value)]
        : [String(p[0]), String(p[1])],
      sides,
    };
  }

  /** Rules the whole record again from the break (after a reload, an undo or a correction). */
  private rule(): void {
    const s = this.script();
    if (!s) {
      this.mirror = null;
      return;
    }
    const started = startOf(s);
    const m = started.ok ? follow(started.value, s.steps, this.people()) : started;
    this.mirror = m.ok ? m.value : null;
    // A record the rules no longer accept (an older engine) is said, never silently cut.
    if (!m.ok) this.hooks.problem(refusal(m.error.code, m.error.message));
  }

  private async save(): Promise<void> {
    if (!this.rec) return;
    this.storageFailed = !(await this.store.write(this.rec));
  }

  private async change(next: Partial<Omit<KeptReal, "key">>): Promise<void> {
    if (!this.rec) return;
    this.rec = { ...this.rec, ...next };
    this.rule();
    // The finished match goes to the history once; a correction of a finished match is not offered.
    const script = this.script();
    if (script && this.mirror?.last?.matchOver && !this.rec.kept) {
      const kept = keepFinished("table", JSON.stringify(script));
      this.rec = { ...this.rec, kept };
    }
    await this.save();
    this.hooks.changed();
  }

  view(): TableView | null {
    const r = this.rec;
    const base = { tournament: { id: KEY, name: t("realTitle"), game: r?.setup.game ?? "pina" }, table: 0 };
    if (!r) return { ...base, encounter: null };
    const m = this.mirror;
    const { names, sides } = this.people();
    return {
      ...base,
      encounter: {
        id: r.id,
        players: names,
        sides,
        targets: null,
        breaker: r.breaker,
        seq: m?.seq ?? 0,
        report: m?.last?.report ?? null,
        lines: m?.last?.lines ?? [],
        status: m?.last?.matchOver ? "done" : "playing",
        next: m ? nextOf(m) : null,
      },
    };
  }

  tableSizeFt(): 7 | 8 | 9 {
    return sizeFtOf(this.rec?.setup.settings);
  }

  title(v: TableView): string {
    return v.tournament.name;
  }

  said(e: Encounter): readonly Line[] {
    return e.lines;
  }

  catalogue(): CatalogueView {
    return this.catalogueView;
  }

  busy(): boolean {
    return false;
  }

  pending(): number {
    return 0;
  }

  async record(step: ScriptStep): Promise<Problem | null> {
    if (!this.rec || !this.mirror)
      return refusal("not-started", "say who breaks first before the first entry");
    const after = follow(this.mirror, [step], this.people());
    if (!after.ok) return refusal(after.error.code, after.error.message);
    await this.change({ steps: [...this.rec.steps, step] });
    return null;
  }

  async start(breaker: PlayerIndex): Promise<Problem | null> {
    if (!this.rec) return refusal("no-match", "no match is kept on this phone");
    if (this.rec.breaker !== null) return refusal("already-started", "this match has already started");
    await this.change({ breaker });
    return null;
  }

  /** The last step taken back (or who breaks, before any step); not once the match is over. */
  async undo(): Promise<Problem | null> {
    const r = this.rec;
    if (!r || r.breaker === null) return refusal("nothing-to-undo", "nothing has been recorded");
    if (r.kept) return refusal("match-over", "the match is over and kept in the history");
    await this.change(r.steps.length ? { steps: r.steps.slice(0, -1) } : { breaker: null });
    return null;
  }

  async correct(index: number, step: ScriptStep): Promise<Problem | null> {
    const r = this.rec;
    const from = this.before(index);
    if (!r || !from || index >= r.steps.length)
      return refusal("no-such-step", `step ${index + 1}: the match has ${r?.steps.length ?? 0} steps`);
    const steps = [step, ...r.steps.slice(index + 1)];
    const actions = [];
    for (const [k, raw] of steps.entries()) {
      const a = parseStep(raw);
      if (!a.ok) return refusal("invalid-step", `step ${index + k + 1}: ${a.error}`);
      actions.push(a.value);
    }
    // The server's /correct re-rules through the same function: the same refusals.
    const redone = rerule(apply, from.state, actions, index);
    if (!redone.ok) return refusal(redone.error.code, redone.error.message);
    await this.change({ steps: [...r.steps.slice(0, index), ...steps] });
    return null;
  }

  canCorrect(): boolean {
    return (this.rec?.steps.length ?? 0) > 0 && !this.rec?.kept;
  }

  steps(): readonly ScriptStep[] {
    return this.rec?.steps ?? [];
  }

  before(index: number): Mirrored | null {
    const s = this.script();
    if (!s) return null;
    const started = startOf(s);
    const m = started.ok ? follow(started.value, s.steps.slice(0, index), this.people()) : null;
    return m?.ok ? m.value : null;
  }

  notice(): HTMLElement | null {
    // A private window may refuse IndexedDB: the match goes on, but a reload would lose it.
    return this.storageFailed
      ? h("span", { class: "chip warn pending", "data-testid": "pending", role: "status" }, t("realNotKept"))
      : null;
  }

  interrupt(): HTMLElement | null {
    return null;
  }

  /** Where next: a new match from the game's menu, the history's replay and statistics. */
  footer(): HTMLElement {
    const link = (href: string, testid: string, words: string) =>
      h("a", { class: "button", href: `${href}?lang=${lang.value}`, "data-testid": testid }, words);
    return h(
      "div",
      { class: "card tight real-footer", "data-testid": "real-footer" },
      this.rec?.kept ? h("p", { "data-testid": "real-kept" }, t("realKept")) : null,
      !this.rec ? h("p", { "data-testid": "real-none" }, t("realNone")) : null,
      h(
        "div",
        { class: "row" },
        link("../", "real-new", gameWords("newMatch")),
        link("../replay.html", "real-replay", gameWords("replayTitle")),
        link("../stats.html", "real-stats", gameWords("statsLink")),
      ),
    );
  }
}
