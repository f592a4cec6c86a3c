import { Construction } from "lucide-react";
import { common } from "../../shared/messages/common";

/** An address that matches no page of Banco. */
export function NotFound() {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <Construction className="size-10 text-slate-500" aria-hidden />
      <h1 className="text-lg font-semibold text-slate-800">{common.notFound}</h1>
      <p className="text-sm text-slate-600">{common.noSuchPage}</p>
    </div>
  );
}
