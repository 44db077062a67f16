/**
 * The scorekeeper's outbox (issue 38, "never lost"): every entry is kept on the phone first
 * (IndexedDB) and then sent, in order, each with the seq it was tapped at (the server's stale
 * check). Without a connection the entries wait, the page goes on with the referee it runs
 * itself (table-mirror.ts), and they are sent when the connection returns. When the server has
 * moved on meanwhile (another device recorded this table) or refuses a waiting entry, sending
 * stops at a conflict: both versions are kept and the person chooses; nothing is dropped
 * without that choice.
 */
import type { ByPlayer } from "../../core/index.ts";
import { makeStep, parseStep, type RecordReply, type TableView } from "../../protocol/index.ts";
import type { ScriptStep } from "../../rules/index.ts";
import { api, type Headers, type Problem } from "./api.ts";
import { follow, type Mirrored, nextOf, startOf } from "./table-mirror.ts";
import { type KeptScript, type KeptTable, type QueuedEntry, readKept, writeKept } from "./table-store.ts";

/** The server's version and the phone's, from the step where they part. */
export interface Conflict {
  /** Steps both versions share. */
  readonly base: number;
  /** What the server has after them (empty when it refused the phone's next entry outright). */
  readonly theirs: readonly ScriptStep[];
  /** Why sending stopped: a stale entry, or the server's refusal of the phone's entry. */
  readonly problem: Problem;
}

/** Refusals that say nothing of the entry: it waits and is sent again. */
const TRANSIENT = new Set(["offline", "server-error", "too-many-requests", "server-busy", "busy"]);
const RETRY_MS = 3000;

export class Outbox {
  queue: QueuedEntry[] = [];
  conflict: Conflict | null = null;
  /** The phone's own requests fail (what it tells the wall). */
  offline = false;
  sending = false;
  /**
   * Requests that found no connection, counted: a view asked for before the last of them (a
   * reload still on its way when the Wi-Fi dropped) does not say the connection is back.
   */
  failures = 0;
  /** The last view the server sent, and the match as far as it has it. */
  server: TableView | null = null;
  private script: KeptScript | null = null;
  private mirror: Mirrored | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly key: string,
    private readonly base: string,
    private readonly auth: Headers,
    /** Called after every change the page shows; `reply` is the server's answer to an entry. */
    private readonly changed: (reply?: RecordReply) => void,
  ) {
    addEventListener("online", () => void this.flush());
  }

  /** What the phone kept of this table (after a reload, perhaps without a connection). */
  async restore(): Promise<boolean> {
    const k = await readKept(this.key);
    if (!k) return false;
    this.server = k.view;
    this.script = k.script;
    this.queue = [...k.queue];
    this.mirror = null;
    return true;
  }

  private keep(): Promise<boolean> {
    const rec: KeptTable = {
      key: this.key,
      encounterId: this.server?.encounter?.id ?? null,
      view: this.server,
      script: this.script,
      queue: this.queue,
    };
    return writeKept(rec);
  }

  private people(): { names: ByPlayer<string>; sides: ByPlayer<readonly string[]> | null } {
    const e = this.server?.encounter;
    return { names: e?.players ?? ["?", "?"], sides: e?.sides ?? null };
  }

  /** The match as the server has it, ruled on the phone (null without its script). */
  private served(): Mirrored | null {
    if (this.mirror && this.mirror.seq === this.script?.steps.length) return this.mirror;
    if (!this.script) return null;
    const s = startOf(this.script);
    const m = s.ok ? follow(s.value, this.script.steps, this.people()) : s;
    this.mirror = m.ok ? m.value : null;
    return this.mirror;
  }

  /** The server's view, or with entries waiting, the view after them as the phone rules it. */
  shown(): TableView | null {
    const v = this.server;
    const e = v?.encounter;
    if (!v || !e || !this.queue.length) return v;
    const from = this.served();
    const after = from
      ? follow(
          from,
          this.queue.map((q) => q.step),
          this.people(),
        )
      : null;
    if (!after?.ok) return v;
    const m = after.value;
    return {
      ...v,
      encounter: {
        ...e,
        seq: m.seq,
        report: m.last?.report ?? e.report,
        lines: m.last?.lines ?? [],
        next: nextOf(m),
      },
    };
  }

  /** A request found no connection: the page goes on offline (and tells the wall). */
  lostConnection(): void {
    this.offline = true;
    this.failures++;
  }

  /**
   * A new view from the server: kept, and the match's script fetched again if it moved.
   * `asked`: `failures` when it was asked for; a request failing since keeps the page offline.
   */
  async serverSaid(v: TableView, asked = this.failures): Promise<void> {
    const e = v.encounter;
    const before = this.server?.encounter?.id;
    this.server = v;
    if (asked === this.failures) this.offline = false;
    if (e && e.id !== before && before !== undefined && this.queue.length && !this.conflict)
      // The match these entries were for is no longer at this table.
      this.conflict = {
        base: this.queue[0]!.base,
        theirs: [],
        problem: { code: "no-match", message: "another match is at this table now" },
      };
    if (e && e.breaker !== null && e.seq !== this.script?.steps.length) await this.fetchScript(e.id);
    if (!e || e.breaker === null) this.script = null;
    await this.keep();
    this.changed();
  }

  private async fetchScript(encounterId: string): Promise<boolean> {
    const t = this.server?.tournament.id ?? "";
    const r = await api<KeptScript>(
      "GET",
      `/api/tournaments/${encodeURIComponent(t)}/encounters/${encodeURIComponent(encounterId)}/script`,
    );
    if (!r.ok) return false;
    this.script = r.value;
    this.mirror = null;
    return true;
  }

  /**
   * Keeps `step` (tapped at `seq`) and sends what waits. A step the rules refuse on the phone
   * is not kept: the refusal is answered at once, as the server would.
   */
  async add(step: ScriptStep): Promise<Problem | null> {
    const seq = this.shown()?.encounter?.seq ?? 0;
    const from = this.served();
    if (from) {
      const before = follow(
        from,
        this.queue.map((q) => q.step),
        this.people(),
      );
      const after = before.ok ? follow(before.value, [step], this.people()) : null;
      if (after && !after.ok) return { code: after.error.code, message: after.error.message } as Problem;
    }
    this.queue.push({ base: seq, step, at: Date.now() });
    await this.keep();
    this.changed();
    void this.flush();
    return null;
  }

  /** Undo of an entry not yet sent: it leaves the phone's queue (the server never had it). */
  async dropLast(): Promise<void> {
    this.queue.pop();
    await this.keep();
    this.changed();
  }

  /** Sends the waiting entries in order; stops at a lost connection (tried again) or a conflict. */
  async flush(): Promise<void> {
    if (this.sending || this.conflict || !this.queue.length) return;
    this.sending = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    while (this.queue.length && !this.conflict) {
      const q = this.queue[0]!;
      const r = await api<RecordReply>(
        "POST",
        `${this.base}/steps`,
        { seq: q.base, step: q.step },
        this.auth,
      );
      if (r.ok) {
        this.queue.shift();
        this.offline = false;
        if (this.script) this.script = { ...this.script, steps: [...this.script.steps, q.step] };
        await this.keep();
        this.changed(r.value);
        continue;
      }
      if (TRANSIENT.has(r.error.code)) {
        this.lostConnection();
        this.retry = setTimeout(() => void this.flush(), RETRY_MS);
        break;
      }
      // The server answered: the connection is back, whatever it said.
      this.offline = false;
      await this.stopAt(q, r.error);
    }
    this.sending = false;
    await this.reload();
  }

  /**
   * The server refused the first waiting entry: entries it already has (an answer lost on the
   * way back) leave the queue and sending goes on; otherwise a conflict, or (a lone fresh
   * entry) its refusal.
   */
  private async stopAt(q: QueuedEntry, problem: Problem): Promise<void> {
    if (problem.code === "stale-entry" && (await this.landedAlready()) > 0) return;
    const online = this.server?.encounter?.seq === q.base;
    if (problem.code !== "stale-entry" && this.queue.length === 1 && online) {
      // Tapped just now on a page in step with the server: refused as any entry is, said on screen.
      this.queue.shift();
      await this.keep();
      this.changed();
      this.refused(problem);
      return;
    }
    const e = this.server?.encounter;
    if (e && (await this.fetchScript(e.id)))
      this.conflict = { base: q.base, theirs: this.script?.steps.slice(q.base) ?? [], problem };
    else this.conflict = { base: q.base, theirs: [], problem };
    await this.keep();
    this.changed();
  }

  /**
   * Waiting entries the server already holds at their places, dropped from the queue (how many).
   * A request can reach the server and its answer be lost (the Wi-Fi drops on the way back): sent
   * again, the entry is stale, yet it is this phone's own, and no conflict. The same step at the
   * same place is the same shot, whoever sent it.
   */
  private async landedAlready(): Promise<number> {
    const e = this.server?.encounter;
    if (!e || !(await this.fetchScript(e.id)) || !this.script) return 0;
    const theirs = this.script.steps;
    let n = 0;
    while (n < this.queue.length) {
      const q = this.queue[n]!;
      const held = theirs[q.base];
      if (held === undefined || !sameStep(held, q.step)) break;
      n++;
    }
    if (!n) return 0;
    this.queue.splice(0, n);
    await this.keep();
    this.changed();
    return n;
  }

  /** Told to the page when a lone entry is refused (set by the page). */
  refused: (p: Problem) => void = () => {};

  /** The server's view again, after sending. */
  private async reload(): Promise<void> {
    const asked = this.failures;
    const v = await api<TableView>("GET", this.base, undefined, this.auth);
    if (v.ok) await this.serverSaid(v.value, asked);
    else this.changed();
  }

  /** The person keeps the server's version: this phone's waiting entries are dropped. */
  async keepTheirs(): Promise<void> {
    this.queue = [];
    this.conflict = null;
    await this.keep();
    await this.reload();
  }

  /**
   * The person keeps this phone's version: the server's steps after the shared ones are taken
   * back (one undo each, with the seq check), then the phone's entries are sent.
   */
  async keepMine(): Promise<Problem | null> {
    const c = this.conflict;
    if (!c) return null;
    let seq = c.base + c.theirs.length;
    while (seq > c.base) {
      const r = await api<TableView>("POST", `${this.base}/undo`, { seq }, this.auth);
      if (!r.ok) return r.error;
      this.server = r.value;
      seq--;
    }
    if (this.script) this.script = { ...this.script, steps: this.script.steps.slice(0, c.base) };
    this.mirror = null;
    // The entries were tapped from the shared steps on: their seqs stand.
    this.conflict = null;
    await this.keep();
    this.changed();
    await this.flush();
    return null;
  }

  /** The steps the server has, as this phone knows them (empty without the match's script). */
  steps(): readonly ScriptStep[] {
    return this.script?.steps ?? [];
  }

  /** The match just before step `index` as the server has it, ruled on the phone (for a correction). */
  before(index: number): Mirrored | null {
    if (!this.script) return null;
    const s = startOf(this.script);
    const m = s.ok ? follow(s.value, this.script.steps.slice(0, index), this.people()) : null;
    return m?.ok ? m.value : null;
  }

  /** What the wall is told (live socket). */
  status(): { pending: number; conflict: boolean; offline: boolean } {
    return { pending: this.queue.length, conflict: this.conflict !== null, offline: this.offline };
  }
}

/** Two steps said alike once read as the server reads them (its stored form). */
function sameStep(a: ScriptStep, b: ScriptStep): boolean {
  const x = parseStep(a);
  const y = parseStep(b);
  return x.ok && y.ok && JSON.stringify(makeStep(x.value)) === JSON.stringify(makeStep(y.value));
}
