import { useId, useMemo, useState } from "react";
import type { PromoTarget } from "../../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../../shared/messages/promos";
import { Checkbox } from "../../../../ui/checkbox";
import { Input } from "../../../../ui/input";
import { Spinner } from "../../../../ui/spinner";
import { useAssignableTargets } from "../../api/get-assignable-targets";

/** CUSTOM assignment: whole customers (every user of theirs) or single users. */
export function AssignField({
  users,
  customers,
  onChange,
}: {
  users: number[];
  customers: number[];
  onChange: (next: { users: number[]; customers: number[] }) => void;
}) {
  const targets = useAssignableTargets();
  const [filter, setFilter] = useState("");
  const id = useId();
  const groups = useMemo(() => {
    const byCustomer = new Map<number, { customerId: number; businessName: string; users: PromoTarget[] }>();
    for (const t of targets.data ?? []) {
      const g = byCustomer.get(t.customerId) ?? { customerId: t.customerId, businessName: t.businessName, users: [] };
      g.users.push(t);
      byCustomer.set(t.customerId, g);
    }
    const f = filter.trim().toLowerCase();
    return [...byCustomer.values()].filter(
      (g) => !f || g.businessName.toLowerCase().includes(f) || String(g.customerId).includes(f) || g.users.some((u) => u.uUsername.toLowerCase().includes(f)),
    );
  }, [targets.data, filter]);

  const toggle = (list: number[], v: number, on: boolean) => (on ? [...new Set([...list, v])] : list.filter((x) => x !== v));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{m.fieldAssigned}</legend>
      <p className="text-xs text-slate-500">{m.fieldAssignedHint}</p>
      {targets.isPending ? (
        <Spinner />
      ) : targets.isError ? (
        <p className="text-sm text-red-700">{m.assignLoadFailed}</p>
      ) : (
        <>
          <Input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={m.assignFilter} aria-label={m.assignFilter} />
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {groups.map((g) => (
              <li key={g.customerId} className="px-3 py-2">
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-c${g.customerId}`}
                    checked={customers.includes(g.customerId)}
                    onCheckedChange={(on) => onChange({ users, customers: toggle(customers, g.customerId, on) })}
                  />
                  <label htmlFor={`${id}-c${g.customerId}`} className="cursor-pointer text-sm font-medium text-slate-800">
                    {g.customerId} · {g.businessName}
                  </label>
                </div>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 pl-7">
                  {g.users.map((u) => (
                    <div key={u.uId} className="flex items-center gap-2">
                      <Checkbox
                        id={`${id}-u${u.uId}`}
                        checked={users.includes(u.uId) || customers.includes(g.customerId)}
                        disabled={customers.includes(g.customerId)}
                        onCheckedChange={(on) => onChange({ users: toggle(users, u.uId, on), customers })}
                      />
                      <label htmlFor={`${id}-u${u.uId}`} className="cursor-pointer text-sm text-slate-700">
                        {u.uUsername}
                      </label>
                    </div>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          {users.length === 0 && customers.length === 0 ? <p className="text-xs text-slate-500">{m.assignNone}</p> : null}
        </>
      )}
    </fieldset>
  );
}
