// POST /quote/sendQuote (multipart: body, mail, telaio, attachement0..n, attachmentName) and the
// customer's own list of requests.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { quoteListSchema, type QuoteRequest } from "../../../../shared/contract/quote";

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
