// The first-login check decides to tell the user about their profile before /customerInfo's code has
// loaded. The notice waits here and the screen shows it once drawn, so its 3 seconds are spent on
// screen: on a loaded tablet the screen's first load took 7 s, longer than the notice lived.
// It belongs to one user and is dropped at logout, so the next user on a shared tablet never sees it.
import { onClientReset } from "../../lib/client-reset";

let pending: { userId: number; text: string } | null = null;

export function holdProfileNotice(userId: number, text: string): void {
  pending = { userId, text };
}

/** The notice held for this user, once; null when there is none (or it was someone else's). */
export function takeProfileNotice(userId: number): string | null {
  const held = pending;
  pending = null;
  return held && held.userId === userId ? held.text : null;
}

onClientReset(() => {
  pending = null;
});
