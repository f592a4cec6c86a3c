// The search box as a focus target: after a product leaves the results the keyboard returns here.
let inputEl: HTMLInputElement | null = null;

export function setSearchInput(el: HTMLInputElement | null): void {
  inputEl = el;
}

export function focusSearchBox(): void {
  if (!inputEl) return;
  inputEl.focus();
  inputEl.select();
}

/**
 * The moment an add starts: the keyboard goes to the search box (text selected, so the next code
 * typed at once replaces it), without scrolling the page away from the row being added; typing
 * brings the box into view.
 */
export function focusSearchBoxForTypeAhead(): void {
  if (!inputEl) return;
  inputEl.focus({ preventScroll: true });
  inputEl.select();
}
