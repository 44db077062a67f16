/**
 * Imported first by every page and worker entry. zod compiles object parsers with
 * `new Function` unless told not to, and probes for it once; under the server's CSP (no
 * 'unsafe-eval') even the caught probe reports a violation. Parsing without the compiled
 * fast path is plenty for the few messages a page decodes.
 */
import { z } from "zod";

z.config({ jitless: true });
