// /behalf (spec: login on behalf of a customer, ADMIN and SALESMAN): a searchable list of the
// customer users the staff member may act as; Login switches identity and goes to /home.
import { useDeferredValue, useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { LogIn, Store } from "lucide-react";
import type { BehalfCandidate } from "../../../../shared/contract/behalf";
import { behalfMessages as m } from "../../../../shared/messages/behalf";
import { common } from "../../../../shared/messages/common";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useSession } from "../../../lib/session";
import { Alert } from "../../../ui/alert";
import { QueryError } from "../../../components/query-error";
import { SearchField } from "../../../components/search-field";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { useAvailableUsers } from "../api/get-available-users";
import { useStartBehalf } from "../api/start-behalf";
import { switchIdentity } from "../api/switch-identity";
import { readRecent, recentFirst, rememberRecent } from "../recent-customers";
import { Badge } from "../../../ui/badge";
import { TableHeader, type HeaderCell } from "../../../ui/table";

const headerCells: HeaderCell[] = [
  { label: m.columnBusinessName, className: "font-semibold" }, { label: m.columnCustomerId, className: "font-semibold" }, { label: m.columnUsername, className: "font-semibold" },
  { label: m.columnCity, className: "font-semibold" }, { label: m.columnAction, srOnly: true },
];

function matches(u: BehalfCandidate, words: string[]): boolean {
  const hay = `${u.businessName} ${u.customerId} ${u.uUsername} ${u.city ?? ""} ${u.province ?? ""}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

export function BehalfScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const isBehalf = session.user?.isBehelf === true;
  const list = useAvailableUsers();
  const start = useStartBehalf();
  const [text, setText] = useState("");
  const query = useDeferredValue(text);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);

  useEffect(() => {
    if (list.isError) notify.error(m.listError);
  }, [list.isError]);

  // The staff member's own name (the picker is not used while acting for someone).
  const staff = session.user?.originalUser?.uUsername ?? session.user?.uUsername ?? "";
  const [recent] = useState(() => readRecent(localStorage, staff));
  const rows = useMemo(() => {
    const all = recentFirst(list.data ?? [], recent);
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return words.length ? all.filter((u) => matches(u, words)) : all;
  }, [list.data, query, recent]);

  async function loginAs(u: BehalfCandidate) {
    if (pendingId !== null || isBehalf) return;
    setServerError(null);
    setPendingId(u.uId);
    try {
      const user = await start.mutateAsync(u.uId);
      rememberRecent(localStorage, staff, u.uId);
      await switchIdentity(user, (path) => navigate(path, { replace: true }));
    } catch (err) {
      setServerError(errorMessage(err, common.serverError));
      setPendingId(null);
    }
  }

  function onSearchKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" && rows.length === 1) {
      e.preventDefault();
      void loginAs(rows[0]!);
    }
  }

  const total = list.data?.length ?? 0;
  const busy = pendingId !== null;

  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>{m.title}</PageTitle>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{m.intro}</p>
      {isBehalf ? <Alert tone="warning" className="mb-4">{m.alreadyBehalf}</Alert> : null}
      {serverError ? (
        <Alert tone="error" className="mb-4" onClose={() => setServerError(null)}>
          {serverError}
        </Alert>
      ) : null}
      <Card>
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 p-3">
          <SearchField
            id="behalf-search"
            label={m.searchLabel}
            wrapperClassName="min-w-0 flex-1"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onSearchKey}
            placeholder={m.searchPlaceholder}
            autoComplete="off"
            className="h-11 pl-9"
            autoFocus
          />
          {list.isSuccess ? (
            <span className="text-sm text-slate-500" aria-live="polite">
              {rows.length === total ? m.count(total) : `${rows.length} / ${m.count(total)}`}
            </span>
          ) : null}
        </div>

        {list.isPending ? (
          <div className="p-6">
            <Spinner />
          </div>
        ) : list.isError ? (
          <QueryError message={m.listError} query={list} className="p-4" />
        ) : total === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{m.empty}</p>
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{m.noMatch}</p>
        ) : (
          <>
            {/* Tablet and desktop: a table. */}
            <table className="hidden w-full text-sm md:table">
              <TableHeader className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600" cellClassName="px-4 py-2" cells={headerCells} />
              <tbody className="divide-y divide-slate-100">
                {rows.map((u) => (
                  <tr key={u.uId} className="hover:bg-brand-50/40" data-testid="behalf-row">
                    <td className="px-4 py-2 font-medium text-slate-900">
                      {u.businessName} {recent.includes(u.uId) ? <RecentBadge /> : null}
                    </td>
                    <td className="px-4 py-2 tabular-nums text-slate-700">{u.customerId}</td>
                    <td className="px-4 py-2 text-slate-700">{u.uUsername}</td>
                    <td className="px-4 py-2 text-slate-600">{u.city ? `${u.city}${u.province ? ` (${u.province})` : ""}` : "—"}</td>
                    <td className="px-4 py-2 text-right">
                      <Button onClick={() => void loginAs(u)} pending={pendingId === u.uId} disabled={busy || isBehalf} aria-label={m.loginAs(u.uUsername)}>
                        {pendingId === u.uId ? null : <LogIn aria-hidden />} {m.loginButton}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* Phone: one card per user. */}
            <ul className="divide-y divide-slate-100 md:hidden">
              {rows.map((u) => (
                <li key={u.uId} className="flex items-center gap-3 p-3">
                  <Store className="size-5 shrink-0 text-brand-600" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">
                      {recent.includes(u.uId) ? <RecentBadge /> : null} {u.businessName}
                    </p>
                    <p className="truncate text-sm text-slate-600">
                      <span className="tabular-nums">{u.customerId}</span> · {u.uUsername}
                    </p>
                    {u.city ? <p className="truncate text-xs text-slate-500">{u.city}{u.province ? ` (${u.province})` : ""}</p> : null}
                  </div>
                  <Button onClick={() => void loginAs(u)} pending={pendingId === u.uId} disabled={busy || isBehalf} aria-label={m.loginAs(u.uUsername)}>
                    {pendingId === u.uId ? null : <LogIn aria-hidden />} {m.loginButton}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}

function RecentBadge() {
  return (
    <Badge tone="brand" className="ml-1" title={m.recentTitle} data-testid="behalf-recent">
      {m.recent}
    </Badge>
  );
}
