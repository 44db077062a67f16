/**
 * Where the scorekeeper's page reads its match and writes its entries: one page, two sources.
 * A tournament's table is kept by the club's server (table-source-server.ts: the outbox, the live
 * socket, the server's referee); a real match kept on the phone alone, opened from the game's first
 * screen, by the same rules run in the browser (table-source-local.ts). The page (table.ts) draws
 * the same surface over either and knows neither.
 */
import type { PlayerIndex } from "../../core/index.ts";
import type { Line } from "../../narration/index.ts";
import type { CatalogueView, TableView } from "../../protocol/index.ts";
import type { ScriptStep } from "../../rules/index.ts";
import type { Problem } from "./api.ts";
import type { Mirrored } from "./table-mirror.ts";

export type Encounter = NonNullable<TableView["encounter"]>;

/** What the page tells a source it needs to hear back. */
export interface SourceHooks {
  /** The match as shown changed: draw again. */
  readonly changed: () => void;
  /** The source's own news: a refusal that came later (an entry that waited), or null once it clears. */
  readonly problem: (p: Problem | null) => void;
  /** No entry is half tapped: a change from elsewhere may replace the page's view. */
  readonly untouched: () => boolean;
}

export interface TableSource {
  /** Restores what the phone kept and then what the source knows; `changed` follows. */
  open(): Promise<void>;
  /** The match as the page shows it (null until known). */
  view(): TableView | null;
  /** The header's title. */
  title(v: TableView): string;
  /** The table's size as the match's settings say (9 ft when they do not): the photos need it. */
  tableSizeFt(): 7 | 8 | 9;
  /** What the referee said last, in the narration's lines. */
  said(e: Encounter): readonly Line[];
  /** The rule texts and the fouls only a person sees. */
  catalogue(): CatalogueView | null;
  /** An entry or request on its way: the buttons wait. */
  busy(): boolean;
  /** Entries kept on the phone and not yet accepted (tests and screen readers read it). */
  pending(): number;
  /** Each returns the refusal, or null when the entry was taken. */
  record(step: ScriptStep): Promise<Problem | null>;
  start(breaker: PlayerIndex): Promise<Problem | null>;
  undo(): Promise<Problem | null>;
  /** Step `index` (0-based) becomes `step`: it and every later step are ruled again, or nothing changes. */
  correct(index: number, step: ScriptStep): Promise<Problem | null>;
  /** Whether a past step may be corrected now. */
  canCorrect(): boolean;
  /** The match's steps so far. */
  steps(): readonly ScriptStep[];
  /** The match just before step `index`, ruled on the phone (what a correction starts from). */
  before(index: number): Mirrored | null;
  /** A line over the scoreboard (entries waiting on the phone), or null. */
  notice(): HTMLElement | null;
  /** A panel in place of the entry surface (versions to choose between), or null. */
  interrupt(e: Encounter): HTMLElement | null;
  /** Under "match over" or "no match": where to go next, or null. */
  footer(): HTMLElement | null;
}

/** A settings record's table size (tableSizeFt), 9 ft when absent or not a size. */
export function sizeFtOf(settings: Readonly<Record<string, unknown>> | undefined): 7 | 8 | 9 {
  const ft = settings?.tableSizeFt;
  return ft === 7 || ft === 8 ? ft : 9;
}
