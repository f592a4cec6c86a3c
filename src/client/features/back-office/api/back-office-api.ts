// Back-office calls (spec document 2 §7 Registration, Reports, Price list). Answers are checked with
// the shared contracts; reports arrive as files and are saved with their server-given name.
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  priceListLoadsSchema,
  priceListResultSchema,
  registerResultSchema,
  registrationUserSchema,
  reportStatusSchema,
  userPrecodesSchema,
  type PriceListResult,
  type ReportKind,
  type StockConfigRow,
} from "../../../../shared/contract/back-office";
import { reportMessages as rm } from "../../../../shared/messages/backoffice";
import { api, ApiError, buildUrl } from "../../../lib/api-client";

export const backOfficeKeys = {
  precodes: ["registration", "precodes"] as const,
  loads: ["priceList", "loads"] as const,
};

export function usePrecodes() {
  return useQuery({ queryKey: backOfficeKeys.precodes, queryFn: () => api("/registration/getUsersPrecodes", {}, userPrecodesSchema), staleTime: 5 * 60_000 });
}

export const getUserData = (uUsername: string, uIsObsoleteSupplier: boolean) =>
  api("/registration/getUserData", { query: { uUsername, uIsObsoleteSupplier: uIsObsoleteSupplier ? 1 : 0 } }, registrationUserSchema);

export function useRegisterUser() {
  return useMutation({ mutationFn: (input: object) => api("/registration", { method: "POST", json: input }, registerResultSchema) });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: (input: object & { uId: number }) => api("/registration/updateUserData", { method: "POST", json: input }, registrationUserSchema) });
}

export const setPassword = (token: string, password: string) => api("/registration/setPassword", { method: "POST", json: { token, password } }, z.string());

export function uploadPriceList(file: File, dryRun: boolean): Promise<PriceListResult> {
  const body = new FormData();
  body.append("file", file, file.name);
  return api("/admin/loadCSV", { method: "POST", body, query: { dryRun: dryRun ? 1 : undefined } }, priceListResultSchema);
}

export function usePriceListLoads() {
  return useQuery({ queryKey: backOfficeKeys.loads, queryFn: () => api("/admin/priceList/loads", {}, priceListLoadsSchema) });
}

export const rollbackLoad = (loadId: number) => api(`/admin/priceList/rollback/${loadId}`, { method: "POST" }, z.string());

/** Fetches a CSV report and saves it under the name the server gives; errors carry the server's message. */
export async function downloadReport(path: string, query: Record<string, string | number>, rows?: StockConfigRow[]): Promise<string> {
  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), {
      method: rows ? "POST" : "GET",
      credentials: "same-origin",
      headers: rows ? { "Content-Type": "application/json", Accept: "text/csv" } : { Accept: "text/csv" },
      body: rows ? JSON.stringify(rows) : undefined,
    });
  } catch {
    throw new ApiError(0, rm.failed);
  }
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(res.status, env?.error ?? rm.failed);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "report.csv";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Starts a report as a job (decision 0028); its state is then polled with reportStatus. */
export const startReport = (kind: ReportKind, params: object) => api("/admin/reports", { method: "POST", json: { kind, ...params } }, reportStatusSchema);
export const reportStatus = (id: number) => api(`/admin/reports/${id}`, {}, reportStatusSchema);
export const downloadReportFile = (id: number) => downloadReport(`/admin/reports/${id}/file`, {});
