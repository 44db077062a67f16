/**
 * Every HTTP and WebSocket route of club mode, by audience: the organizer, the scorekeeper
 * (a table's link), the public (read-only) and the live socket. Handlers stay thin: check who
 * is asking, call the store or the recorder, shape the reply.
 */
import type { FastifyInstance } from "fastify";
import type { Api } from "./api.ts";
import { cardRoutes } from "./card-routes.ts";
import { type RouteDeps, routeContext } from "./context.ts";
import { leagueRoutes } from "./league-routes.ts";
import { liveRoutes } from "./live-routes.ts";
import { organizerRoutes } from "./organizer-routes.ts";
import { printRoutes } from "./print-routes.ts";
import { publicRoutes } from "./public-routes.ts";
import { scorekeeperRoutes } from "./scorekeeper-routes.ts";
import { type SignInLimitSettings, signInLimits } from "./sign-in-limits.ts";

export type { RouteDeps } from "./context.ts";

/** `api` is the server's one OpenAPI document: online play declares its routes in it too. */
export async function registerRoutes<S>(
  app: FastifyInstance,
  api: Api,
  deps: RouteDeps<S>,
  limits?: SignInLimitSettings,
): Promise<void> {
  const c = routeContext(app, api, deps);
  organizerRoutes(c, await signInLimits(app, limits));
  publicRoutes(c);
  printRoutes(c);
  cardRoutes(c);
  leagueRoutes(c);
  scorekeeperRoutes(c);
  liveRoutes(c);
}
