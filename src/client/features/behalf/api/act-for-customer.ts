// Acting for one customer from elsewhere (a visit card, issue 20): the customer user the /behalf
// list would offer first for that customer (recently used ones first, then by name), started as
// /behalf starts it; the caller then switches identity (switch-identity.ts).
import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../../../shared/contract/auth";
import { readRecent, recentFirst, rememberRecent } from "../recent-customers";
import { availableUsersQuery } from "./get-available-users";
import { startBehalf } from "./start-behalf";

/** The new session's user, or null when the customer has no user staff may act as. */
export async function actForCustomer(qc: QueryClient, customerId: number, staff: string): Promise<SessionUser | null> {
  const candidates = await qc.fetchQuery(availableUsersQuery());
  const pick = recentFirst(candidates, readRecent(localStorage, staff)).find((u) => u.customerId === customerId);
  if (!pick) return null;
  const user = await startBehalf(pick.uId);
  rememberRecent(localStorage, staff, pick.uId);
  return user;
}
