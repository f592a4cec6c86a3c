// ADMIN: the agent's public link (/report/{agentUrl}). A new link replaces the old one at once and
// is shown only now (the server keeps its hash); revoking closes the page.
import { useState } from "react";
import { Copy, KeyRound, Link2Off } from "lucide-react";
import type { AgentSummary } from "../../../../shared/contract/visits";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Input } from "../../../ui/input";
import { useAgentLink } from "../api/agents";

export function AgentLinkPanel({ agent }: { agent: AgentSummary }) {
  const { rotate, revoke } = useAgentLink();
  const [shown, setShown] = useState<{ agentId: number; url: string } | null>(null);
  const url = shown?.agentId === agent.agentId ? shown.url : null;

  async function onRotate() {
    try {
      const link = await rotate.mutateAsync(agent.agentId);
      setShown({ agentId: agent.agentId, url: `${window.location.origin}${link.path}` });
      notify.success(m.linkRotated);
    } catch (err) {
      notify.error(errorMessage(err, m.linkError));
    }
  }

  async function onRevoke() {
    try {
      await revoke.mutateAsync(agent.agentId);
      setShown(null);
      notify.success(m.linkRevoked);
    } catch (err) {
      notify.error(errorMessage(err, m.linkError));
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(m.linkCopied);
    } catch {
      document.getElementById("agent-link-url")?.focus();
    }
  }

  return (
    <Card className="space-y-3 p-4">
      <h2 className="font-semibold text-slate-900">{m.linkSection}</h2>
      <p className="text-sm text-slate-600">{agent.linkActive && agent.linkCreatedAt ? m.linkActiveSince(formatItalianDateTime(agent.linkCreatedAt)) : m.linkNone}</p>
      {url ? (
        <div className="space-y-1">
          <p className="text-sm text-amber-900">{m.linkRotated}</p>
          <div className="flex gap-2">
            <label htmlFor="agent-link-url" className="sr-only">
              {m.linkSection}
            </label>
            <Input id="agent-link-url" readOnly value={url} className="h-11 font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" className="h-11 shrink-0" onClick={() => void copy()}>
              <Copy aria-hidden />
              {m.linkCopy}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="h-11" pending={rotate.isPending} onClick={() => void onRotate()}>
          <KeyRound aria-hidden />
          {m.linkRotate}
        </Button>
        {agent.linkActive ? (
          <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50" pending={revoke.isPending} onClick={() => void onRevoke()}>
            <Link2Off aria-hidden />
            {m.linkRevoke}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
