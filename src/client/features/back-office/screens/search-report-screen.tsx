// /searchReport (ADMIN): the searches of a date range, and the texts that found nothing grouped by
// frequency, as two CSV files (spec document 2 §2, §7; decision 0028).
import { useState } from "react";
import { Download } from "lucide-react";
import { searchReportQuerySchema } from "../../../../shared/contract/back-office";
import { romeParts } from "../../../../shared/rules/rome-time";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/form-fields";
import { ReportScreen, useReportJob } from "../components/report-job";

const today = () => romeParts(new Date()).date;
const monthAgo = () => romeParts(new Date(Date.now() - 30 * 86_400_000)).date;

export function SearchReportScreen() {
  const [startDate, setStart] = useState(monthAgo);
  const [endDate, setEnd] = useState(today);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [pending, setPending] = useState<"searches" | "noResults" | null>(null);
  const job = useReportJob();

  async function download(part: "searches" | "noResults") {
    const q = searchReportQuerySchema.safeParse({ startDate, endDate, part });
    if (!q.success) {
      setInvalid(q.error.issues[0]!.message);
      return;
    }
    setInvalid(null);
    setPending(part);
    await job.run(part, { startDate, endDate });
    setPending(null);
  }

  return (
    <ReportScreen titleId="search-report-title" title="Report ricerche" intro="Le ricerche fatte nel periodo (data e ora, utente, cliente, testo, risultati, durata) e, in un secondo file, i testi cercati che non hanno trovato nulla, dal più frequente." job={job}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="startDate" label="Dal" type="date" value={startDate} onChange={setStart} />
        <TextField id="endDate" label="Al" type="date" value={endDate} error={invalid ?? undefined} onChange={setEnd} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button pending={pending === "searches"} disabled={pending !== null} onClick={() => void download("searches")}>
          <Download aria-hidden />
          Scarica le ricerche
        </Button>
        <Button variant="outline" pending={pending === "noResults"} disabled={pending !== null} onClick={() => void download("noResults")}>
          <Download aria-hidden />
          Scarica le ricerche senza risultati
        </Button>
      </div>
    </ReportScreen>
  );
}
