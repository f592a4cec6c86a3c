// Returns: the reasons, the customer's returnable delivery-note lines and the requests. Only this
// file touches the database for the module; the service turns rows into the shared contract.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Tx } from "../../db/tx";
import { returnReasons, returnRequests } from "../../db/schema/returns";
import { containsPattern, type CustomerScope } from "../../lib/customer-scope";
import type { ReturnStatus } from "../../../shared/rules/returns";

export type { Tx } from "../../db/tx";
export type Exec = Db | Tx;

export interface LineFilter {
  year: number;
  q?: string | undefined;
  articolo?: string | undefined;
  numeroBolla?: string | undefined;
  dataBollaStart?: string | undefined;
  dataBollaEnd?: string | undefined;
  onlyRequested: boolean;
}

export interface LineRow {
  id_riga: number;
  id_cliente: number;
  rRagSoc: string;
  precodice: string;
  articolo: string;
  descr_articolo: string;
  quantita: number;
  importo_riga_cents: number;
  note_agg: string;
  td_bolla: string;
  num_bolla: number;
  data_bolla: string;
  riga_bolla: number;
  tipo_doc: string | null;
  num_doc: number | null;
  data_doc: string | null;
  td_fatt: string | null;
  num_fatt: number | null;
  data_fatt: string | null;
  list_cents: number;
  net_cents: number;
  deposit_cents: number;
  requested: number;
  status: ReturnStatus | null;
}

export interface RequestRow {
  id: number;
  createdAt: Date;
  businessName: string;
  customerId: number;
  destinationId: number;
  userId: number;
  username: string;
  emails: string;
  precodice: string;
  codice: string;
  description: string;
  qty: number;
  reasonId: number;
  reasonText: string;
  note: string;
  sirNote: string;
  status: ReturnStatus;
  ddtType: string;
  numDdt: number;
  shipDate: string;
  warehouse: string;
  riga: number;
  authCode: string | null;
  authorised: boolean | null;
  creditUnitCents: number;
  creditNoteId: number | null;
  cnType: string | null;
  cnNumber: number | null;
  cnAnno: number | null;
  cnDate: string | null;
  cnNetCents: number | null;
  cnTotalCents: number | null;
  yearEndDoc: string | null;
  reopenedYear: number | null;
  receivedAt: Date | null;
  /** How many photos of the part the request carries. */
  photos: number;
}

const ROME = sql.raw(`'Europe/Rome'`);

const lineSelect = sql`
  select l.id as id_riga, d.customer_id as id_cliente, coalesce(c.business_name, '') as "rRagSoc",
    l.precodice, l.codice as articolo, l.description as descr_articolo, l.qty as quantita,
    l.line_total_cents as importo_riga_cents, coalesce(ol.note_cliente, '') as note_agg,
    d.doc_type as td_bolla, d.num_ddt as num_bolla, d.ship_date::text as data_bolla, l.riga as riga_bolla,
    o.tipo_doc, o.numero_doc as num_doc, (o.data_documento at time zone ${ROME})::date::text as data_doc,
    i.doc_type as td_fatt, i.invoice_number as num_fatt, i.invoice_date::text as data_fatt,
    l.list_cents, l.net_unit_cents as net_cents,
    coalesce(ol.deposit_unit_cents, p.deposit_cents, 0) as deposit_cents,
    coalesce((select sum(r.qty) from return_requests r where r.ddt_line_id = l.id and r.status not in ('RIFIUTATO', 'ANNULLATO')), 0)::int as requested,
    (select r.status from return_requests r where r.ddt_line_id = l.id order by r.id desc limit 1) as status
  from ddt_lines l
  join ddts d on d.id = l.ddt_id
  left join customers c on c.id = d.customer_id
  left join order_lines ol on ol.id = l.order_line_id
  left join orders o on o.id = l.order_id
  left join invoices i on i.id = d.invoice_id
  left join products p on p.id = l.product_id`;

function scopeWhere(scope: CustomerScope | null, customerCol: SQL, destCol: SQL): SQL {
  if (!scope) return sql`true`;
  return scope.destinationId === null ? sql`${customerCol} = ${scope.customerId}` : sql`${customerCol} = ${scope.customerId} and ${destCol} = ${scope.destinationId}`;
}

const requestSelect = sql`
  select r.id, r.created_at as "createdAt", coalesce(c.business_name, '') as "businessName", r.customer_id as "customerId",
    r.destination_id as "destinationId", r.user_id as "userId", r.username, coalesce(u.emails, '') as emails,
    l.precodice, l.codice, l.description, r.qty, r.reason_id as "reasonId", rr.text as "reasonText", r.note, r.sir_note as "sirNote",
    r.status, d.doc_type as "ddtType", d.num_ddt as "numDdt", d.ship_date::text as "shipDate", d.warehouse, l.riga,
    r.auth_code as "authCode", r.authorised, r.credit_unit_cents as "creditUnitCents", r.credit_note_id as "creditNoteId",
    nc.doc_type as "cnType", nc.invoice_number as "cnNumber", nc.anno as "cnAnno", nc.invoice_date::text as "cnDate",
    nc.net_total_cents as "cnNetCents", nc.total_cents as "cnTotalCents",
    r.year_end_doc as "yearEndDoc", r.reopened_year as "reopenedYear", r.received_at as "receivedAt",
    (select count(*)::int from return_photos ph where ph.request_id = r.id) as photos
  from return_requests r
  join ddt_lines l on l.id = r.ddt_line_id
  join ddts d on d.id = r.ddt_id
  join return_reasons rr on rr.id = r.reason_id
  left join users u on u.id = r.user_id
  left join customers c on c.id = r.customer_id
  left join invoices nc on nc.id = r.credit_note_id`;

// Raw queries answer instants as text: made Dates here.
function requestRow(raw: Record<string, unknown>): RequestRow {
  const r = raw as unknown as RequestRow;
  return { ...r, createdAt: new Date(raw.createdAt as string), receivedAt: raw.receivedAt ? new Date(raw.receivedAt as string) : null };
}

/** One request with everything the wire and the mails need; null outside the scope. */
export async function findRequest(ex: Exec, id: number, scope: CustomerScope | null): Promise<RequestRow | null> {
  const res = await ex.execute(sql`${requestSelect} where r.id = ${id} and ${scopeWhere(scope, sql`r.customer_id`, sql`r.destination_id`)}`);
  return res.rows[0] ? requestRow(res.rows[0]) : null;
}

export function returnsRepo(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    async reasons() {
      return db.select({ rrId: returnReasons.id, rrExtendedText: returnReasons.text }).from(returnReasons).where(eq(returnReasons.active, true)).orderBy(returnReasons.sort, returnReasons.id);
    },

    async reason(ex: Exec, id: number) {
      const [r] = await ex.select().from(returnReasons).where(and(eq(returnReasons.id, id), eq(returnReasons.active, true)));
      return r ?? null;
    },

    async lines(scope: CustomerScope | null, f: LineFilter, startFrom: number, limit: number): Promise<LineRow[]> {
      const conds: SQL[] = [scopeWhere(scope, sql`d.customer_id`, sql`d.destination_id`), sql`d.anno = ${f.year}`];
      if (f.q) {
        const p = containsPattern(f.q);
        conds.push(sql`(l.codice ilike ${p} or l.precodice ilike ${p} or l.description ilike ${p} or d.num_ddt::text like ${p} or coalesce(c.business_name, '') ilike ${p})`);
      }
      if (f.articolo) conds.push(sql`(l.codice ilike ${containsPattern(f.articolo)} or (l.precodice || l.codice) ilike ${containsPattern(f.articolo.replace(/\s+/g, ""))})`);
      if (f.numeroBolla) conds.push(sql`d.num_ddt = ${Number(f.numeroBolla)}`);
      if (f.dataBollaStart) conds.push(sql`d.ship_date >= ${f.dataBollaStart}`);
      if (f.dataBollaEnd) conds.push(sql`d.ship_date <= ${f.dataBollaEnd}`);
      if (f.onlyRequested) conds.push(sql`exists (select 1 from return_requests r where r.ddt_line_id = l.id)`);
      const res = await db.execute(sql`${lineSelect} where ${sql.join(conds, sql` and `)} order by d.ship_date desc, d.id desc, l.riga limit ${limit} offset ${startFrom}`);
      return res.rows as unknown as LineRow[];
    },

    /**
     * The named delivery-note line of the scope, locked until the transaction ends (quantity rule:
     * two requests on one line wait for each other). NO KEY UPDATE, and the note itself KEY SHARE
     * (what the request's foreign keys take anyway), taken here, first: the ERP's billing locks the
     * note FOR UPDATE and then references its lines from the invoice lines (KEY SHARE), so a plain
     * FOR UPDATE on the line deadlocked with it (40P01, seen once under load in returns-photos).
     */
    async lockLine(tx: Tx, scope: CustomerScope, ref: { docType: string; numDdt: number; anno: number; riga: number }) {
      const res = await tx.execute(sql`
        select l.id, l.ddt_id as "ddtId", l.precodice, l.codice, l.qty, l.net_unit_cents as "netUnitCents", d.ship_date::text as "shipDate",
          d.customer_id as "customerId", d.destination_id as "destinationId",
          coalesce(ol.deposit_unit_cents, p.deposit_cents, 0) as "depositCents"
        from ddt_lines l join ddts d on d.id = l.ddt_id
        left join order_lines ol on ol.id = l.order_line_id
        left join products p on p.id = l.product_id
        where d.doc_type = ${ref.docType} and d.num_ddt = ${ref.numDdt} and d.anno = ${ref.anno} and l.riga = ${ref.riga}
          and ${scopeWhere(scope, sql`d.customer_id`, sql`d.destination_id`)}
        for no key update of l for key share of d`);
      return (res.rows[0] as { id: number; ddtId: number; precodice: string; codice: string; qty: number; netUnitCents: number; shipDate: string; customerId: number; destinationId: number; depositCents: number } | undefined) ?? null;
    },

    async requestedOnLine(tx: Tx, ddtLineId: number): Promise<number> {
      const res = await tx.execute(sql`select coalesce(sum(qty), 0)::int as n from return_requests where ddt_line_id = ${ddtLineId} and status not in ('RIFIUTATO', 'ANNULLATO')`);
      return (res.rows[0] as { n: number }).n;
    },

    async insert(tx: Tx, values: typeof returnRequests.$inferInsert): Promise<number> {
      const [row] = await tx.insert(returnRequests).values(values).returning({ id: returnRequests.id });
      return row!.id;
    },

    async requests(scope: CustomerScope | null, year: number, startFrom: number, limit: number | null): Promise<RequestRow[]> {
      const where = sql`${scopeWhere(scope, sql`r.customer_id`, sql`r.destination_id`)} and (extract(year from r.created_at at time zone ${ROME})::int = ${year} or r.reopened_year = ${year})`;
      const res = await db.execute(sql`${requestSelect} where ${where} order by r.id desc ${limit === null ? sql`` : sql`limit ${limit}`} offset ${startFrom}`);
      return res.rows.map(requestRow);
    },

    request: findRequest,

    /** Moves a request out of RICHIESTO; null when it is not (or no longer) RICHIESTO. */
    async leaveRequested(tx: Tx, id: number, set: Partial<typeof returnRequests.$inferInsert>): Promise<boolean> {
      const rows = await tx
        .update(returnRequests)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(returnRequests.id, id), eq(returnRequests.status, "RICHIESTO")))
        .returning({ id: returnRequests.id });
      return rows.length === 1;
    },

    async statusOf(ex: Exec, id: number): Promise<string | null> {
      const [r] = await ex.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, id));
      return r?.status ?? null;
    },
  };
}

export type ReturnsRepo = ReturnType<typeof returnsRepo>;
