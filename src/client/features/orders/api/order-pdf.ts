import { API_BASE } from "../../../lib/api-client";
import type { OrderIdent } from "../../../../shared/contract/orders";

/** GET /orders/orderDetails/pdf/{tipoDoc}/{numeroDoc}/{anno}: opened in a new window. */
export function orderPdfUrl(o: OrderIdent): string {
  return `${API_BASE}/orders/orderDetails/pdf/${encodeURIComponent(o.tipoDoc)}/${o.numeroDoc}/${o.anno}`;
}
