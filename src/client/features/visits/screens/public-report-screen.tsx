// /report/{agentUrl} (spec §2 Salesman, decision 0025): one agent's visit reports without login,
// through the agent's secret link. Only that agent's reports and customers' names; no CSV link
// (it needs a login); nothing kept on the device.
import { useParams } from "react-router-dom";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { errorMessage } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert";
import { Spinner } from "../../../ui/spinner";
import { useAgent } from "../api/get-agent";
import { VisitsViews } from "../components/visits-views";

const NONE: never[] = [];

export function PublicReportScreen() {
  const { agentUrl = "" } = useParams();
  const agent = useAgent(agentUrl);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="bg-brand-800 px-4 py-3 text-white">
        <div className="mx-auto flex max-w-2xl items-center gap-3">
          <img src="/logo-white.svg" alt="Banco" width={96} height={26} />
          <span className="truncate text-sm text-brand-100">{agent.data?.smName}</span>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-4 p-4">
        <h1 className="text-xl font-semibold text-slate-900">{m.publicTitle}</h1>
        {agent.isPending ? <Spinner /> : null}
        {agent.isError ? <Alert tone="error">{errorMessage(agent.error, m.listError)}</Alert> : null}
        {agent.data ? <VisitsViews agent={agentUrl} smName={agent.data.smName} mode="direct" pending={NONE} showCsv={false} /> : null}
      </main>
    </div>
  );
}
