import { rulesReferee } from "../src/server/match/engine.ts";
import { call, makeFixture } from "../test/server/club-fixture.ts";
console.log("start");
const f = await makeFixture(rulesReferee);
console.log("built");
const r = await call(f.app, "POST", "/api/session", { name: "v", password: "x" });
console.log(r.status, r.json);
await f.close();
