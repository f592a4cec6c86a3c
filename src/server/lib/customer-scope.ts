// What a customer-scoped query may see: the effective customer and, for users restricted to their
// destination (uShowOnlyDestData), that destination only. Rows outside it answer 404, never data.
import { and, eq, type Column, type SQL } from "drizzle-orm";
import { AppError } from "./app-error";
import { effectiveCustomerId, type AuthContext } from "./auth-context";
import { common } from "../../shared/messages/common";

export interface CustomerScope {
  customerId: number;
  /** Set only for users restricted to their destination's data. */
  destinationId: number | null;
}

export function customerScope(auth: AuthContext): CustomerScope {
  const customerId = effectiveCustomerId(auth);
  if (customerId === null) throw new AppError("forbidden", common.customerRequired);
  return { customerId, destinationId: auth.user.showOnlyDestData ? auth.user.destinationId : null };
}

/** The condition for a table's rows within the scope (its customer_id and destination_id columns). */
export function inScope(scope: CustomerScope, table: { customerId: Column; destinationId: Column }): SQL {
  const customer = eq(table.customerId, scope.customerId);
  return scope.destinationId === null ? customer : and(customer, eq(table.destinationId, scope.destinationId))!;
}

/** LIKE pattern for "contains" with the user's text taken literally (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
