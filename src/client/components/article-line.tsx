// How the lists of order, delivery-note and product lines show an article: the code with its
// precode muted, and the customer's note under the description.
import type { ElementType } from "react";
import { cn } from "../lib/cn";

/** The article's code: the precode muted, then the code. */
export function ArticleCode({ article }: { article: { precodice: string; codice: string } }) {
  return (
    <>
      <span className="text-slate-500">{article.precodice}</span> {article.codice}
    </>
  );
}

/** The customer's note of a line, in the element the surrounding markup allows; nothing when empty. */
export function LineNote({ note, as: Tag = "p", className }: { note: string | null | undefined; as?: ElementType; className?: string }) {
  return note ? <Tag className={cn("text-xs italic text-slate-500", className)}>{note}</Tag> : null;
}
