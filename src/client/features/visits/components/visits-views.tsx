// One agent's reports in three views: the day (spec §2: navigation, add, change, delete), the week
// and the customers with their last activity. The view and the day are in the URL
// (?vista=settimana&giorno=YYYY-MM-DD), so the back button and a shared link keep them.
import { useSearchParams } from "react-router-dom";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { romeParts } from "../../../../shared/rules/rome-time";
import { isVisitDate } from "../../../../shared/rules/visits";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import { CustomerHistoryList } from "./customer-history";
import { VisitsDay, type VisitsDayProps } from "./visits-day";
import { VisitsWeek } from "./visits-week";

const VIEWS = ["giorno", "settimana", "clienti"] as const;
type View = (typeof VIEWS)[number];

export function VisitsViews(props: VisitsDayProps) {
  const [params, setParams] = useSearchParams();
  const today = romeParts(new Date()).date;
  const asked = params.get("giorno");
  const day = asked && isVisitDate(asked) ? asked : today;
  const askedView = params.get("vista") as View | null;
  const view: View = askedView && VIEWS.includes(askedView) ? askedView : "giorno";

  const set = (patch: Partial<Record<"giorno" | "vista", string>>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) next.set(k, v);
        return next;
      },
      { replace: true },
    );
  const setDay = (d: string) => set({ giorno: d });

  return (
    <Tabs value={view} onValueChange={(v) => set({ vista: v })}>
      <TabsList aria-label={m.views} className="grid grid-cols-3 sm:flex">
        <TabsTrigger value="giorno" className="justify-center">
          {m.viewDay}
        </TabsTrigger>
        <TabsTrigger value="settimana" className="justify-center">
          {m.viewWeek}
        </TabsTrigger>
        <TabsTrigger value="clienti" className="justify-center">
          {m.viewCustomers}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="giorno">
        <VisitsDay {...props} day={day} today={today} setDay={setDay} />
      </TabsContent>
      <TabsContent value="settimana">
        <VisitsWeek agent={props.agent} smName={props.smName} day={day} pending={props.pending} onDay={setDay} onOpenDay={(d) => set({ giorno: d, vista: "giorno" })} />
      </TabsContent>
      <TabsContent value="clienti">
        <CustomerHistoryList agent={props.agent} />
      </TabsContent>
    </Tabs>
  );
}
