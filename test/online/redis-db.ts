/**
 * Each test file that uses the run's one redis-server gets a database of its own (Redis numbers
 * them 0–15), emptied when the file starts: two such files run at once on the run's two workers,
 * and a quick-match queue or a node's liveness keys left by one (a node killed by kill -9 leaves
 * its entries until purged) must not be met by the other. Pub/sub channels are not per database,
 * but they are named by match and ticket ids, which no two files share.
 */
import { basename } from "node:path";
import { Redis } from "ioredis";

/** One database per file; a new file using Redis takes the next free number here. */
const DB_OF_FILE: Record<string, number> = {
  "multinode.test.ts": 1,
  "shared-limits.test.ts": 2,
  "proxy-three-nodes.test.ts": 3,
  "rolling-restart.test.ts": 4,
};

/** The run's Redis URL (MINGO_TEST_REDIS_URL) naming this file's database, or undefined without one. */
export function redisUrlFor(fileUrl: string): string | undefined {
  const base = process.env.MINGO_TEST_REDIS_URL;
  if (!base) return undefined;
  const file = basename(new URL(fileUrl).pathname);
  const db = DB_OF_FILE[file];
  if (db === undefined) throw new Error(`${file} uses Redis: give it a database in test/online/redis-db.ts`);
  return `${base.replace(/\/\d*$/, "")}/${db}`;
}

/** Empties the file's database (call before the file's first node starts). */
export async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
