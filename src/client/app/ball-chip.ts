/** A ball as the screen shows it in words' place: the status strip, its sheet, the options. */
import { type ComponentChild, h } from "preact";

/** A ball as a chip: solids filled, stripes banded on white, the number on a white disc. */
export function ballChip(b: number, on = false): ComponentChild {
  return h(
    "span",
    { class: `ball b${b}${b >= 9 ? " stripe" : ""}${on ? " on" : ""}`, title: String(b), "data-ball": b },
    h("span", { class: "num" }, String(b)),
  );
}
