// Returns (spec document 2: §2 Returns, §4 Return request statuses, §5, §7 Returns; issue 17). A
// request names one delivery-note line of the caller's customer; the line is locked while the
// quantity already asked on it is summed, so concurrent requests never exceed it together. Every
// change, its audit entry and its mails commit in one transaction.
import type { z } from "zod";
import type { ReturnLine, ReturnRequest, addReturnSchema, handleReturnSchema } from "../../../shared/contract/returns";
import { returnMessages as m } from "../../../shared/messages/returns";
import { authCodeFor, isDepositReason, isOverdue, REASON_NEEDS_NOTE, REQUESTS_PAGE_ROWS, returnableQty, YEAR_END_DOCUMENT } from "../../../shared/rules/returns";
import { centsToEuro } from "../../../shared/rules/money";
import { romeParts } from "../../../shared/rules/rome-time";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { customerScope, type CustomerScope } from "../../lib/customer-scope";
import type { BusinessCalendar } from "../../lib/business-calendar";
import { nextNumber } from "../../integrations/erp/executor";
import type { AuditService } from "../audit/service";
import { queueReturnMails, type ReturnMailTargets } from "./notify";
import type { LineRow, RequestRow, ReturnsRepo } from "./repo";
import type { ReturnPhotosRepo } from "./photos-repo";
import type { CleanImage } from "../../lib/images";

type AddInput = z.output<typeof addReturnSchema>;
type HandleInput = z.output<typeof handleReturnSchema>;

export const LINES_PAGE_SIZE = 200;

export interface ReturnsDeps {
  repo: ReturnsRepo;
  photos: ReturnPhotosRepo;
  audit: AuditService;
  calendar: BusinessCalendar;
  mail: ReturnMailTargets;
  now?: () => Date;
}

export function toLine(r: LineRow): ReturnLine {
  return {
    id_riga: r.id_riga,
    id_cliente: r.id_cliente,
    rRagSoc: r.rRagSoc,
    precodice: r.precodice,
    articolo: r.articolo,
    descr_articolo: r.descr_articolo,
    quantita: r.quantita,
    importo_riga: centsToEuro(r.importo_riga_cents),
    note_agg: r.note_agg,
    td_bolla: r.td_bolla,
    num_bolla: r.num_bolla,
    data_bolla: r.data_bolla,
    riga_bolla: r.riga_bolla,
    tipo_doc: r.tipo_doc,
    num_doc: r.num_doc,
    data_doc: r.data_doc,
    td_fatt: r.td_fatt,
    num_fatt: r.num_fatt,
    data_fatt: r.data_fatt,
    vu_lordo: centsToEuro(r.list_cents),
    vu_netto: centsToEuro(r.net_cents),
    cauzione: centsToEuro(r.deposit_cents),
    qta_resa: r.requested,
    qta_rendibile: returnableQty(r.quantita, r.requested),
    status: r.status,
  };
}

export function returnsService({ repo, photos, audit, calendar, mail, now = () => new Date() }: ReturnsDeps) {
  const scopeOf = (auth: AuthContext): CustomerScope | null => (auth.user.role === "ADMIN" && auth.user.customerId === null ? null : customerScope(auth));
  const currentYear = () => Number(romeParts(now()).date.slice(0, 4));

  /** The wire request; `year` is the list's year (the year-end rule shows XX-999999 in the receiving year). */
  function toRequest(r: RequestRow, year?: number): ReturnRequest {
    const closedThisYear = year !== undefined && r.yearEndDoc !== null && r.reopenedYear !== null && year < r.reopenedYear;
    const requestDate = romeParts(r.createdAt).date;
    return {
      rId: r.id,
      rCreationTime: r.createdAt.toISOString(),
      rRagSoc: r.businessName,
      uIdCliente: r.customerId,
      username: r.username,
      rPrecode: r.precodice,
      rCode: r.codice,
      rDescr: r.description,
      rQnt: r.qty,
      rrId: r.reasonId,
      rrExtendedText: r.reasonText,
      rNote: r.note,
      sirNote: r.sirNote,
      status: closedThisYear ? "COMPLETO" : r.status,
      rOutboundDdtType: r.ddtType,
      rOutboundDdt: r.numDdt,
      rOutboundDdtDate: r.shipDate,
      rOutboundDdtRow: r.riga,
      rAuthCode: r.authCode,
      rAuth: r.authorised,
      overdue: isOverdue({ status: r.status, requestDate, ddtDate: r.shipDate, reasonText: r.reasonText }, calendar.nonWorkingDays(r.warehouse)),
      creditNote:
        !closedThisYear && r.creditNoteId !== null && r.cnType && r.cnNumber !== null && r.cnAnno !== null
          ? { idDoc: r.creditNoteId, docType: r.cnType, number: r.cnNumber, anno: r.cnAnno, date: r.cnDate ?? "", netTotal: centsToEuro(r.cnNetCents ?? 0) }
          : null,
      yearEndDoc: closedThisYear ? YEAR_END_DOCUMENT : null,
      rPhotos: r.photos,
    };
  }

  return {
    toRequest,

    reasons: () => repo.reasons(),

    async lines(auth: AuthContext, q: { startFrom: number; year?: number | undefined; q?: string | undefined; articolo?: string | undefined; numeroBolla?: string | undefined; dataBollaStart?: string | undefined; dataBollaEnd?: string | undefined; onlyRequested?: "true" | "false" | undefined }) {
      const rows = await repo.lines(
        scopeOf(auth),
        { year: q.year ?? currentYear(), q: q.q, articolo: q.articolo, numeroBolla: q.numeroBolla || undefined, dataBollaStart: q.dataBollaStart, dataBollaEnd: q.dataBollaEnd, onlyRequested: q.onlyRequested === "true" },
        q.startFrom,
        LINES_PAGE_SIZE + 1,
      );
      return { lines: rows.slice(0, LINES_PAGE_SIZE).map(toLine), last: rows.length <= LINES_PAGE_SIZE };
    },

    async requests(auth: AuthContext, q: { startFrom: number; year?: number | undefined; pageLimit: number | "all" }) {
      const year = q.year ?? currentYear();
      const cap = q.pageLimit === "all" ? null : (q.pageLimit + 1) * REQUESTS_PAGE_ROWS;
      const want = cap === null ? null : Math.max(0, cap - q.startFrom);
      const rows = want === 0 ? [] : await repo.requests(scopeOf(auth), year, q.startFrom, want === null ? null : want + 1);
      const page = want === null ? rows : rows.slice(0, want);
      return { requests: page.map((r) => toRequest(r, year)), last: want === null || rows.length <= want };
    },

    /** A new request with its photos (already cleaned, at most 5): all stored and mailed, or nothing. */
    async add(auth: AuthContext, input: AddInput, images: CleanImage[] = []): Promise<ReturnRequest> {
      const scope = customerScope(auth);
      return repo.transaction(async (tx) => {
        const reason = await repo.reason(tx, input.rrId);
        if (!reason) throw new AppError("validation", m.reasonUnknown);
        const note = input.rNote.trim();
        if (reason.id === REASON_NEEDS_NOTE && note === "") throw new AppError("validation", m.noteRequired);
        const anno = Number(input.rOutboundDdtDate.slice(0, 4));
        const line = await repo.lockLine(tx, scope, { docType: input.rOutboundDdtType, numDdt: input.rOutboundDdt, anno, riga: input.rOutboundDdtRow });
        if (!line || line.shipDate !== input.rOutboundDdtDate) throw new AppError("notFound", m.lineNotFound);
        if (line.precodice !== input.rPrecode || line.codice !== input.rCode) throw new AppError("validation", m.lineMismatch);
        if (line.shipDate > romeParts(now()).date) throw new AppError("businessRule", m.notDelivered);
        const left = returnableQty(line.qty, await repo.requestedOnLine(tx, line.id));
        if (input.rQnt > left) throw new AppError("businessRule", m.qtyTooHigh(left));
        const deposit = isDepositReason(reason.text);
        if (deposit && line.depositCents <= 0) throw new AppError("businessRule", m.noDeposit);
        const id = await repo.insert(tx, {
          customerId: line.customerId,
          destinationId: line.destinationId,
          userId: auth.user.id,
          username: auth.user.username,
          ddtId: line.ddtId,
          ddtLineId: line.id,
          qty: input.rQnt,
          reasonId: reason.id,
          note: reason.id === REASON_NEEDS_NOTE || note ? note : "",
          creditUnitCents: deposit ? line.depositCents : line.netUnitCents,
        });
        await photos.insert(tx, id, images);
        const row = (await repo.request(tx, id, null))!;
        await audit.record(auth, "return.request", { rId: id, ddtLineId: line.id, qty: input.rQnt, rrId: reason.id, photos: images.length }, tx);
        await queueReturnMails(tx, row, mail, { warehouse: true, attachments: images });
        return toRequest(row);
      });
    },

    async handle(auth: AuthContext, input: HandleInput): Promise<ReturnRequest> {
      return repo.transaction(async (tx) => {
        const current = await repo.request(tx, input.rId, null);
        if (!current) throw new AppError("notFound", m.requestNotFound);
        const anno = currentYear();
        const authCode = input.rAuth ? authCodeFor(anno, await nextNumber(tx, "AR", anno)) : null;
        const moved = await repo.leaveRequested(tx, input.rId, {
          status: input.rAuth ? "AUTORIZZATO" : "RIFIUTATO",
          authorised: input.rAuth,
          authCode,
          sirNote: input.sirNote,
          handledAt: now(),
          handledBy: auth.realUser.id,
        });
        if (!moved) throw new AppError("conflict", m.notRequested((await repo.statusOf(tx, input.rId)) ?? current.status));
        const row = (await repo.request(tx, input.rId, null))!;
        await audit.record(auth, "return.handle", { rId: input.rId, status: row.status, authCode, sirNote: input.sirNote }, tx);
        await queueReturnMails(tx, row, mail);
        return toRequest(row);
      });
    },

    async withdraw(auth: AuthContext, rId: number): Promise<ReturnRequest> {
      const scope = customerScope(auth);
      return repo.transaction(async (tx) => {
        const current = await repo.request(tx, rId, scope);
        if (!current) throw new AppError("notFound", m.requestNotFound);
        const moved = await repo.leaveRequested(tx, rId, { status: "ANNULLATO" });
        if (!moved) throw new AppError("conflict", m.notRequested((await repo.statusOf(tx, rId)) ?? current.status));
        const row = (await repo.request(tx, rId, null))!;
        await audit.record(auth, "return.withdraw", { rId }, tx);
        await queueReturnMails(tx, row, mail, { warehouse: true });
        return toRequest(row);
      });
    },

    /** Photo n of a request: its customer's users, or ADMIN. */
    async photo(auth: AuthContext, rId: number, n: number) {
      const found = await photos.one(rId, n, scopeOf(auth));
      if (!found) throw new AppError("notFound", m.photoNotFound);
      return found;
    },

    async resend(auth: AuthContext, rId: number): Promise<{ sent: true }> {
      const scope = scopeOf(auth);
      return repo.transaction(async (tx) => {
        const row = await repo.request(tx, rId, scope);
        if (!row) throw new AppError("notFound", m.requestNotFound);
        if (!(await queueReturnMails(tx, row, mail))) throw new AppError("businessRule", m.resendFailed);
        await audit.record(auth, "return.resend", { rId, status: row.status }, tx);
        return { sent: true as const };
      });
    },
  };
}

export type ReturnsService = ReturnType<typeof returnsService>;
