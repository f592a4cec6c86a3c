// CSV into the cart: POST /cart/addFromCSV (multipart "file"), GET /cart/addFromCSVStatus/ polled
// every 10 seconds (spec §9), the sample file of each format. The poll sends back the ETag of the
// status it holds: a 10,000-row summary is read and checked once, not every 10 seconds.
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, apiIfChanged, buildUrl, type Validated } from "../../../lib/api-client";
import { cartUploadAcceptedSchema, cartUploadStatusSchema, type CartUploadAccepted, type CartUploadStatus } from "../../../../shared/contract/cart-upload";
import { CART_UPLOAD_POLL_MS } from "../../../../shared/rules/limits";
import type { CartUploadMode } from "../../../../shared/rules/cart-upload";

export const cartUploadKeys = { status: () => ["cart-upload", "status"] as const };

export function uploadCartCsv(mode: CartUploadMode, file: File): Promise<CartUploadAccepted> {
  const body = new FormData();
  body.append("file", file, file.name);
  return api("/cart/addFromCSV", { method: "POST", query: { mode }, body }, cartUploadAcceptedSchema);
}

export const cartUploadStatusQuery = () =>
  queryOptions({
    queryKey: cartUploadKeys.status(),
    queryFn: ({ client, queryKey }) => apiIfChanged("/cart/addFromCSVStatus/", client.getQueryData<Validated<CartUploadStatus>>(queryKey), cartUploadStatusSchema),
    select: (answer: Validated<CartUploadStatus>) => answer.data,
    refetchInterval: CART_UPLOAD_POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useCartUploadStatus() {
  return useQuery(cartUploadStatusQuery());
}

export function useUploadCartCsv() {
  return useMutation({ mutationFn: ({ mode, file }: { mode: CartUploadMode; file: File }) => uploadCartCsv(mode, file) });
}

export const sampleUrl = (mode: CartUploadMode) => buildUrl("/cart/addFromCSVSample", { mode });
