import { customerInfoMessages as m } from "../../../../shared/messages/customer-info";
import { Badge } from "../../../ui/badge";

const tone = { MISSING: "danger", TO_UPDATE: "warning", OK: "success" } as const;

export function StatusBadge({ status }: { status: "MISSING" | "TO_UPDATE" | "OK" }) {
  return <Badge tone={tone[status]}>{m.status[status]}</Badge>;
}
