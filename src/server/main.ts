/**
 * `npm start`: the club server on PORT (default 8080), with the database named by
 * DATABASE_URL (PostgreSQL) or an SQLite file under ./data/. Migrations run before listening.
 */
import { existsSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { openDb, targetFromEnv } from "./db/connect.ts";
import { holdSqlite } from "./db/sqlite-holders.ts";
import { rulesReferee } from "./match/engine.ts";
import { onlineOptionsFromEnv } from "./online/env.ts";

// HOST defaults to every interface so a club's phones reach the server (README, Club mode).
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "0.0.0.0";
const target = targetFromEnv(process.env);
const opened = await openDb(target);
if (!opened.ok) {
  process.stderr.write(`mingo club: ${opened.error}\n`);
  process.exit(1);
}
// The game and the club pages, when `npm run build:client` has built them (npm start does);
// MINGO_CLIENT_DIR names another build (the tests build into a temporary folder).
// `mingo restore` refuses to swap the SQLite file while a server holds it.
const release = target.kind === "sqlite" && target.file !== ":memory:" ? holdSqlite(target.file) : () => {};
process.on("exit", release);
const online = await onlineOptionsFromEnv(process.env);
if (!online.ok) {
  process.stderr.write(`mingo: ${online.error}\n`);
  process.exit(1);
}
const clientDir =
  process.env.MINGO_CLIENT_DIR || fileURLToPath(new URL("../../dist/client", import.meta.url));
const app = await buildApp({
  db: opened.value,
  referee: rulesReferee,
  logger: process.env.MINGO_LOG !== "0",
  online: online.value,
  ...(process.env.REDIS_URL ? { rateLimitRedisUrl: process.env.REDIS_URL } : {}),
  ...(existsSync(`${clientDir}/index.html`) ? { clientDir } : {}),
});
// A last net: a promise someone forgot to handle is logged, it does not end the server.
process.on("unhandledRejection", (e) => app.log.error({ err: e }, "unhandled rejection"));
const shutdown = async () => {
  // Draining first: /readyz fails so a proxy sends no one new, intents are refused `busy`.
  app.draining.value = true;
  await app.close();
  await opened.value.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
await app.listen({ port, host });
const listening = (app.server.address() as { port: number }).port;
const address = `http://${host === "0.0.0.0" ? "localhost" : host}:${listening}`;
process.stdout.write(
  `mingo listening on ${address}/ (the game) and ${address}/club/ (club mode), database: ${target.kind}\n`,
);
// The addresses the club's phones and the wall screen open, said in words.
if (host === "0.0.0.0")
  for (const ip of lanAddresses())
    process.stdout.write(
      `On this network: http://${ip}:${listening}/ (the game), http://${ip}:${listening}/club/ (club mode)\n`,
    );

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((a) => (a && a.family === "IPv4" && !a.internal ? [a.address] : []));
}
