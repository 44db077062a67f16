/** The scorekeeper's routes: one table's current match, opened with the table's link (its token). */

import { z } from "zod";
import type { PlayerIndex } from "../../core/index.ts";
import {
  correctEntry,
  parseStep,
  type RecordReply,
  recordEntry,
  startMatch,
  stepSchema,
  tableParams,
  undoEntry,
} from "../../protocol/index.ts";
import { replyError } from "./api.ts";
import { done, type RouteContext } from "./context.ts";

export function scorekeeperRoutes<S>(c: RouteContext<S>): void {
  const { api, recorder } = c;

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/tables/:n",
      summary: "The table's current match, for its scorekeeper",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
    },
    async ({ params, req }) => {
      const token = c.tableToken(req);
      if (!token.ok) return token.reply;
      const r = await recorder.view(params.id, params.n, token.value);
      return r.ok ? done(r.value) : c.fail(r.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/tables/:n/start",
      summary: "Start the match: who breaks first (the lag's winner)",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
      body: startMatch,
    },
    async ({ params, body, req }) => {
      const token = c.tableToken(req);
      if (!token.ok) return token.reply;
      const r = await recorder.start(params.id, params.n, token.value, body.breaker as PlayerIndex);
      return r.ok ? done(r.value) : c.fail(r.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/tables/:n/steps",
      summary:
        "Record one entry (a shot, a declaration, a choice, a lag, a resignation); `seq` is the number of entries the page has seen",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
      body: recordEntry,
      docBody: z.object({ seq: z.number().int().min(0), step: stepSchema }),
    },
    async ({ params, body, req }) => {
      const token = c.tableToken(req);
      if (!token.ok) return token.reply;
      const step = parseStep(body.step);
      if (!step.ok) return replyError({ status: 400, code: "invalid-step", message: `step: ${step.error}` });
      const r = await recorder.record(params.id, params.n, token.value, body.seq, step.value);
      if (!r.ok) return c.fail(r.error);
      const { report, seq, matchOver, next, lines } = r.value;
      return done({ seq, report, matchOver, next, lines } satisfies RecordReply);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/tables/:n/correct",
      summary:
        "Correct a past entry in place: step `index` (0-based) becomes `step` and the referee rules it and every later step again; refused, changing nothing, when a later step no longer stands",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
      body: correctEntry,
      docBody: z.object({ seq: z.number().int().min(0), index: z.number().int().min(0), step: stepSchema }),
    },
    async ({ params, body, req }) => {
      const token = c.tableToken(req);
      if (!token.ok) return token.reply;
      const step = parseStep(body.step);
      if (!step.ok) return replyError({ status: 400, code: "invalid-step", message: `step: ${step.error}` });
      const r = await recorder.correct(params.id, params.n, token.value, body.seq, body.index, step.value);
      return r.ok ? done(r.value) : c.fail(r.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/tables/:n/undo",
      summary: "Take back the last entry (not once the match is over)",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
      body: undoEntry,
    },
    async ({ params, body, req }) => {
      const token = c.tableToken(req);
      if (!token.ok) return token.reply;
      const r = await recorder.undo(params.id, params.n, token.value, body.seq);
      return r.ok ? done(r.value) : c.fail(r.error);
    },
  );
}
