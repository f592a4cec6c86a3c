// Each customer of the agent with the last activity done (day and kind), the next one planned and
// how many: who has not been visited for a while stands out.
import { visitMessages as m } from "../../../../shared/messages/visits";
import { isoToItalianDay } from "../../../../shared/rules/visits";
import { Alert } from "../../../ui/alert";
import { Spinner } from "../../../ui/spinner";
import { useCustomerHistory } from "../api/get-customer-history";

export function CustomerHistoryList({ agent }: { agent: string }) {
  const history = useCustomerHistory(agent);
  if (history.isPending) return <Spinner />;
  if (history.isError && !history.data) return <Alert tone="error">{m.historyError}</Alert>;
  // Never visited first, then the longest ago.
  const rows = [...(history.data ?? [])].sort((a, b) => (a.lastVisit ?? "").localeCompare(b.lastVisit ?? "") || a.businessName.localeCompare(b.businessName));
  return (
    <ul className="space-y-2" aria-label={m.viewCustomers}>
      {rows.map((r) => (
        <li key={r.customerId} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{r.businessName}</p>
          <p className="text-sm text-slate-600">
            {r.lastVisit && r.lastType ? m.lastActivity(isoToItalianDay(r.lastVisit), r.lastType) : r.total ? m.noDoneActivity : m.noActivity}
            {r.total ? ` · ${m.totalActivities(r.total)}` : ""}
          </p>
          {r.nextVisit && r.nextType ? <p className="text-sm font-medium text-brand-800">{m.nextActivity(isoToItalianDay(r.nextVisit), r.nextType)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
