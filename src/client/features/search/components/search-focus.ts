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
