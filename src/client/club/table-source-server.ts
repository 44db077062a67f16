/**
 * A tournament's table as the scorekeeper's page reads it from the club's server, opened with the
 * table's link (?t=tournament&n=table#token). Every entry is kept on the phone and sent from there
 * (table-outbox.ts): without a connection the entries wait and the page goes on with the rules'
 * provisional answer (table-mirror.ts). Another phone at this table, or the next encounter called
 * here, reaches the page through the live socket.
 */
import type { PlayerIndex } from "../../core/index.ts";
import type { Line } from "../../narration/index.ts";
import type { CatalogueView, RecordReply, TableView } from "../../protocol/index.ts";
import type { ScriptStep } from "../../rules/index.ts";
import { api, type Problem } from "./api.ts";
import { conflictPanel, pendingLine } from "./conflict-view.ts";
import { t } from "./i18n.ts";
import { followTournament } from "./live-socket.ts";
import type { Mirrored } from "./table-mirror.ts";
import { Outbox } from "./table-outbox.ts";
import { type Encounter, type SourceHooks, sizeFtOf, type TableSource } from "./table-source.ts";

export class ServerSource implements TableSource {
  private readonly base: string;
  private readonly auth: Readonly<Record<string, string>>;
  private readonly outbox: Outbox;
  private catalogueView: CatalogueView | null = null;
  /** The server's answer to the last entry (its words), until the view moves on. */
  private last: RecordReply | null = null;
  private ownRequest = false;
  private shown: TableView | null = null;
  private following: { report(): void } | null = null;

  constructor(
    private readonly tournament: string,
    private readonly number: number,
    private readonly token: string,
    private readonly hooks: SourceHooks,
  ) {
    this.base = `/api/tournaments/${encodeURIComponent(tournament)}/tables/${number}`;
    this.auth = { "x-table-token": token };
    this.outbox = new Outbox(`${tournament}:${number}`, this.base, this.auth, (reply) => {
      if (reply) this.last = reply;
      this.moved();
    });
    this.outbox.refused = (p) => hooks.problem(p);
  }

  /** The view moved: the last announcement stands only while it is the same encounter's, nothing waiting. */
  private moved(): void {
    const before = this.shown?.encounter?.id;
    this.shown = this.outbox.shown();
    if (this.shown?.encounter?.id !== before && before !== undefined) this.last = null;
    // While entries wait, the words said are the phone's provisional ruling of the last one.
    if (this.outbox.queue.length) this.last = null;
    this.hooks.changed();
    this.following?.report();
  }

  async open(): Promise<void> {
    this.follow();
    // What the phone kept first (entries not yet sent, the last view: the page works without a
    // connection), then the server.
    await this.outbox.restore();
    this.moved();
    await this.load();
  }

  private async load(): Promise<void> {
    if (!this.catalogueView) {
      const c = await api<CatalogueView>("GET", "/api/catalogue");
      if (c.ok) this.catalogueView = c.value;
    }
    const asked = this.outbox.failures;
    const r = await api<TableView>("GET", this.base, undefined, this.auth);
    if (r.ok) {
      this.hooks.problem(null);
      await this.outbox.serverSaid(r.value, asked);
      void this.outbox.flush();
      return;
    }
    // Without a connection the page goes on from what the phone kept.
    if (r.error.code === "offline" && this.outbox.server) this.outbox.lostConnection();
    else this.hooks.problem(r.error);
    this.moved();
  }

  /**
   * Another phone at this table, or the next encounter called here: the live socket says the
   * tournament changed, and the page reloads its table unless an entry is half tapped. The socket
   * also carries this phone's report to the wall (entries waiting, a conflict).
   */
  private follow(): void {
    this.following = followTournament(
      this.tournament,
      (msg) => {
        this.sizeFt = sizeFtOf(msg.tournament.settings);
        const mine = msg.tournament.encounters.find((x) => x.table === this.number && x.status === "playing");
        const seen = this.shown?.encounter;
        const changed = (mine?.id ?? null) !== (seen?.id ?? null) || (mine && mine.breaker !== seen?.breaker);
        const untouched = this.hooks.untouched();
        if (
          changed ||
          (untouched && mine?.report && JSON.stringify(mine.report) !== JSON.stringify(seen?.report))
        )
          void this.load();
      },
      { keeper: { table: this.number, token: this.token, status: () => this.outbox.status() } },
    );
  }

  view(): TableView | null {
    return this.shown;
  }

  /** The tournament's table size, from the live socket's tournament (9 ft until it speaks). */
  private sizeFt: 7 | 8 | 9 = 9;

  tableSizeFt(): 7 | 8 | 9 {
    return this.sizeFt;
  }

  title(v: TableView): string {
    return `${v.tournament.name} · ${t("tableN", { n: v.table })}`;
  }

  said(e: Encounter): readonly Line[] {
    return this.last?.lines ?? e.lines;
  }

  catalogue(): CatalogueView | null {
    return this.catalogueView;
  }

  /** Busy: a request of the page's own, or entries on their way (offline they wait, the page goes on). */
  busy(): boolean {
    const o = this.outbox;
    return this.ownRequest || o.sending || (o.queue.length > 0 && !o.offline && !o.conflict);
  }

  pending(): number {
    return this.outbox.queue.length;
  }

  async record(step: ScriptStep): Promise<Problem | null> {
    if (this.busy() || !this.shown?.encounter || this.outbox.conflict) return null;
    return this.outbox.add(step);
  }

  /** A request of the page's own (start, undo, a correction): a new view, or the refusal. */
  private async request(path: string, body: unknown): Promise<Problem | null> {
    this.ownRequest = true;
    this.hooks.changed();
    const asked = this.outbox.failures;
    const r = await api<TableView>("POST", `${this.base}/${path}`, body, this.auth);
    this.ownRequest = false;
    if (!r.ok) {
      this.hooks.changed();
      return r.error;
    }
    this.last = null;
    await this.outbox.serverSaid(r.value, asked);
    return null;
  }

  start(breaker: PlayerIndex): Promise<Problem | null> {
    if (this.busy()) return Promise.resolve(null);
    return this.request("start", { breaker });
  }

  async undo(): Promise<Problem | null> {
    if (this.busy()) return null;
    // Undo of an entry not yet sent: it only leaves the phone.
    if (this.outbox.queue.length) {
      await this.outbox.dropLast();
      return null;
    }
    return this.request("undo", { seq: this.shown?.encounter?.seq ?? 0 });
  }

  /** Sends the corrected step; the server rules it and every later one again, or refuses naming one. */
  correct(index: number, step: ScriptStep): Promise<Problem | null> {
    const seq = this.outbox.server?.encounter?.seq ?? 0;
    return this.request("correct", { seq, index, step });
  }

  /** Online, with nothing waiting and the match's steps known: a correction goes to the server at once. */
  canCorrect(): boolean {
    return !this.outbox.offline && !this.outbox.queue.length && this.outbox.steps().length > 0;
  }

  steps(): readonly ScriptStep[] {
    return this.outbox.steps();
  }

  before(index: number): Mirrored | null {
    return this.outbox.before(index);
  }

  notice(): HTMLElement | null {
    const o = this.outbox;
    // Online, one entry on its way is the usual moment, not news; more, or none sent, is.
    return o.offline || o.conflict || o.queue.length > 1
      ? pendingLine(o.queue.length, o.offline, o.conflict !== null)
      : null;
  }

  interrupt(e: Encounter): HTMLElement | null {
    const c = this.outbox.conflict;
    if (!c || !this.shown) return null;
    return conflictPanel(
      this.shown.tournament.game,
      e,
      c,
      this.outbox.queue,
      this.busy(),
      (which) => void this.settle(which),
    );
  }

  private async settle(which: "theirs" | "mine"): Promise<void> {
    this.ownRequest = true;
    this.hooks.changed();
    let problem: Problem | null = null;
    if (which === "theirs") await this.outbox.keepTheirs();
    else problem = await this.outbox.keepMine();
    this.ownRequest = false;
    if (which === "mine") this.hooks.problem(problem);
    this.moved();
  }

  footer(): HTMLElement | null {
    return null;
  }
}
