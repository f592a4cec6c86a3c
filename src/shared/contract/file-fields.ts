// A stored file as the answers describe it, spread where its fields stand.
import { z } from "zod";

/** Its media type as checked on the content (e.g. "image/png", "application/pdf") and its size in bytes. */
export const fileTypeAndSizeFields = { contentType: z.string(), size: z.number() };
