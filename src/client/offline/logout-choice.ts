// What the user chose for their queued edits when logging out with some still waiting
// (app/layout/logout-button.tsx asks). Without an explicit "discard" they are kept, for that
// identity only: logging out never silently loses an edit.
export type LogoutChoice = "keep" | "discard";

let choice: LogoutChoice | null = null;

export function setLogoutChoice(next: LogoutChoice): void {
  choice = next;
}

/** Read once by the logout wipe. */
export function consumeLogoutChoice(): LogoutChoice | null {
  const c = choice;
  choice = null;
  return c;
}
