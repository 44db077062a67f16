/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that lets the
 * game (its module scripts, its Web Worker, WebGL, the live socket) and the club pages run
 * from this origin and nothing else, no framing by other sites, nosniff, a strict referrer.
 * No upgrade-insecure-requests: a club serves phones over plain http on its own network.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'"],
  // Inline style attributes (set by the pages' own scripts), never inline scripts.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
} as const;

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
    referrerPolicy: { policy: "same-origin" },
    // Plain http on a club's network: a Strict-Transport-Security header would mean nothing there.
    strictTransportSecurity: false,
  });
}
