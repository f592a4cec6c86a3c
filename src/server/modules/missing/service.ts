// The missing list (GET /outofstock): the effective customer's open missing items. Staff not
// acting for a customer get the staff view with the extra fields (company name, customer number,
// supplier order date, warehouse): ADMIN every customer's items, a SALESMAN those of the customers
// assigned to them (docs/decisions/0010-after-the-order.md).
import { articleLineOf } from "../../../shared/contract/article-line";
import type { MissingItem } from "../../../shared/contract/missing";
import { MISSING_API_PAGE_SIZE } from "../../../shared/rules/limits";
import { romeParts } from "../../../shared/rules/rome-time";
import { orderNumberLabel } from "../../../shared/messages/orders";
import type { AuthContext, AuthUser } from "../../lib/auth-context";
import { customerScope } from "../../lib/customer-scope";
import { readPage } from "../../db/paging";
import type { MissingRepo } from "./repo";

/** The customers a staff member looks after: null for every customer (ADMIN). */
export type StaffCustomers = (staff: AuthUser) => Promise<number[] | null>;

export function missingService(repo: MissingRepo, staffCustomers: StaffCustomers) {
  return {
    async list(auth: AuthContext, startFrom: number): Promise<{ items: MissingItem[]; last: boolean }> {
      const staffView = auth.user.role !== "USER" && auth.user.customerId === null;
      const scope = staffView ? { customerIds: await staffCustomers(auth.user) } : customerScope(auth);
      const [{ rows, last }, updatedAt] = await Promise.all([readPage(startFrom, MISSING_API_PAGE_SIZE, (w) => repo.listOpen(scope, w)), repo.forecastsUpdatedAt()]);
      return {
        last,
        items: rows.map((r) => ({
          id: r.id,
          ...articleLineOf(r),
          ordineClienteFull: orderNumberLabel(r),
          dataOrdineCliente: romeParts(r.dataDocumento).date,
          dataConsegna: r.forecastDate,
          dettaglioData: r.forecastDetail,
          ordineFornitoreFull: r.supplierOrder,
          dataOrdineFornitore: staffView ? r.supplierOrderDate : null,
          numOrdCasaMadre: r.numOrdCasaMadre,
          idSollecito: r.idSollecito,
          noteClienteRigaOrdine: r.noteCliente,
          ragioneSoc: staffView ? (r.businessName ?? null) : null,
          uIdCliente: staffView ? r.customerId : null,
          deposito: staffView ? r.warehouse : null,
          dataAggiornamento: updatedAt ?? r.updatedAt.toISOString(),
        })),
      };
    },
  };
}

export type MissingService = ReturnType<typeof missingService>;
