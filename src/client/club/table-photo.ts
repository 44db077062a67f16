/**
 * The scorekeeper's photos of a shot (issue 42): one compact camera control takes the photo
 * before the shot, then the one after it; the worker (photo-worker.ts) reads both, and the page
 * shows what they say left the table in the narration's words («La foto dice: entraron la 3 y
 * la 5»), each ball toggled by a tap. «Confirmar» hands the balls to the page, which opens
 * «Otra cosa…» with them waiting for their pockets: the shot is still said one way, and nothing
 * is sent until the person records it. Photos never leave the phone.
 */
import type { BallId, GameId, PhotoProblem } from "../../core/index.ts";
import { ballName, listAnd } from "../../narration/index.ts";
import type { ShotPhotoReply } from "../../protocol/index.ts";
import { h } from "./dom.ts";
import { lang, t } from "./i18n.ts";
import { icon } from "./icons.ts";
import { type CornersPlacer, cornersPlacer, type PlacedCorners } from "./photo-corners.ts";
import { PhotoReader } from "./photo-reader.ts";

export interface PhotoContext {
  readonly game: GameId;
  /** The step this entry is for: the photos belong to one shot. */
  readonly seq: number;
  readonly sizeFt: 7 | 8 | 9;
  /** The balls on the table before the shot, the cue ball included. */
  readonly onTable: readonly BallId[];
  readonly rerender: () => void;
  /** The balls the person confirmed, for the page to put in the entry. */
  readonly confirm: (balls: readonly BallId[]) => void;
}

type ShotChange = NonNullable<Extract<ShotPhotoReply, { ok: true }>["change"]>;

type Kind = "before" | "after";

type Photos =
  | { readonly stage: "none" | "reading" | "placing" }
  | { readonly stage: "before"; readonly balls: number }
  /** `again`: the photo the table was not found in, for the person to place its corners. */
  | { readonly stage: "error"; readonly message: string; readonly again?: { file: File; kind: Kind } }
  | { readonly stage: "proposal"; readonly change: ShotChange; readonly on: readonly BallId[] };

let photos: Photos = { stage: "none" };
let photosSeq = -1;
let hasBefore = false;
let reader: PhotoReader | null = null;
/** The corners being placed by hand (stage "placing"), kept across the page's re-renders. */
let placer: CornersPlacer | null = null;

function current(ctx: PhotoContext): Photos {
  if (photosSeq !== ctx.seq) {
    photos = { stage: "none" };
    hasBefore = false;
    photosSeq = ctx.seq;
    placer?.close();
    placer = null;
  }
  return photos;
}

function set(ctx: PhotoContext, next: Photos): void {
  photos = next;
  ctx.rerender();
}

/** Problems that placing the corners by hand can mend: the table was not found in the photo. */
const NOT_FOUND: readonly PhotoProblem["code"][] = ["no-cloth", "not-a-table", "corners-not-a-table"];

async function take(ctx: PhotoContext, file: File, placed?: PlacedCorners, kindGiven?: Kind): Promise<void> {
  const kind = kindGiven ?? (hasBefore ? "after" : "before");
  set(ctx, { stage: "reading" });
  reader ??= new PhotoReader();
  const reply = await reader.read(kind, file, ctx.sizeFt, ctx.onTable, placed);
  // The shot was recorded meanwhile: this reading is for a step gone by.
  if (photosSeq !== ctx.seq) return;
  if (!reply.ok) {
    const again = NOT_FOUND.includes(reply.problem.code) ? { again: { file, kind } } : {};
    return set(ctx, { stage: "error", message: problemSaid(ctx, reply.problem), ...again });
  }
  document.body.dataset.photoMs = String(reply.ms);
  if (kind === "before" || !reply.change) {
    hasBefore = true;
    return set(ctx, { stage: "before", balls: reply.balls });
  }
  hasBefore = false;
  set(ctx, { stage: "proposal", change: reply.change, on: [...reply.change.dropped] });
}

/**
 * Why a photo was not read, in the page's words (client/i18n/problems.ts): a photo the table was
 * not found in asks for another with the corners in view; the rest say what is missing.
 */
function problemSaid(ctx: PhotoContext, p: PhotoProblem): string {
  const why = t(`problem-${p.code}`, { ball: ballName(0, ctx.game, lang.value) });
  return NOT_FOUND.includes(p.code)
    ? t("shotPhotoNoTable", { msg: why })
    : t("shotPhotoRefused", { msg: why });
}

/**
 * One file input for the page's life: the page is drawn again on every change (a live update
 * may come while the phone's camera is open), and a new input would lose the photo.
 */
let input: HTMLInputElement | null = null;
let latest: PhotoContext | null = null;

function fileInput(): HTMLInputElement {
  if (input) return input;
  const el = h("input", {
    type: "file",
    accept: "image/*",
    capture: "environment",
    class: "visually-hidden",
    "data-testid": "shot-photo",
  });
  el.addEventListener("change", () => {
    const f = el.files?.[0];
    el.value = "";
    if (f && latest) void take(latest, f);
  });
  input = el;
  return el;
}

/** The camera: a 48 px target whose words say which photo it takes. */
export function photoButton(ctx: PhotoContext): HTMLElement {
  const p = current(ctx);
  latest = ctx;
  const words = hasBefore ? t("shotPhotoAfter") : t("shotPhotoBefore");
  const el = fileInput();
  el.setAttribute("aria-label", words);
  el.disabled = p.stage === "reading";
  return h(
    "label",
    {
      class: "button big icon-button photo-shot",
      title: words,
      "data-testid": "shot-photo-button",
      "data-photo": hasBefore ? "after" : "before",
    },
    icon("camera"),
    hasBefore ? h("span", { class: "photo-badge", "aria-hidden": "true" }, "2") : null,
    el,
  );
}

const names = (game: GameId, balls: readonly BallId[]) =>
  listAnd(
    balls.map((b) => ballName(b, game, lang.value)),
    lang.value,
  );

/**
 * The photos' proposal, or the corners being placed, waits for the person: it stands in for the
 * quick buttons until then.
 */
export const photoProposing = (ctx: PhotoContext): boolean => {
  const stage = current(ctx).stage;
  return stage === "proposal" || stage === "placing";
};

/** The person is placing a photo's corners: the photo takes the table drawing's room. */
export const photoPlacing = (ctx: PhotoContext): boolean => current(ctx).stage === "placing";

/** The person places the corners of the photo the table was not found in, then it is read again. */
function startPlacing(ctx: PhotoContext, again: { file: File; kind: Kind }): void {
  placer?.close();
  const done = (read: boolean) => {
    const corners = placer?.corners();
    placer?.close();
    placer = null;
    if (read && corners) void take(ctx, again.file, corners, again.kind);
    else set(ctx, { stage: "none" });
  };
  placer = cornersPlacer(
    again.file,
    () => done(true),
    () => done(false),
  );
  set(ctx, { stage: "placing" });
}

/** What the photos say, under the drawing; null when no photo is in play. */
export function photoPanel(ctx: PhotoContext): HTMLElement | null {
  const p = current(ctx);
  const line = (text: string) =>
    h(
      "div",
      { class: "announce compact photo-said", "data-testid": "shot-photo-said", role: "status" },
      text,
    );
  if (p.stage === "reading") return line(t("shotPhotoReading"));
  if (p.stage === "placing" && placer) return placer.view();
  if (p.stage === "error" && p.again) {
    const again = p.again;
    return h(
      "div",
      { class: "photo-proposal" },
      line(p.message),
      h(
        "button",
        {
          type: "button",
          class: "big",
          "data-testid": "shot-photo-place",
          onclick: () => startPlacing(ctx, again),
        },
        t("shotPhotoPlace"),
      ),
    );
  }
  if (p.stage === "error") return line(p.message);
  if (p.stage === "before") return line(t("shotPhotoBeforeOk", { n: p.balls }));
  if (p.stage === "proposal") return proposal(ctx, p.change, p.on);
  return null;
}

function proposal(ctx: PhotoContext, change: ShotChange, on: readonly BallId[]): HTMLElement {
  const said =
    on.length === 0
      ? change.dropped.length === 0 && change.unknown.length > 0
        ? t("shotPhotoUnsure")
        : t("shotPhotoSaysNone")
      : t(on.length === 1 ? "shotPhotoSaysOne" : "shotPhotoSaysMany", { balls: names(ctx.game, on) });
  const offered = [...new Set([...change.dropped, ...change.unknown, ...on])].sort((a, b) => a - b);
  const toggle = (b: BallId) => {
    const next = on.includes(b) ? on.filter((x) => x !== b) : [...on, b].sort((x, y) => x - y);
    set(ctx, { stage: "proposal", change, on: next });
  };
  return h(
    "div",
    { class: "photo-proposal", "data-testid": "shot-photo-proposal", "data-on": on.join(",") },
    h(
      "div",
      { class: "announce compact photo-said", "data-testid": "shot-photo-said", role: "status" },
      said,
    ),
    change.unknown.length
      ? h(
          "p",
          { class: "muted tool-help" },
          t("shotPhotoUnknown", { balls: names(ctx.game, change.unknown) }),
        )
      : null,
    offered.length
      ? h(
          "div",
          { class: "more-tools" },
          offered.map((b) =>
            h(
              "button",
              {
                type: "button",
                class: on.includes(b) ? "chip-button on" : "chip-button",
                "aria-pressed": on.includes(b) ? "true" : "false",
                "data-testid": `shot-photo-ball-${b}`,
                title: t("shotPhotoToggle"),
                onclick: () => toggle(b),
              },
              b === 0 ? icon("cue") : String(b),
            ),
          ),
        )
      : null,
    h(
      "div",
      { class: "bar-row" },
      h(
        "button",
        {
          type: "button",
          class: "big",
          "data-testid": "shot-photo-discard",
          onclick: () => set(ctx, { stage: "none" }),
        },
        t("shotPhotoDiscard"),
      ),
      h(
        "button",
        {
          type: "button",
          class: "big primary",
          "data-testid": "shot-photo-confirm",
          disabled: on.length === 0,
          onclick: () => {
            photos = { stage: "none" };
            ctx.confirm(on);
          },
        },
        t("shotPhotoConfirm"),
      ),
    ),
  );
}
