// Order history: pages of the effective customer's orders (filtered), their lines on demand and
// the order PDF. Another customer's order answers 404.
import { articleLineOf, linePriceOf } from "../../../shared/contract/article-line";
import type { Order, OrderFilterParsed, OrderIdent, OrderLine } from "../../../shared/contract/orders";
import { ORDERS_PAGE_SIZE, warehouseLabel } from "../../../shared/rules/limits";
import { centsToEuro, formatCents } from "../../../shared/rules/money";
import { lineDepositCents } from "../../../shared/rules/cart";
import { depositMessages } from "../../../shared/messages/deposits";
import { promiseMessages } from "../../../shared/messages/delivery-promise";
import { chainLabel } from "../../../shared/rules/discount-chain";
import { romeParts } from "../../../shared/rules/rome-time";
import { ordersMessages, orderNumberLabel, orderTypeLabels } from "../../../shared/messages/orders";
import { lineFulfilment, orderTotalsFulfilment } from "../../../shared/rules/fulfilment";
import type { Config } from "../../config";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { customerScope } from "../../lib/customer-scope";
import { readPage } from "../../db/paging";
import { companyBlock, customerBlock, lineColumns, lineRefCells } from "../../lib/pdf-layout";
import { renderPdfOffLoop } from "../../lib/pdf-pool";
import type { PdfFile } from "../../lib/pdf-reply";
import type { OrdersRepo, OrderWithLines } from "./repo";
import type { OrderPromises } from "./promises";
import type { OrderLinePromise } from "../../../shared/contract/delivery-promise";

/** The list's figures: the same rule as the card and the details (shared/rules/fulfilment.ts). */
function figures(quantita: number, quantitaEvasa: number) {
  const { quantitaEvasa: evasa, quantitaDaEvadere } = orderTotalsFulfilment(quantita, quantitaEvasa);
  return { quantita, quantitaEvasa: evasa, quantitaDaEvadere };
}

/** The tracking the console set on an order, as the customer sees it. */
export function shipmentOf(o: { service: string | null; tracking: string | null; parcelNumber: string | null; dataShipped: Date | null; dataEstimatedDelivery: Date | null }) {
  if (!o.service || !o.tracking) return null;
  return {
    service: o.service,
    tracking: o.tracking,
    parcelNumber: o.parcelNumber,
    dataShipped: o.dataShipped?.toISOString() ?? null,
    dataEstimatedDelivery: o.dataEstimatedDelivery?.toISOString() ?? null,
  };
}

/** `promises`: the order lines' delivery promises (issue 23); without it neither the PDF nor the confirmation shows one. */
export function ordersService(repo: OrdersRepo, config: Config, promises?: OrderPromises) {
  /** The order with its customer and lines, in one round trip; another customer's answers 404. */
  async function findOrThrow(auth: AuthContext, ident: OrderIdent): Promise<OrderWithLines> {
    const order = await repo.withLines(customerScope(auth), ident);
    if (!order) throw new AppError("notFound", ordersMessages.notFound);
    return order;
  }

  /** Each line's promise text: the stored ones, computed first for the lines without (the first view after the send). */
  async function promisedTexts(order: OrderWithLines): Promise<Map<number, string>> {
    if (!promises) return new Map();
    if (order.lines.every((l) => l.promise !== null)) return new Map(order.lines.map((l) => [l.id, l.promise!]));
    return promises(order, order.lines);
  }

  return {
    async list(auth: AuthContext, startFrom: number, filter: Partial<OrderFilterParsed> = {}): Promise<{ orders: Order[]; last: boolean }> {
      const { rows, last } = await readPage(startFrom, ORDERS_PAGE_SIZE, (w) => repo.list(customerScope(auth), filter, w));
      return {
        last,
        orders: rows.map((o) => ({
          tipoDoc: o.tipoDoc,
          numeroDoc: o.numeroDoc,
          anno: o.anno,
          dataDocumento: o.dataDocumento.toISOString(),
          noteDoc: o.noteDoc,
          rifOrdCli: o.rifOrdCli,
          webOrderCode: o.webOrderCode,
          status: o.status,
          priority: o.priority,
          netTotal: centsToEuro(o.netTotalCents),
          depositTotal: centsToEuro(o.depositTotalCents),
          righe: o.righe,
          ...figures(o.quantita, o.quantitaEvasa),
          details: null,
          tracking: shipmentOf(o),
        })),
      };
    },

    async details(auth: AuthContext, ident: OrderIdent): Promise<OrderLine[]> {
      const rows = await repo.details(customerScope(auth), ident);
      if (rows.length === 0) throw new AppError("notFound", ordersMessages.notFound);
      return rows.flatMap((l) => {
        if (l.riga === null) return []; // the order has no lines
        return {
          riga: l.riga,
          ...articleLineOf(l),
          ...lineFulfilment(l.qty, l.qtyEvasa),
          ...linePriceOf(l),
          prezzoCauzione: centsToEuro(l.depositUnitCents),
          totaleCauzione: centsToEuro(lineDepositCents(l.depositUnitCents, l.qty)),
          noteCliente: l.noteCliente,
          spedizioni: l.shipments.map((s) => ({ idDoc: s.idDoc, docType: s.docType, numDdt: s.numDdt, shipDate: s.shipDate, quantita: s.qty })),
          dataConsegnaPrevista: l.forecastDate,
        };
      });
    },

    /** GET /orders/deliveryPromises/…: when each line leaves and arrives, as promised when the order was sent. */
    async deliveryPromises(auth: AuthContext, ident: OrderIdent): Promise<OrderLinePromise[]> {
      const order = await findOrThrow(auth, ident);
      const texts = await promisedTexts(order);
      return order.lines.map((l) => ({ riga: l.riga, precodice: l.precodice, codice: l.codice, promessa: texts.get(l.id) ?? null }));
    },

    /** The order as it was sent (lines, prices, notes): it never changes, so neither does the PDF. */
    async pdf(auth: AuthContext, ident: OrderIdent): Promise<PdfFile> {
      const order = await findOrThrow(auth, ident);
      const { lines, customer } = order;
      const promised = await promisedTexts(order);
      const number = orderNumberLabel(order);
      const date = romeParts(order.dataDocumento).date;
      const facts: [string, string][] = [
        ["Tipo documento", orderTypeLabels[order.tipoDoc] ?? order.tipoDoc],
        ["Codice ordine web", order.webOrderCode],
        ["Deposito", warehouseLabel(order.warehouse)],
      ];
      if (order.rifOrdCli) facts.push(["Rif. ordine cliente", order.rifOrdCli]);
      if (order.priority) facts.push(["Priorità", "Ordine urgente"]);
      const bytes = await renderPdfOffLoop({
        title: "Conferma d'ordine",
        number,
        date,
        subject: `ordine-${order.tipoDoc}-${order.numeroDoc}-${order.anno}`,
        company: companyBlock(config),
        customer: customerBlock("Cliente", customer ?? undefined, order.customerId, order.destinationId),
        facts,
        columns: lineColumns({ Riga: 6, Codice: 17, Descrizione: 34, "Q.tà": 7, Listino: 11, Sconto: 9, Netto: 11, Importo: 12 }),
        rows: lines.map((l) => [
          ...lineRefCells(l),
          [l.description, ...(l.depositUnitCents > 0 ? [depositMessages.lineDeposit(formatCents(l.depositUnitCents), formatCents(lineDepositCents(l.depositUnitCents, l.qty)))] : []), ...(l.noteCliente ? [`Nota: ${l.noteCliente}`] : []), ...(promised.has(l.id) ? [`${promiseMessages.label}: ${promised.get(l.id)}`] : [])].join("\n"),
          String(l.qty),
          formatCents(l.listCents),
          chainLabel(l.discountChain),
          formatCents(l.netUnitCents),
          formatCents(l.lineTotalCents),
        ]),
        totals: [
          ["Righe", String(lines.length)],
          ["Pezzi", String(lines.reduce((a, l) => a + l.qty, 0))],
          ["Totale netto", formatCents(order.netTotalCents)],
          // Deposits apart from the net total, and what the order comes to with them.
          ...(order.depositTotalCents > 0
            ? ([
                [depositMessages.depositTotal, formatCents(order.depositTotalCents)],
                [depositMessages.totalWithDeposits, formatCents(order.netTotalCents + order.depositTotalCents)],
              ] as [string, string][])
            : []),
        ],
        notes: [
          `Prezzi in euro, ${ordersMessages.vatExcluded}.`,
          ...(order.depositTotalCents > 0 ? [depositMessages.refundNote] : []),
          ...(order.noteDoc ? [`Note per gli operatori: ${order.noteDoc}`] : []),
          ...(promised.size ? [promiseMessages.pdfNote] : []),
        ],
      });
      return { filename: `ordine-${order.tipoDoc}-${order.numeroDoc}-${order.anno}.pdf`, bytes };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;

// Sent orders, written by the cart's checkout through these (never the orders tables).
export { sentOrders, type SentOrders, type OrderInsertFailure } from "./sent-orders";
export { sentOrdersRepo, orderSequenceName, type SentOrder, type OrderToInsert, type NewOrderLine } from "./sent-orders-repo";
