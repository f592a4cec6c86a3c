// A quote request's state as both lists show it: sent (grey) or answered (green).
import type { QuoteRequest } from "../../../../shared/contract/quote";
import { quoteMessages as m } from "../../../../shared/messages/workshop-tools";
import { Badge } from "../../../ui/badge";

export function QuoteStatusBadge({ status }: { status: QuoteRequest["status"] }) {
  return <Badge tone={status === "ANSWERED" ? "success" : "neutral"}>{status === "ANSWERED" ? m.statusAnswered : m.statusSent}</Badge>;
}
