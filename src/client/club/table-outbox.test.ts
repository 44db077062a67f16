/**
 * The phone's connection state: a view from the server says the connection is back only when no
 * request has failed since it was asked for. A reload on its way when the Wi-Fi dropped used to
 * clear "offline" after the next entry's send had failed, and the page said «enviando» with the
 * entries going nowhere (CI at 67fa418, scorekeeper-offline).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableView } from "../../protocol/index.ts";
import { Outbox } from "./table-outbox.ts";

// The page listens for the browser's "online" event; Node has no window to send it (put back
// after: the unit files share their worker's globals).
const g = globalThis as { addEventListener?: unknown };
const had = "addEventListener" in g;
beforeAll(() => {
  if (!had) g.addEventListener = () => undefined;
});
afterAll(() => {
  if (!had) delete g.addEventListener;
});

/** A table with no encounter: nothing to fetch or rule, only the view to keep. */
const view = { tournament: { id: "t" }, table: 1, encounter: null } as unknown as TableView;

describe("the scorekeeper's outbox, offline or not", () => {
  it("a view asked for before a request failed keeps the page offline; one asked for after brings it back", async () => {
    const box = new Outbox("t:1", "/api/tournaments/t/tables/1", {}, () => undefined);
    const askedBefore = box.failures;
    box.lostConnection();
    expect(box.offline).toBe(true);
    await box.serverSaid(view, askedBefore);
    expect(box.offline).toBe(true);
    expect(box.status().offline).toBe(true);
    await box.serverSaid(view, box.failures);
    expect(box.offline).toBe(false);
  });

  it("a view with no request failed meanwhile (the default) says the connection is back", async () => {
    const box = new Outbox("t:2", "/api/tournaments/t/tables/2", {}, () => undefined);
    box.lostConnection();
    await box.serverSaid(view);
    expect(box.offline).toBe(false);
  });
});
