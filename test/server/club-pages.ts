/**
 * The club pages as the server serves them: the run's one client build (the game's config, which
 * builds the game and the club pages together; bench/support/client-build.ts), passed to the
 * server as its clientDir (in-process) or MINGO_CLIENT_DIR (spawned).
 */
import { builtClient, releaseClient } from "../../bench/support/client-build.ts";

export interface BuiltPages {
  readonly dir: string;
  remove(): void;
}

export async function buildPages(): Promise<BuiltPages> {
  const client = await builtClient();
  return { dir: client.dir, remove: () => releaseClient(client) };
}
