/**
 * The club pages' one way to call the server: JSON in, a Result out. A refusal keeps its
 * stable code (protocol/refusals.ts) so the page can say it in its own language.
 */
import { err, ok, type Result } from "../../core/index.ts";
import { isRefusalCode, type Refusal } from "../../protocol/index.ts";

export type Headers = Readonly<Record<string, string>>;

/** A refusal from the server, or no answer at all (the network is down). */
export type Problem = Refusal | { readonly code: "offline"; readonly message: string };

export async function api<T>(
  method: "GET" | "POST",
  url: string,
  body?: unknown,
  headers: Headers = {},
): Promise<Result<T, Problem>> {
  let r: Response;
  try {
    r = await fetch(url, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return err({ code: "offline", message: "the server cannot be reached" });
  }
  const json: unknown = await r.json().catch(() => null);
  if (r.ok) return ok(json as T);
  return err(refusalOf(json, r.status));
}

/** A file the server makes (a PDF): its bytes, or the refusal, said as `api` says it. */
export async function apiFile(
  method: "GET" | "POST",
  url: string,
  headers: Headers = {},
): Promise<Result<Blob, Problem>> {
  let r: Response;
  try {
    r = await fetch(url, { method, headers });
  } catch {
    return err({ code: "offline", message: "the server cannot be reached" });
  }
  if (r.ok) return ok(await r.blob());
  return err(refusalOf(await r.json().catch(() => null), r.status));
}

/** The refusal in a reply body, or one made from the status when the body has none we know. */
function refusalOf(json: unknown, status: number): Refusal {
  const e = (json as { error?: Partial<Refusal> } | null)?.error;
  if (e && typeof e.code === "string" && isRefusalCode(e.code))
    return { ...e, code: e.code, message: String(e.message ?? "") };
  return {
    code: status === 429 ? "too-many-requests" : status >= 500 ? "server-error" : "bad-request",
    message: `HTTP ${status}`,
  };
}
