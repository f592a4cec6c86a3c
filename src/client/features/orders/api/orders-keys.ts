import type { OrderFilter, OrderIdent } from "../../../../shared/contract/orders";

export const ordersKeys = {
  all: ["orders"] as const,
  history: (filter: OrderFilter) => [...ordersKeys.all, "history", filter] as const,
  details: (o: OrderIdent) => [...ordersKeys.all, "details", o.tipoDoc, o.numeroDoc, o.anno] as const,
};
