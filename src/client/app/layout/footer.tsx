import { Phone } from "lucide-react";
import { useApiVersion, useCompanyName, useCounterPhone } from "../../lib/session";
import { telHref } from "../../lib/phone";
import { common } from "../../../shared/messages/common";
import { CLIENT_VERSION } from "../../../shared/rules/limits";

/** Spec §2: company name, client version and the API version read from the server; the counter's phone. */
export function Footer() {
  const apiVersion = useApiVersion();
  const companyName = useCompanyName();
  const phone = useCounterPhone();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-4 text-xs text-slate-600 sm:px-5">
        <span data-testid="company-name">
          {companyName} · {common.vatExcluded}
        </span>
        {phone ? (
          <a href={telHref(phone)} className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline sm:min-h-0" data-testid="footer-phone">
            <Phone className="size-3.5" aria-hidden />
            {common.counterPhone}: {phone}
          </a>
        ) : null}
        <span data-testid="versions">
          {common.appVersion(CLIENT_VERSION)} · {common.apiVersion(apiVersion ?? "—")}
        </span>
      </div>
    </footer>
  );
}
