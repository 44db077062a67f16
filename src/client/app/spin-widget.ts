/**
 * The cue-ball widget: where the tip meets the ball (shooter's view), by pointer or keys.
 * Offsets past 0.6 R miscue on a real cue, so the dot is held inside that circle.
 */
import { type ComponentChild, h } from "preact";

export const MAX_TIP = 0.6;

export function clampTip(x: number, y: number): [number, number] {
  const r = Math.hypot(x, y);
  return r <= MAX_TIP ? [x, y] : [(x * MAX_TIP) / r, (y * MAX_TIP) / r];
}

/**
 * Drawn in a 64-unit box; its size on screen comes from the style sheet (a thumb's size at every
 * shape). Arrow keys move the dot, as W A S D do anywhere on the game screen.
 */
export function SpinWidget(props: {
  tipX: number;
  tipY: number;
  onChange: (x: number, y: number) => void;
  label: string;
  valueText?: string;
}): ComponentChild {
  const size = 64;
  const r = size / 2 - 3;
  const set = (e: PointerEvent) => {
    const el = e.currentTarget as SVGElement;
    const box = el.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width - 0.5) * 2;
    const y = -((e.clientY - box.top) / box.height - 0.5) * 2;
    const [cx, cy] = clampTip(x / (r / (size / 2)), y / (r / (size / 2)));
    props.onChange(Math.round(cx * 100) / 100, Math.round(cy * 100) / 100);
  };
  const step = (dx: number, dy: number) => {
    const [x, y] = clampTip(props.tipX + dx, props.tipY + dy);
    props.onChange(Math.round(x * 100) / 100, Math.round(y * 100) / 100);
  };
  return h(
    "svg",
    {
      class: "spin",
      width: size,
      height: size,
      viewBox: `0 0 ${size} ${size}`,
      role: "slider",
      tabIndex: 0,
      "aria-label": props.label,
      "aria-valuetext": props.valueText,
      "data-testid": "spin",
      onPointerDown: (e: PointerEvent) => {
        (e.currentTarget as SVGElement).setPointerCapture(e.pointerId);
        set(e);
      },
      onPointerMove: (e: PointerEvent) => {
        if (e.buttons) set(e);
      },
      onDblClick: () => props.onChange(0, 0),
      onKeyDown: (e: KeyboardEvent) => {
        const d = e.shiftKey ? 0.01 : 0.05;
        const move: Record<string, [number, number]> = {
          ArrowLeft: [-d, 0],
          ArrowRight: [d, 0],
          ArrowUp: [0, d],
          ArrowDown: [0, -d],
        };
        const m = move[e.key];
        if (m) step(m[0], m[1]);
        else if (e.key === "Home") props.onChange(0, 0);
        else return;
        // The arrows here move the tip, not the aim (keys.ts listens on the window).
        e.preventDefault();
        e.stopPropagation();
      },
    },
    h("circle", { cx: size / 2, cy: size / 2, r, fill: "#f4f1e8", stroke: "#999" }),
    h("circle", {
      cx: size / 2,
      cy: size / 2,
      r: r * MAX_TIP,
      fill: "none",
      stroke: "#bbb",
      "stroke-dasharray": "3 3",
    }),
    h("line", { x1: size / 2, y1: 3, x2: size / 2, y2: size - 3, stroke: "#ddd" }),
    h("line", { x1: 3, y1: size / 2, x2: size - 3, y2: size / 2, stroke: "#ddd" }),
    h("circle", { cx: size / 2 + props.tipX * r, cy: size / 2 - props.tipY * r, r: 5, fill: "#1d4fb8" }),
  );
}
