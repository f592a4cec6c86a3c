// A list or detail that could not be loaded: the message and "Riprova", which shows its own
// pending state while the query runs again. One look for every screen.
import type { ReactNode } from "react";
import { common } from "../../shared/messages/common";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

export interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

export function QueryError({ message, query, className }: { message: ReactNode; query: RetryableQuery; className?: string }) {
  return (
    <Alert tone="error" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{message}</span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} pending={query.isFetching}>
          {common.retry}
        </Button>
      </div>
    </Alert>
  );
}
