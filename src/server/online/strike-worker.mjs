// The worker's entry: it runs TypeScript through tsx (as bin/run-ts.js does for the server),
// then hands piscina the strike function.
import { register } from "tsx/esm/api";

register();
const worker = await import("./strike-worker.ts");
export default worker.default;
