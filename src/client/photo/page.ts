export function openPhotoPage(root: HTMLElement): void {
  root.textContent = "…";
}
