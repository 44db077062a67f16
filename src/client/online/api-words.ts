/**
 * A request the online server refused (or could not be sent), in the page's words: the
 * refusal's code said as every other refusal is (app/refusal-words.ts), never the server's
 * English message, which stays in the title or the logs.
 */
import { refusal } from "../app/match-source.ts";
import { sayRefusal } from "../app/refusal-words.ts";
import type { ApiError } from "./api.ts";

export const sayApiError = (e: ApiError): string => sayRefusal(refusal(e.code, e.message), e.limit);
