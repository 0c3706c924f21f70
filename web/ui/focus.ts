/**
 * A ref that moves focus to its element when it appears: what React's `autoFocus` did. Preact only
 * writes the attribute, which a browser honours on page load and not on a part that opens later.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
