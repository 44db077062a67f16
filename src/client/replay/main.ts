/**
 * The replay page: /replay.html?file=URL (any saved-match file the page may fetch), or a file
 * opened from disk (`mingo play --save DIR` writes them). The file is checked by replaying it
 * before anything is shown; a file that does not replay is refused with the reason.
 * `window.__mingoReplay` is a read-only snapshot for the end-to-end tests.
 */
import "../zod-jitless.ts";
import { signal, useSignal } from "@preact/signals";
import { type ComponentChild, h, render } from "preact";
import { history } from "../app/history.ts";
import { lang, t } from "../i18n/index.ts";
import { initLang, LangSwitch } from "../online/lang-switch.ts";
import { savedProblemWords, scriptProblemWords } from "../problem-words.ts";
import { ReplayPlayer } from "./player.ts";
import { ReplayScreen } from "./replay-screen.ts";
import { loadReplay } from "./replayer.ts";
import { ScriptScreen, type ToldScript, tellScript } from "./script-view.ts";
import { replayFileUrl } from "./source.ts";

initLang();

type PageState =
  /** `detail`: the validator's English line for a file's author, shown as the error's tooltip. */
  | { readonly kind: "pick"; readonly error: string | null; readonly detail?: string }
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly player: ReplayPlayer; readonly source: string | null }
  /** A match recorded at a real table: its steps as the referee told them (script-view.ts). */
  | { readonly kind: "script"; readonly told: ToldScript };

const state = signal<PageState>({ kind: "loading" });

/** Reads the text, checks it by replaying it, and shows it (or why not). */
function open(text: string, source: string | null): void {
  const r = loadReplay(text);
  state.value = r.ok
    ? { kind: "ready", player: new ReplayPlayer(r.value), source }
    : { kind: "pick", error: t("replayRefused", { msg: savedProblemWords(r.error) }) };
}

/** A real table's match script, told step by step (or why it cannot be). */
function openScript(text: string): void {
  const r = tellScript(text, lang.value);
  state.value = r.ok
    ? { kind: "script", told: r.value }
    : {
        kind: "pick",
        error: t("replayRefused", { msg: scriptProblemWords(r.error) }),
        detail: r.error.detail,
      };
}

async function openUrl(url: string): Promise<void> {
  state.value = { kind: "loading" };
  const failed = (msg: string, detail: string): void => {
    state.value = { kind: "pick", error: t("replayFetchFailed", { url, msg }), detail };
  };
  let text: string;
  try {
    const res = await fetch(url);
    if (!res.ok) {
      const missing = res.status === 404 || res.status === 410;
      failed(
        t(missing ? "replayFetchMissing" : "replayFetchStatus", { status: res.status }),
        `HTTP ${res.status}`,
      );
      return;
    }
    text = await res.text();
  } catch (e) {
    // The browser's own reason ("Failed to fetch") is in its language, not the page's.
    failed(t("replayFetchNoAnswer"), (e as Error).message);
    return;
  }
  // Let the page paint "checking" before the replay (a long match takes a moment).
  await new Promise((r) => setTimeout(r, 30));
  open(text, url);
}

/** The matches finished in this browser (app/history.ts), newest first: one tap replays one. */
function RecentMatches(): ComponentChild {
  const kept = history().slice(-10).reverse();
  if (kept.length === 0) return null;
  return h(
    "section",
    { class: "ol-card", "data-testid": "replay-recent" },
    h("h2", null, t("replayRecent")),
    h(
      "ul",
      { class: "recent" },
      kept.map((k, i) => {
        const d = JSON.parse(k.saved) as { game?: string; players?: unknown[] };
        const names = (d.players ?? [])
          .map((p) => (Array.isArray(p) ? p.join(" + ") : String(p)))
          .join(" – ");
        const when = new Date(k.endedAt).toLocaleString(lang.value === "es" ? "es" : "en", {
          dateStyle: "short",
          timeStyle: "short",
        });
        return h(
          "li",
          null,
          h(
            "button",
            {
              type: "button",
              "data-testid": `replay-recent-${i}`,
              onClick: () => (k.where === "table" ? openScript(k.saved) : open(k.saved, null)),
            },
            `${when} · ${d.game === "pina" || d.game === "bola8" ? t(d.game) : "?"} · ${names} (${t(`replayWhere_${k.where}`)})`,
          ),
        );
      }),
    ),
  );
}

function Picker(props: { error: string | null; detail?: string | undefined }): ComponentChild {
  const url = useSignal("");
  return h(
    "div",
    { class: "ol-page", "data-testid": "replay-pick" },
    h("h1", null, t("replayTitle")),
    props.error
      ? h("p", { class: "error", "data-testid": "replay-error", title: props.detail }, props.error)
      : null,
    h(RecentMatches, null),
    h("p", null, t("replayNoFile")),
    h(
      "label",
      { class: "button primary file" },
      t("replayPickFile"),
      h("input", {
        type: "file",
        accept: ".json,application/json",
        "data-testid": "replay-file",
        onChange: async (e: Event) => {
          const f = (e.target as HTMLInputElement).files?.[0];
          if (f) open(await f.text(), null);
        },
      }),
    ),
    h(
      "form",
      {
        class: "row",
        onSubmit: (e: Event) => {
          e.preventDefault();
          if (url.value.trim()) location.search = `?file=${encodeURIComponent(url.value.trim())}`;
        },
      },
      h("input", {
        type: "url",
        placeholder: t("replayOrUrl"),
        "aria-label": t("replayOrUrl"),
        onInput: (e: Event) => (url.value = (e.target as HTMLInputElement).value),
      }),
      h("button", { type: "submit" }, t("replayOpen")),
    ),
    h("p", null, h(LangSwitch, null), " ", h("a", { href: "./", class: "button" }, t("menu"))),
  );
}

function Page(): ComponentChild {
  const s = state.value;
  if (s.kind === "loading")
    return h("div", { class: "ol-page" }, h("p", { "data-testid": "replay-loading" }, t("replayChecking")));
  if (s.kind === "pick") return h(Picker, { error: s.error, detail: s.detail });
  if (s.kind === "script")
    return h(ScriptScreen, { told: s.told, back: () => (state.value = { kind: "pick", error: null }) });
  return h(ReplayScreen, { player: s.player, source: s.source });
}

(window as unknown as { __mingoReplay: unknown }).__mingoReplay = {
  snapshot() {
    const s = state.value;
    if (s.kind !== "ready") return { state: s.kind, error: s.kind === "pick" ? s.error : null };
    const p = s.player;
    return {
      state: "ready",
      pos: p.pos.value,
      total: p.total,
      busy: p.busy.value,
      auto: p.auto.value,
      lines: p.lines.value.map((l) => l.text),
      rules: p.lines.value.map((l) => l.rule ?? null),
    };
  },
};

render(h(Page, null), document.getElementById("app")!);
const url = replayFileUrl(new URLSearchParams(location.search));
if (url) void openUrl(url);
else state.value = { kind: "pick", error: null };
