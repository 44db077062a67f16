/**
 * What the scorekeeper's phone keeps of its table (issue 38, "never lost"): the last view the
 * server sent, the match so far (its script, for the referee the page runs while offline) and
 * the entries not yet sent, in IndexedDB so a closed tab or a reload without Wi-Fi keeps them.
 * A real match kept on the phone alone (table-source-local.ts) is one more record of the store.
 *
 * Hand-written rather than the `idb` package: the page needs one object store, a read and a
 * write of one record; a dozen lines of IDBRequest-to-Promise do it without a dependency.
 * Every call answers (null / false) rather than throwing: a browser without IndexedDB (a
 * private window may refuse it) still records online as before.
 */
import type { TableView } from "../../protocol/index.ts";
import type { ScriptStep } from "../../rules/index.ts";

/** The match as far as the server has it: MATCH-SCRIPT.md's header and steps. */
export interface KeptScript {
  readonly game: TableView["tournament"]["game"];
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly breaker: 0 | 1;
  readonly players: readonly [string, string] | readonly [readonly string[], readonly string[]];
  readonly steps: readonly ScriptStep[];
}

/** An entry tapped on this phone and not yet accepted by the server. */
export interface QueuedEntry {
  /** The number of steps the match had when it was tapped: the server's seq check. */
  readonly base: number;
  readonly step: ScriptStep;
  /** When it was tapped (ms since 1970), to tell entries apart in the conflict view. */
  readonly at: number;
}

export interface KeptTable {
  /** "tournament:table". */
  readonly key: string;
  readonly encounterId: string | null;
  readonly view: TableView | null;
  readonly script: KeptScript | null;
  readonly queue: readonly QueuedEntry[];
}

const DB = "mingo-scorekeeper";
const STORE = "tables";

let opened: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      const req = indexedDB.open(DB, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "key" });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

function done<T>(req: IDBRequest<T>, tx: IDBTransaction): Promise<T | null> {
  return new Promise((resolve) => {
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => resolve(null);
    tx.onabort = () => resolve(null);
  });
}

/** One record of the store by its key (a table's, or the real match kept on this phone). */
export async function readRecord<T extends { readonly key: string }>(key: string): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  const tx = db.transaction(STORE, "readonly");
  return ((await done(tx.objectStore(STORE).get(key), tx)) as T | undefined) ?? null;
}

/** Stored once the transaction is committed (true), so a queued entry survives a closed tab. */
export async function writeRecord<T extends { readonly key: string }>(rec: T): Promise<boolean> {
  const db = await open();
  if (!db) return false;
  const tx = db.transaction(STORE, "readwrite");
  return (await done(tx.objectStore(STORE).put(rec), tx)) !== null;
}

export const readKept = (key: string): Promise<KeptTable | null> => readRecord<KeptTable>(key);
export const writeKept = (rec: KeptTable): Promise<boolean> => writeRecord(rec);
