/**
 * One API description: club mode's and online play's HTTP routes in the one OpenAPI document
 * at /api/docs/json (online play's old address sends there), the socket protocol next to it
 * at /api/docs/protocol with every refusal code and its meaning in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSAL_CODES } from "../../src/protocol/online.ts";
import { http, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => node.close());

describe("one API description", () => {
  it("the OpenAPI document has club mode's and online play's routes, the limited ones with their 429", async () => {
    const doc = (await http(node.url, "GET", "/api/docs/json")).json;
    expect(doc.openapi).toBe("3.1.0");
    const paths = Object.keys(doc.paths);
    expect(paths).toContain("/api/tournaments/{id}");
    expect(paths).toContain("/api/online/matches/{id}/saved");
    expect(doc.paths["/api/online/guests"].post.responses["429"]).toBeTruthy();
    expect(doc.paths["/api/online/matches"].post.responses["429"]).toBeTruthy();
    expect(doc.paths["/api/organizers"].post.responses["429"]).toBeTruthy();
    expect(doc.externalDocs.url).toBe("/api/docs/protocol");
    const old = await fetch(`${node.url}/api/online/openapi.json`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/api/docs/json");
  });

  it("the protocol page sits next to it, each refusal code with its meaning in Spanish and English", async () => {
    const doc = (await http(node.url, "GET", "/api/docs/protocol")).json;
    expect(doc.asyncapi).toBe("3.0.0");
    expect(Object.keys(doc["x-refusal-codes"]).sort()).toEqual([...REFUSAL_CODES].sort());
    expect(doc["x-refusal-codes"]["stale-seq"]).toEqual({
      es: expect.stringMatching(/mesa/),
      en: expect.stringMatching(/table/),
    });
    expect((await http(node.url, "GET", "/api/online/protocol")).json).toEqual(doc);
  });
});
