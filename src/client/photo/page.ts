/**
 * The photo page's screens: pick a photo and the table's size; check the corner pockets; check
 * the balls (tap to name, drag to move, tap the cloth to add); then the position's uses
 * (use-panel.ts). Everything runs on the phone; the photo is never sent anywhere.
 */
import { signal } from "@preact/signals";
import { type ComponentChild, h, render } from "preact";
import type { ShotHintAdvice } from "../../ai/index.ts";
import {
  BALL_IDS,
  type BallId,
  type GameId,
  isLang,
  type Lang,
  type PhotoProblem,
  type Result,
  STARTING_CORNERS,
  type Vec2,
} from "../../core/index.ts";
import { moveBall, type PositionProblem, type PositionSpec, positionMatch } from "../../game/index.ts";
import {
  CORNERS,
  type Corner,
  findTable,
  type Handles,
  type NamedBall,
  positionFrom,
  type Rgba,
  readBalls,
  scaledHandles,
  type TableInPhoto,
  tableFromHandles,
} from "../../photo/index.ts";
import type { TableSize } from "../../physics/index.ts";
import { Thinker } from "../app/thinker.ts";
import { lang, t } from "../i18n/index.ts";
import { problemWords } from "../problem-words.ts";
import { PhotoCanvas } from "./photo-canvas.ts";
import { type PhotoPixels, photoPixels } from "./photo-pixels.ts";
import { hintPaths, UsePanel } from "./use-panel.ts";

type Stage = "pick" | "corners" | "balls" | "use";
const stage = signal<Stage>("pick");
const size = signal<TableSize>("9ft");
const game = signal<GameId>("pina");
const bitmap = signal<OffscreenCanvas | null>(null);
const pixels = signal<Rgba | null>(null);
const handles = signal<Handles | null>(null);
const balls = signal<NamedBall[]>([]);
const selected = signal<number | null>(null);
const message = signal<string | null>(null);
const hint = signal<ShotHintAdvice | null>(null);
const thinking = signal(false);
let thinker: Thinker | null = null;

export function openPhotoPage(root: HTMLElement): void {
  const params = new URLSearchParams(location.search);
  lang.value = isLang(params.get("lang")) ? (params.get("lang") as Lang) : "es";
  document.documentElement.lang = lang.value;
  document.title = `mingo — ${t("photoTitle")}`;
  render(h(PhotoPage, {}), root);
}

/** The table the handles make in the photo, or why they make none (null before a photo). */
const fitResult = (): Result<TableInPhoto, PhotoProblem> | null => {
  const b = bitmap.value;
  const hs = handles.value;
  return b && hs ? tableFromHandles(size.value, hs, b.width, b.height) : null;
};

const fitOf = (): TableInPhoto | null => {
  const fit = fitResult();
  return fit?.ok ? fit.value : null;
};

/** A refusal in the page's words. */
const refused = (p: PhotoProblem | PositionProblem): string =>
  t("photoRefused", { msg: problemWords(p, game.value) });

async function takePhoto(file: File): Promise<void> {
  message.value = t("photoReading");
  let photo: PhotoPixels;
  try {
    photo = await photoPixels(file);
  } catch {
    message.value = t("photoUnreadable");
    return;
  }
  const c = photo.canvas;
  bitmap.value = c;
  pixels.value = photo.pixels;
  const found = findTable(pixels.value, size.value);
  const w = c.width;
  const hgt = c.height;
  handles.value = found.ok ? found.value.handles : scaledHandles(STARTING_CORNERS, w, hgt);
  message.value = found.ok ? null : t("photoNoTable", { msg: problemWords(found.error, game.value) });
  stage.value = "corners";
}

/** The naming turned a quarter: the person says the head is elsewhere. */
function turnCorners(): void {
  const hs = handles.value;
  if (!hs) return;
  handles.value = Object.fromEntries(
    CORNERS.map((c, i) => [c, hs[CORNERS[(i + 1) % 4]!]]),
  ) as unknown as Handles;
}

function confirmCorners(): void {
  const fit = fitResult();
  const px = pixels.value;
  if (!fit || !px) return;
  if (!fit.ok) {
    message.value = refused(fit.error);
    return;
  }
  balls.value = readBalls(px, fit.value);
  selected.value = null;
  message.value = null;
  stage.value = "balls";
}

/** A ball tapped, dragged, or the cloth tapped (a new ball, named by the first free number). */
function touchBall(index: number | null, at: Vec2, moved: boolean): void {
  const list = balls.value;
  if (index === null) {
    const free = BALL_IDS.find((id) => !list.some((b) => b.id === id));
    if (free === undefined) return;
    const spec = specOf([...list, { id: free, at, unsure: true }]);
    if (!checked(spec)) return;
    balls.value = [...list, { id: free, at, unsure: true }];
    selected.value = list.length;
    return;
  }
  if (!moved) {
    selected.value = selected.value === index ? null : index;
    return;
  }
  const b = list[index]!;
  const spec = moveBall(specOf(list), b.id, at);
  if (!spec.ok) {
    message.value = refused(spec.error);
    return;
  }
  message.value = null;
  balls.value = list.map((x, i) => (i === index ? { ...x, at, unsure: false } : x));
}

const specOf = (list: readonly NamedBall[]): PositionSpec => ({
  game: game.value,
  balls: list.map((b) => ({ id: b.id, at: b.at })),
  settings: { tableSizeFt: Number.parseInt(size.value, 10) },
});

function checked(spec: PositionSpec): boolean {
  const m = positionMatch(spec);
  message.value = m.ok ? null : refused({ code: "invalid", message: m.error.message });
  return m.ok;
}

/** The selected ball given another number (a ball already with it takes this one's). */
function renumber(id: BallId | null): void {
  const i = selected.value;
  if (i === null) return;
  const list = balls.value;
  if (id === null) balls.value = list.filter((_, j) => j !== i);
  else {
    const old = list[i]!.id;
    balls.value = list.map((b, j) =>
      j === i ? { ...b, id, unsure: false } : b.id === id ? { ...b, id: old, unsure: true } : b,
    );
  }
  selected.value = null;
}

function confirmBalls(): void {
  const fit = fitOf();
  if (!fit) return;
  const spec = positionFrom(balls.value, game.value, fit);
  if (!spec.ok) {
    message.value = refused(spec.error);
    return;
  }
  message.value = null;
  hint.value = null;
  stage.value = "use";
}

async function askHint(): Promise<void> {
  const m = positionMatch(specOf(balls.value));
  if (!m.ok || !m.value.rules) return;
  thinking.value = true;
  thinker ??= new Thinker("photo:hint");
  const reply = await thinker.hint(
    { table: m.value.table, balls: m.value.balls, me: 0, state: m.value.rules },
    `photo:${balls.value.length}`,
  );
  thinking.value = false;
  hint.value = reply.hint;
  if (!reply.hint) message.value = t("hintNone", { msg: reply.error ?? "" });
}

function PhotoPage(): ComponentChild {
  const b = bitmap.value;
  const hs = handles.value;
  const labels = Object.fromEntries(CORNERS.map((c) => [c, t(`corner-${c}`)])) as Record<Corner, string>;
  return h(
    "main",
    { class: "photo-page", "data-stage": stage.value },
    h("h1", null, h("a", { href: `./?lang=${lang.value}` }, "mingo"), " · ", t("photoTitle")),
    stage.value === "pick" ? h(PickForm, {}) : null,
    b && hs && stage.value !== "pick"
      ? h(PhotoCanvas, {
          bitmap: b,
          mode: stage.value === "corners" ? "corners" : stage.value === "balls" ? "balls" : "use",
          handles: hs,
          fit: fitOf(),
          balls: balls.value,
          selected: selected.value,
          paths: stage.value === "use" ? hintPaths(hint.value) : [],
          cornerLabels: labels,
          onHandle: (c, at) => {
            handles.value = { ...hs, [c]: at };
          },
          onBall: touchBall,
        })
      : null,
    message.value
      ? h("p", { class: "photo-message", role: "status", "data-testid": "photo-message" }, message.value)
      : null,
    stage.value === "corners" ? h(CornerControls, {}) : null,
    stage.value === "balls" ? h(BallControls, {}) : null,
    stage.value === "use"
      ? h(UsePanel, {
          spec: specOf(balls.value),
          hint: hint.value,
          thinking: thinking.value,
          onAsk: () => void askHint(),
          onEdit: () => {
            stage.value = "balls";
          },
          onAgain: () => {
            stage.value = "pick";
          },
        })
      : null,
  );
}

function PickForm(): ComponentChild {
  return h(
    "div",
    { class: "photo-pick" },
    h("p", null, t("photoIntro")),
    h(
      "label",
      null,
      t("photoSize"),
      " ",
      h(
        "select",
        {
          "data-testid": "photo-size",
          value: size.value,
          onChange: (e: Event) => {
            size.value = (e.target as HTMLSelectElement).value as TableSize;
          },
        },
        (["7ft", "8ft", "9ft"] as const).map((s) =>
          h("option", { value: s }, t("photoFeet", { n: s.slice(0, 1) })),
        ),
      ),
    ),
    h(
      "label",
      null,
      t("game"),
      " ",
      h(
        "select",
        {
          "data-testid": "photo-game",
          value: game.value,
          onChange: (e: Event) => {
            game.value = (e.target as HTMLSelectElement).value as GameId;
          },
        },
        h("option", { value: "pina" }, t("pina")),
        h("option", { value: "bola8" }, t("bola8")),
      ),
    ),
    h(
      "label",
      { class: "button photo-take" },
      t("photoTake"),
      h("input", {
        type: "file",
        accept: "image/*",
        capture: "environment",
        "data-testid": "photo-file",
        onChange: (e: Event) => {
          const f = (e.target as HTMLInputElement).files?.[0];
          if (f) void takePhoto(f);
        },
      }),
    ),
  );
}

function CornerControls(): ComponentChild {
  return h(
    "div",
    { class: "photo-actions" },
    h("p", null, t("cornersHelp")),
    h("button", { class: "secondary", onClick: turnCorners }, t("photoTurn")),
    h("button", { "data-testid": "photo-corners-ok", onClick: confirmCorners }, t("photoCornersOk")),
  );
}

function BallControls(): ComponentChild {
  const unsure = balls.value.filter((b) => b.unsure).length;
  const i = selected.value;
  return h(
    "div",
    { class: "photo-actions" },
    h("p", null, t("photoBallsHelp"), unsure ? ` (${t("photoUnsure", { n: unsure })})` : ""),
    i !== null
      ? h(
          "div",
          { class: "photo-numbers", "data-testid": "photo-numbers" },
          h("span", null, t("photoBallIs")),
          BALL_IDS.map((id) =>
            h(
              "button",
              {
                class: balls.value[i]?.id === id ? "on" : "secondary",
                "data-id": id,
                onClick: () => renumber(id),
              },
              String(id),
            ),
          ),
          h("button", { class: "secondary", onClick: () => renumber(null) }, t("photoRemove")),
        )
      : null,
    h("button", { "data-testid": "photo-balls-ok", onClick: confirmBalls }, t("photoBallsOk")),
  );
}
