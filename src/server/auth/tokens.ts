/** Unguessable tokens (session bearers, scorekeeper links) and their stored digests. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 24 random bytes: 192 bits, far beyond guessing over HTTP. */
export const newToken = (): string => randomBytes(24).toString("base64url");

export const newId = (): string => randomBytes(9).toString("base64url");

export const digest = (token: string): string => createHash("sha256").update(token).digest("hex");

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
