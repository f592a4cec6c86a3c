// Whose edits a session makes (one rule for both sides): the username, or "staff>customer user"
// while a staff member acts for a customer (the cart edited then is the customer's, but the edits
// belong to that pairing, not to the customer logging in later). The client keys its offline data
// and queued edits by it (lib/session.ts identityOf); the server compares it with the identity an
// edit was queued under (EDIT_IDENTITY_HEADER), so an edit never lands under another user's session.
export function sessionIdentity(actingStaff: string | null, username: string): string {
  return actingStaff ? `${actingStaff}>${username}` : username;
}
