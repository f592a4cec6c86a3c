// /auditLog (ADMIN): the append-only log of what staff did, and for which customer.
import { useDeferredValue, useMemo, useState } from "react";
import { ArrowRight, X } from "lucide-react";
import type { AuditEntry } from "../../../../shared/contract/audit";
import { auditActionLabel, auditMessages as m } from "../../../../shared/messages/audit";
import { common } from "../../../../shared/messages/common";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { PagedList, useQueryErrorNotice } from "../../../components/filtered-list";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Input } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import type { AuditFilters } from "../api/audit-keys";
import { useAuditActions } from "../api/get-audit-actions";
import { useAuditLog } from "../api/get-audit-log";
import { TableHeader, type HeaderCell } from "../../../ui/table";

const headerCells: HeaderCell[] = [
  { label: m.columnAt, className: "w-32" }, { label: m.columnActor, className: "w-36" }, { label: m.columnBehalf, className: "w-36" }, { label: m.columnCustomer, className: "w-44" },
  { label: m.columnAction, className: "w-40" }, { label: m.columnDetails },
];

interface Draft {
  username: string;
  customerId: string;
  action: string;
  dateFrom: string;
  dateTo: string;
  onlyBehalf: boolean;
}

const emptyDraft: Draft = { username: "", customerId: "", action: "", dateFrom: "", dateTo: "", onlyBehalf: false };

function detailText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" · ");
}

function Details({ details }: { details: Record<string, unknown> }) {
  const text = detailText(details);
  if (!text) return <span className="text-slate-500">—</span>;
  return (
    <span className="line-clamp-2 break-all text-xs text-slate-600" title={text}>
      {text}
    </span>
  );
}

function Who({ e }: { e: AuditEntry }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="font-medium text-slate-900">{e.actorUsername}</span>
      <Badge tone={e.actorRole === "ADMIN" ? "brand" : "neutral"}>{common.roleLabel[e.actorRole] ?? e.actorRole}</Badge>
    </span>
  );
}

function Customer({ e }: { e: AuditEntry }) {
  if (e.idCliente === null) return <span className="text-slate-500">—</span>;
  return (
    <span className="block min-w-0">
      <span className="block truncate">{e.ragioneSociale ?? ""}</span>
      <span className="block text-xs tabular-nums text-slate-500">{e.idCliente}</span>
    </span>
  );
}

/** Phones: one card per entry. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="space-y-2 md:hidden">
      {entries.map((e) => (
        <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium text-slate-900">{auditActionLabel(e.action)}</span>
            <span className="shrink-0 text-xs tabular-nums text-slate-500">{formatItalianDateTime(e.at)}</span>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-1 text-slate-700">
            <Who e={e} />
            {e.onBehalfOfUsername ? (
              <>
                <ArrowRight className="size-3.5 text-slate-500" aria-label={m.columnBehalf} />
                <span>{e.onBehalfOfUsername}</span>
              </>
            ) : null}
          </div>
          {e.idCliente !== null ? (
            <p className="mt-1 truncate text-xs text-slate-500">
              {e.idCliente} · {e.ragioneSociale ?? ""}
            </p>
          ) : null}
          <div className="mt-1">
            <Details details={e.details} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AuditLogScreen() {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const deferred = useDeferredValue(draft);
  const customerInvalid = deferred.customerId.trim() !== "" && !/^\d{1,8}$/.test(deferred.customerId.trim());
  const filters: AuditFilters = useMemo(
    () => ({
      username: deferred.username.trim() || undefined,
      customerId: !customerInvalid && deferred.customerId.trim() ? deferred.customerId.trim() : undefined,
      action: deferred.action || undefined,
      dateFrom: deferred.dateFrom || undefined,
      dateTo: deferred.dateTo || undefined,
      onlyBehalf: deferred.onlyBehalf || undefined,
    }),
    [deferred, customerInvalid],
  );
  const log = useAuditLog(filters);
  const actions = useAuditActions();
  const entries = useMemo(() => log.data?.pages.flatMap((p) => p.rows) ?? [], [log.data]);
  const filtered = JSON.stringify(draft) !== JSON.stringify(emptyDraft);

  useQueryErrorNotice(log, m.loadError);

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  return (
    <div className="mx-auto max-w-7xl">
      <PageTitle>{m.title}</PageTitle>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{m.intro}</p>

      <div className="mb-4 grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3 lg:grid-cols-6">
        <div className="col-span-2 space-y-1">
          <Label htmlFor="audit-user">{m.filterUsername}</Label>
          <Input id="audit-user" type="search" placeholder={m.filterUsernamePlaceholder} value={draft.username} onChange={(e) => set("username", e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-customer">{m.filterCustomer}</Label>
          <Input id="audit-customer" inputMode="numeric" value={draft.customerId} onChange={(e) => set("customerId", e.target.value)} aria-invalid={customerInvalid} aria-describedby="audit-customer-error" />
          <FieldError id="audit-customer-error">{customerInvalid ? m.invalidCustomer : null}</FieldError>
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-action">{m.filterAction}</Label>
          <select
            id="audit-action"
            value={draft.action}
            onChange={(e) => set("action", e.target.value)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
          >
            <option value="">{m.allActions}</option>
            {(actions.data ?? []).map((a) => (
              <option key={a} value={a}>
                {auditActionLabel(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-from">{m.filterFrom}</Label>
          <Input id="audit-from" type="date" value={draft.dateFrom} max={draft.dateTo || undefined} onChange={(e) => set("dateFrom", e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="audit-to">{m.filterTo}</Label>
          <Input id="audit-to" type="date" value={draft.dateTo} min={draft.dateFrom || undefined} onChange={(e) => set("dateTo", e.target.value)} />
        </div>
        <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 lg:col-span-6">
          <div className="flex items-center gap-2">
            <Checkbox id="audit-behalf" checked={draft.onlyBehalf} onCheckedChange={(v) => set("onlyBehalf", v)} />
            <Label htmlFor="audit-behalf" className="font-normal">
              {m.onlyBehalf}
            </Label>
          </div>
          <Button variant="outline" onClick={() => setDraft(emptyDraft)} disabled={!filtered}>
            <X aria-hidden /> {m.resetFilters}
          </Button>
        </div>
      </div>

      <PagedList query={log} items={entries} errorMessage={m.loadError} emptyText={m.empty} loadMoreLabel={m.loadMore}>
        {() => (
          <>
            <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
              <table className="w-full table-fixed text-sm" data-testid="audit-table">
                <TableHeader className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500" cellClassName="px-3 py-2 font-semibold" cells={headerCells} />
                <tbody className="divide-y divide-slate-100 align-top">
                  {entries.map((e) => (
                    <tr key={e.id}>
                      <td className="px-3 py-2 tabular-nums text-slate-700">{formatItalianDateTime(e.at, true)}</td>
                      <td className="px-3 py-2"><Who e={e} /></td>
                      <td className="truncate px-3 py-2" title={e.onBehalfOfUsername ?? undefined}>{e.onBehalfOfUsername ?? <span className="text-slate-500">—</span>}</td>
                      <td className="px-3 py-2"><Customer e={e} /></td>
                      <td className="px-3 py-2">{auditActionLabel(e.action)}</td>
                      <td className="px-3 py-2"><Details details={e.details} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <AuditCards entries={entries} />
          </>
        )}
      </PagedList>
    </div>
  );
}
