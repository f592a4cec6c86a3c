import { useApiVersion, useCompanyName } from "../../lib/session";
import { CLIENT_VERSION } from "../../../shared/rules/limits";

export function Footer() {
  const apiVersion = useApiVersion();
  const companyName = useCompanyName();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-3 py-4 text-xs text-slate-500 sm:px-5">
        <span data-testid="company-name">{companyName} · Prezzi IVA esclusa</span>
        <span data-testid="versions">
          Client {CLIENT_VERSION} · API {apiVersion ?? "—"}
        </span>
      </div>
    </footer>
  );
}
