// Reading one uploaded file from a multipart request, with its limit. Every upload route of Banco
// goes through here, so an over-size file, a missing file and a malformed body get the same 4xx
// answers everywhere. Large files that must be streamed (price lists) use `openUpload`.
import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { AppError } from "./app-error";
import { isMalformedMultipart } from "./client-errors";
import { common } from "../../shared/messages/common";

export interface UploadedFile {
  bytes: Buffer;
  declaredType: string | undefined;
  fileName: string;
}

export interface UploadMessages {
  notMultipart: string;
  missing: string;
  tooLarge: string;
}

function translate(err: unknown, msgs: UploadMessages): unknown {
  if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return new AppError("payloadTooLarge", msgs.tooLarge);
  // No boundary, a truncated body, a malformed part: the client's upload, not our error.
  if (isMalformedMultipart(err)) return new AppError("validation", common.invalidUpload);
  return err;
}

/** The first file part of the request, not yet read (its `file` stream is the caller's to consume). */
export async function openUpload(request: FastifyRequest, maxBytes: number, msgs: UploadMessages): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new AppError("unsupportedMediaType", msgs.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError("validation", msgs.missing);
    return part;
  } catch (err) {
    throw translate(err, msgs);
  }
}

/** Reads the one file of a multipart upload; a file over `maxBytes` is refused with `msgs.tooLarge` (413). */
export async function readUpload(request: FastifyRequest, maxBytes: number, msgs: UploadMessages): Promise<UploadedFile> {
  const part = await openUpload(request, maxBytes, msgs);
  try {
    const bytes = await part.toBuffer();
    return { bytes, declaredType: part.mimetype, fileName: part.filename };
  } catch (err) {
    throw translate(err, msgs);
  }
}
