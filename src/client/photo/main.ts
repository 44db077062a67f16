/**
 * The photo page (/foto, issue 42): a phone's photo of a real table becomes a mingo position.
 * With ?synth it is instead the synthetic photographer (synth-scene.ts) that the generator and
 * the benchmark drive.
 */
import "../zod-jitless.ts";

const root = document.getElementById("app");
if (!root) throw new Error("no #app");
const params = new URLSearchParams(location.search);
if (params.has("synth")) void import("./synth-scene.ts").then((m) => m.openSynthScene(root));
else void import("./page.ts").then((m) => m.openPhotoPage(root));
