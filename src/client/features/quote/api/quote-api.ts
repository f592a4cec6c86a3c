// POST /quote/sendQuote (multipart: body, mail, telaio, attachement0..n, attachmentName) and the
// customer's own list of requests.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { deskQuoteListSchema, quoteListSchema, type DeskQuote, type QuoteRequest } from "../../../../shared/contract/quote";

export const quoteKeys = { list: () => ["quote", "list"] as const };

export interface QuoteForm {
  telaio: string;
  body: string;
  mail: string;
  files: File[];
}

export function sendQuote(form: QuoteForm): Promise<{ id: number }> {
  const data = new FormData();
  data.append("body", form.body);
  data.append("mail", form.mail);
  data.append("telaio", form.telaio);
  form.files.forEach((f, i) => data.append(`attachement${i}`, f, f.name));
  form.files.forEach((f) => data.append("attachmentName", f.name));
  return api("/quote/sendQuote", { method: "POST", body: data }, z.object({ id: z.number() }));
}

export const quoteListQuery = () => queryOptions({ queryKey: quoteKeys.list(), queryFn: (): Promise<QuoteRequest[]> => api("/quote/list", {}, quoteListSchema) });

export function useQuoteList() {
  return useQuery(quoteListQuery());
}

export function useSendQuote() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sendQuote, onSuccess: () => qc.invalidateQueries({ queryKey: quoteKeys.list() }) });
}

// The quote desk (ADMIN): every customer's requests, and "Segna come evaso".
export const quoteDeskKeys = { list: () => ["quote", "desk", "list"] as const };
export const quoteDeskListQuery = () => queryOptions({ queryKey: quoteDeskKeys.list(), queryFn: (): Promise<DeskQuote[]> => api("/quote/desk/list", {}, deskQuoteListSchema) });
export const quoteImageUrl = (id: number, idx: number) => `/v100/quote/desk/${id}/image/${idx}`;

export function useQuoteDeskList() {
  return useQuery(quoteDeskListQuery());
}

export function useAnswerQuote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) => api(`/quote/desk/${id}/answer`, { method: "POST", json: { reply } }, z.object({ id: z.number(), status: z.literal("ANSWERED") })),
    onSettled: () => qc.invalidateQueries({ queryKey: quoteDeskKeys.list() }),
  });
}
