// The promo editor's form (/promoEditor): its state, made from a stored promo or empty, checked
// with the shared promo schema, turned into the API's input and into the preview's promo.
import { PROMO_TYPES, promoInputSchema, type Promo, type PromoAdmin, type PromoInput, type PromoType } from "../../../../../shared/contract/promos";
import { promoMessages as m, promoTypeLabels } from "../../../../../shared/messages/promos";
import { PROMO_ORDER_MIN,  PROMO_POPUP_MIN, WAREHOUSES } from "../../../../../shared/rules/limits";
import { addDays } from "../../../../../shared/rules/business-days";
import { romeParts } from "../../../../../shared/rules/rome-time";
import { joinWarehouses, promoStatus, splitWarehouses } from "../../../../../shared/rules/promo-status";
import type { PickedProduct } from "./product-picker";

export interface FormState {
  proType: PromoType;
  warehouses: string[];
  proStartInst: string;
  proStartEnd: string;
  proBannerLink: string | null;
  proImgUrl: string[];
  proVideoUrl: string[];
  proTitle: string;
  proSubtitle: string;
  proText: string;
  proDescription: string;
  proArea: string;
  proOrder: string;
  proPopup: string;
  products: PickedProduct[];
  assignedUsers: number[];
  assignedCustomers: number[];
}

export type FieldErrors = Partial<Record<keyof PromoInput | "form", string>>;

export function emptyForm(): FormState {
  const today = romeParts(new Date()).date;
  return {
    proType: "SCONTO",
    warehouses: WAREHOUSES.map((w) => w.code),
    proStartInst: today,
    proStartEnd: addDays(today, 30),
    proBannerLink: null,
    proImgUrl: [],
    proVideoUrl: [],
    proTitle: "",
    proSubtitle: "",
    proText: "",
    proDescription: "",
    proArea: "",
    proOrder: String(PROMO_ORDER_MIN),
    proPopup: String(PROMO_POPUP_MIN),
    products: [],
    assignedUsers: [],
    assignedCustomers: [],
  };
}

export function fromPromo(p: PromoAdmin): FormState {
  return {
    proType: (PROMO_TYPES as readonly string[]).includes(p.proType) ? (p.proType as PromoType) : "SCONTO",
    warehouses: splitWarehouses(p.proDepRifString),
    proStartInst: p.proStartInst,
    proStartEnd: p.proStartEnd,
    proBannerLink: p.proBannerLink,
    proImgUrl: p.proImgUrl,
    proVideoUrl: p.proVideoUrl,
    proTitle: p.proTitle,
    proSubtitle: p.proSubtitle,
    proText: p.proText,
    proDescription: p.proDescription,
    proArea: p.proArea,
    proOrder: String(p.proOrder),
    proPopup: String(p.proPopup),
    products: p.promoProducts.map((r) => ({ ...r, description: p.productDescriptions[`${r.precodice}/${r.codice}`] ?? "" })),
    assignedUsers: p.proAssignedUsers,
    assignedCustomers: p.proAssignedCustomers,
  };
}

export function toInput(f: FormState): PromoInput {
  const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));
  return {
    proType: f.proType,
    proDepRifString: joinWarehouses(f.warehouses),
    proStartInst: f.proStartInst,
    proStartEnd: f.proStartEnd,
    proBannerLink: f.proBannerLink,
    proImgUrl: f.proImgUrl,
    proVideoUrl: f.proVideoUrl,
    proTitle: f.proTitle,
    proSubtitle: f.proSubtitle,
    proText: f.proText,
    proDescription: f.proDescription,
    proArea: f.proArea,
    proOrder: num(f.proOrder),
    proPopup: num(f.proPopup),
    promoProducts: f.products.map(({ precodice, codice }) => ({ precodice, codice })),
    proAssignedUsers: f.assignedUsers,
    proAssignedCustomers: f.assignedCustomers,
  };
}

/** Validates with the shared schema (the server's): one message per field, the first of each. */
export function validateForm(f: FormState): FieldErrors {
  const parsed = promoInputSchema.safeParse(toInput(f));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] as keyof PromoInput | undefined) ?? "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What the preview shows: the form as a promo. */
export function previewPromo(f: FormState, proId: number): Promo {
  const today = romeParts(new Date()).date;
  return {
    proId,
    proType: f.proType,
    proTypeDesc: promoTypeLabels[f.proType] ?? f.proType,
    proBannerLink: f.proBannerLink,
    proStartInst: f.proStartInst,
    proStartEnd: f.proStartEnd,
    proTitle: f.proTitle || m.fieldTitle,
    proSubtitle: f.proSubtitle,
    proText: f.proText,
    proDescription: f.proDescription,
    proOrder: Number(f.proOrder) || 1,
    proPopup: Number(f.proPopup) || 0,
    proArea: f.proArea,
    proImgUrl: f.proImgUrl,
    proVideoUrl: f.proVideoUrl,
    proDepRifString: joinWarehouses(f.warehouses),
    promoProducts: f.products,
    proStatus: f.proStartInst && f.proStartEnd ? promoStatus(f.proStartInst, f.proStartEnd, today) : "ACTIVE",
  };
}
