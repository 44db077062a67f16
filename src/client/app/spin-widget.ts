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

export function SpinWidget(props: {
  tipX: number;
  tipY: number;
  onChange: (x: number, y: number) => void;
  label: string;
}): ComponentChild {
  const size = 64;
  const r = size / 2 - 4;
  const set = (e: PointerEvent) => {
    const el = e.currentTarget as SVGElement;
    const box = el.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width - 0.5) * 2;
    const y = -((e.clientY - box.top) / box.height - 0.5) * 2;
    const [cx, cy] = clampTip(x, y);
    props.onChange(Math.round(cx * 100) / 100, Math.round(cy * 100) / 100);
  };
  return h(
    "svg",
    {
      class: "spin",
      width: size,
      height: size,
      viewBox: `0 0 ${size} ${size}`,
      role: "slider",
      "aria-label": props.label,
      "data-testid": "spin",
      onPointerDown: (e: PointerEvent) => {
        (e.currentTarget as SVGElement).setPointerCapture(e.pointerId);
        set(e);
      },
      onPointerMove: (e: PointerEvent) => {
        if (e.buttons) set(e);
      },
      onDblClick: () => props.onChange(0, 0),
    },
    h("circle", { cx: size / 2, cy: size / 2, r, fill: "#f4f1e8", stroke: "#999" }),
    h("circle", {
      cx: size / 2,
      cy: size / 2,
      r: r * MAX_TIP,
      fill: "none",
      stroke: "#ccc",
      "stroke-dasharray": "3 3",
    }),
    h("line", { x1: size / 2, y1: 4, x2: size / 2, y2: size - 4, stroke: "#ddd" }),
    h("line", { x1: 4, y1: size / 2, x2: size - 4, y2: size / 2, stroke: "#ddd" }),
    h("circle", { cx: size / 2 + props.tipX * r, cy: size / 2 - props.tipY * r, r: 6, fill: "#1d4fb8" }),
  );
}
