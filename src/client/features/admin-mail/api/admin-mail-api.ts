// The outgoing-mail screen's calls: GET /admin/mail (paged), GET /admin/jobs/dead-letters and
// POST /admin/jobs/dead-letters/:id/retry. Attachments are plain links (GET, downloaded by the browser).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_BASE, api, apiEnvelope } from "../../../lib/api-client";
import { deadLetterRetrySchema, deadLettersSchema, MAIL_PAGE_SIZE, outboxPageSchema, type DeadLetterJob, type OutboxMail } from "../../../../shared/contract/mail";

export const adminMailKeys = {
  all: ["adminMail"] as const,
  outbox: () => [...adminMailKeys.all, "outbox"] as const,
  deadLetters: () => [...adminMailKeys.all, "deadLetters"] as const,
};

export async function getOutbox(page: number): Promise<{ rows: OutboxMail[]; last: boolean }> {
  const env = await apiEnvelope<unknown>("/admin/mail", { query: { startFrom: page, size: MAIL_PAGE_SIZE } });
  return { rows: outboxPageSchema.parse(env.data ?? []), last: env.pagination?.last ?? true };
}

export function useOutbox() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminMailKeys.outbox(),
      queryFn: ({ pageParam }) => getOutbox(pageParam),
      initialPageParam: 0,
      getNextPageParam: (lastPage, _all, lastParam) => (lastPage.last ? undefined : lastParam + 1),
      networkMode: "online",
      staleTime: 0,
      refetchInterval: 10_000,
    }),
  );
}

export function getDeadLetters(): Promise<DeadLetterJob[]> {
  return api("/admin/jobs/dead-letters", {}, deadLettersSchema);
}

export function useDeadLetters() {
  return useQuery(queryOptions({ queryKey: adminMailKeys.deadLetters(), queryFn: getDeadLetters, networkMode: "online", staleTime: 0, refetchInterval: 10_000 }));
}

export function useRetryDeadLetter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/admin/jobs/dead-letters/${encodeURIComponent(id)}/retry`, { method: "POST" }, deadLetterRetrySchema),
    onSettled: () => void qc.invalidateQueries({ queryKey: adminMailKeys.all }),
  });
}

export const attachmentUrl = (mailId: number, attachmentId: number) => `${API_BASE}/admin/mail/${mailId}/attachments/${attachmentId}`;
