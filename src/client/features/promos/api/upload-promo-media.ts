import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { promoUploadSchema, type PromoUpload } from "../../../../shared/contract/promos";

/** POST /promo/uploadImage or /promo/uploadVideo (ADMIN): multipart field "file"; answers its URL. */
export function uploadPromoMedia(kind: "image" | "video", file: File): Promise<PromoUpload> {
  const body = new FormData();
  body.append("file", file, file.name);
  return api(kind === "image" ? "/promo/uploadImage" : "/promo/uploadVideo", { method: "POST", body }, promoUploadSchema);
}

export function useUploadPromoMedia() {
  return useMutation({ mutationFn: ({ kind, file }: { kind: "image" | "video"; file: File }) => uploadPromoMedia(kind, file) });
}
