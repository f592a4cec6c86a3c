// /reportConsole/000000 (spec §2 Salesman): a SALESMAN's own visit reports, day by day; ADMIN
// chooses the agent (/reportConsole/{agentId}) and manages the agent's public link. Edits go
// through the offline outbox (a report written with no connection is sent once it returns).
import { useNavigate, useParams } from "react-router-dom";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { SELF_AGENT } from "../../../../shared/rules/visits";
import { useSession } from "../../../lib/session";
import { usePendingEdits } from "../../../offline/use-outbox";
import { Alert } from "../../../ui/alert";
import { SelectField } from "../../../ui/form-fields";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { useAgents } from "../api/agents";
import { VISIT_EDIT_PREFIX } from "../api/visit-edits";
import { AgentLinkPanel } from "../components/agent-link-panel";
import { VisitsViews } from "../components/visits-views";

export function ReportConsoleScreen() {
  const { agent: param = SELF_AGENT } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const isAdmin = user?.uRole === "ADMIN";
  const agents = useAgents(isAdmin);
  const pending = usePendingEdits(VISIT_EDIT_PREFIX);

  if (!user) return null;
  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-2xl">
        <PageTitle>{m.title}</PageTitle>
        <VisitsViews agent={param} smName={user.uUsername} mode="outbox" pending={pending} showCsv actFor />
      </div>
    );
  }

  const selected = agents.data?.find((a) => String(a.agentId) === param) ?? null;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTitle>{m.title}</PageTitle>
      <SelectField id="visit-agent" label={m.agent} value={selected ? String(selected.agentId) : ""} onChange={(v) => navigate(`/reportConsole/${v || SELF_AGENT}`)} selectProps={{ className: "h-12" }}>
        <option value="">{m.agentPlaceholder}</option>
        {(agents.data ?? []).map((a) => (
          <option key={a.agentId} value={a.agentId}>
            {a.smName}
          </option>
        ))}
      </SelectField>
      {agents.isPending ? <Spinner /> : null}
      {agents.isError && !agents.data ? <Alert tone="error">{m.listError}</Alert> : null}
      {selected ? (
        <>
          <VisitsViews key={selected.agentId} agent={String(selected.agentId)} smName={selected.smName} mode="outbox" pending={pending} showCsv actFor />
          <AgentLinkPanel agent={selected} />
        </>
      ) : agents.data ? (
        <p className="text-slate-600">{m.chooseAgent}</p>
      ) : null}
    </div>
  );
}
