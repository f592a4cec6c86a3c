// The customer profile ("censimento") of the effective customer, and the staff overview.
import type { CensimentoStatus, CustomerInfo, CustomerInfoRow } from "../../../shared/contract/customer-info";
import type { customerInfoRequestSchema } from "../../../shared/contract/customer-info";
import { profileStatus, type OilBrand } from "../../../shared/rules/customer-profile";
import { common } from "../../../shared/messages/common";
import { AppError } from "../../lib/app-error";
import { effectiveCustomerId, actorId, type AuthContext } from "../../lib/auth-context";
import type { AuditService } from "../audit/service";
import type { ImpersonationService } from "../auth/service";
import type { CustomerInfoRepo, ProfileRow } from "./repo";
import type { z } from "zod";

type ProfileInput = z.output<typeof customerInfoRequestSchema>;

function toInfo(customerId: number, row: ProfileRow | undefined, now: Date): CustomerInfo {
  if (!row) {
    // MISSING: the form starts from the spec's defaults (1 technician, 1 receptionist, 1 lift).
    return { idCliente: customerId, status: "MISSING", cNumTecnici: 1, cNumAccettatori: 1, cNumPonti: 1, cMarcaOlio: null, cMarcaOlioAltro: null, cServizioGomme: false, updatedAt: null };
  }
  return {
    idCliente: customerId,
    status: profileStatus(row.updatedAt, now),
    cNumTecnici: row.numTecnici,
    cNumAccettatori: row.numAccettatori,
    cNumPonti: row.numPonti,
    cMarcaOlio: row.marcaOlio as OilBrand,
    cMarcaOlioAltro: row.marcaOlioAltro,
    cServizioGomme: row.servizioGomme,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function customerInfoService(repo: CustomerInfoRepo, behalf: ImpersonationService, audit: AuditService, clock: () => Date = () => new Date()) {
  function requireCustomer(auth: AuthContext): number {
    const id = effectiveCustomerId(auth);
    if (id === null) throw new AppError("forbidden", common.customerRequired);
    return id;
  }

  return {
    /** MISSING, TO_UPDATE or OK for the effective customer; NOT_REQUIRED for staff acting for nobody. */
    async checkCensimento(auth: AuthContext): Promise<CensimentoStatus> {
      const id = effectiveCustomerId(auth);
      if (id === null) return "NOT_REQUIRED";
      const row = await repo.find(id);
      return toInfo(id, row, clock()).status;
    },

    async get(auth: AuthContext): Promise<CustomerInfo> {
      const id = requireCustomer(auth);
      return toInfo(id, await repo.find(id), clock());
    },

    async save(auth: AuthContext, input: ProfileInput): Promise<CustomerInfo> {
      const id = requireCustomer(auth);
      const now = clock();
      const row = await repo.upsert({
        customerId: id,
        numTecnici: input.cNumTecnici,
        numAccettatori: input.cNumAccettatori,
        numPonti: input.cNumPonti,
        marcaOlio: input.cMarcaOlio,
        marcaOlioAltro: input.cMarcaOlioAltro,
        servizioGomme: input.cServizioGomme,
        updatedAt: now,
        updatedByUserId: actorId(auth),
      }, audit.entry(auth, "customerInfo.save", { ...input }));
      return toInfo(id, row, now);
    },

    /** Every customer in the staff member's scope with its profile (ADMIN: all; SALESMAN: theirs). */
    async list(auth: AuthContext): Promise<CustomerInfoRow[]> {
      const customers = await behalf.customersInScope(auth.user);
      const profiles = new Map((await repo.findMany(customers.map((c) => c.id))).map((p) => [p.customerId, p]));
      const now = clock();
      return customers.map((c) => ({
        ...toInfo(c.id, profiles.get(c.id), now),
        ragioneSociale: c.businessName,
        city: c.city,
        province: c.province,
      }));
    },
  };
}

export type CustomerInfoService = ReturnType<typeof customerInfoService>;
