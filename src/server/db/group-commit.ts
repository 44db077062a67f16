/**
 * Group commit: writes that arrive while a transaction is being committed wait and go
 * together into the next one, so 50 tables recording at once pay for one disk sync per batch
 * instead of one each. Every caller is answered only after its batch has committed — the
 * "written before acknowledged" promise holds for each entry.
 */
import type { Kysely, Transaction } from "kysely";
import type { ClubDatabase } from "./schema.ts";

export type WriteOp = (trx: Transaction<ClubDatabase>) => Promise<void>;

interface Pending {
  readonly op: WriteOp;
  readonly done: (e?: unknown) => void;
}

export class GroupCommitter {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly db: Kysely<ClubDatabase>,
    private readonly maxBatch = 200,
    /** Whether one bad entry may be what failed the batch (not so for a busy database: all fail alike). */
    private readonly perEntry: (e: unknown) => boolean = () => true,
  ) {}

  write(op: WriteOp): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ op, done: (e) => (e === undefined ? resolve() : reject(e)) });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.db.transaction().execute(async (trx) => {
          for (const p of batch) await p.op(trx);
        });
        for (const p of batch) p.done();
      } catch (e) {
        if (batch.length === 1 || !this.perEntry(e))
          for (const p of batch) p.done(e ?? new Error("write failed"));
        // One bad write failed the batch: the others go again one by one, in order.
        else for (const p of batch) await this.alone(p);
      }
    }
    this.running = false;
  }

  private async alone(p: Pending): Promise<void> {
    try {
      await this.db.transaction().execute((trx) => p.op(trx));
      p.done();
    } catch (e) {
      p.done(e ?? new Error("write failed"));
    }
  }
}
