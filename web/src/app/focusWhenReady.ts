/**
 * Moves focus to an element a coming render is about to show or leave (after a mutation's answer,
 * React renders the changed store a moment later): tries on each animation frame until `find` returns
 * an element, for at most about half a second.
 */
export function focusWhenReady(find: () => HTMLElement | null | undefined, frames = 30): void {
  const attempt = (left: number) => {
    const element = find();
    if (element) element.focus({ preventScroll: false });
    else if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(frames));
}
