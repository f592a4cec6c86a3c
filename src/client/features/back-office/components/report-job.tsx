// A report run as a job (decision 0028): starts it, polls its state, shows the progress in Italian,
// downloads the file when ready and offers to download it again; 'Errore nel recuperare il report'
// on failure.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Download } from "lucide-react";
import type { ReportKind, ReportStatus } from "../../../../shared/contract/back-office";
import { reportJobMessages as jm, reportMessages as rm } from "../../../../shared/messages/backoffice";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { downloadReportFile, reportStatus, startReport } from "../api/back-office-api";

const POLL_MS = 1000;

export function useReportJob() {
  const [status, setStatus] = useState<ReportStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = useCallback((message: string) => {
    notify.error(rm.failed);
    setError(message);
  }, []);

  const run = useCallback(
    async (kind: ReportKind, params: object) => {
      setPending(true);
      setError(null);
      setStatus(null);
      try {
        let s = await startReport(kind, params);
        while (alive.current && (s.status === "queued" || s.status === "running")) {
          setStatus(s);
          await new Promise((r) => setTimeout(r, POLL_MS));
          s = await reportStatus(s.id);
        }
        if (!alive.current) return;
        setStatus(s);
        if (s.status === "failed") fail(rm.failed);
        else await downloadReportFile(s.id);
      } catch (err) {
        if (alive.current) fail(errorMessage(err, rm.failed));
      } finally {
        if (alive.current) setPending(false);
      }
    },
    [fail],
  );

  return { status, error, pending, run, fail, clearError: () => setError(null) };
}

export function ReportProgress({ job }: { job: ReturnType<typeof useReportJob> }) {
  const { status, error, pending } = job;
  const [again, setAgain] = useState(false);
  const text = !status ? (pending ? jm.queued : null) : status.status === "queued" ? jm.queued : status.status === "running" ? jm.running(status.rows) : status.status === "done" ? jm.done(status.rows) : null;

  async function downloadAgain(id: number) {
    setAgain(true);
    try {
      await downloadReportFile(id);
    } catch (err) {
      job.fail(errorMessage(err, rm.failed));
    } finally {
      setAgain(false);
    }
  }

  return (
    <div className="mt-4 space-y-3">
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {text ? (
          <>
            {pending ? <span className="mr-2 inline-block size-3 animate-spin rounded-full border-2 border-current border-t-transparent align-middle" aria-hidden /> : null}
            {text}
            {status?.status === "done" && status.fileName ? ` (${status.fileName})` : ""}
          </>
        ) : null}
      </p>
      {status?.status === "done" ? (
        <Button variant="outline" size="sm" pending={again} onClick={() => void downloadAgain(status.id)}>
          <Download aria-hidden />
          Scarica di nuovo
        </Button>
      ) : null}
      {error ? (
        <Alert tone="error" onClose={job.clearError}>
          {error}
        </Alert>
      ) : null}
    </div>
  );
}

/** A report's screen: its title (naming the section), what the report holds, the fields and
 * buttons that start it, then the job's progress. */
export function ReportScreen({ titleId, title, intro, job, children }: { titleId: string; title: string; intro: string; job: ReturnType<typeof useReportJob>; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="max-w-3xl">
      <PageTitle>
        <span id={titleId}>{title}</span>
      </PageTitle>
      <p className="mb-4 text-sm text-slate-600">{intro}</p>
      {children}
      <ReportProgress job={job} />
    </section>
  );
}
