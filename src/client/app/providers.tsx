import { useEffect, useState, type ReactNode } from "react";
import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { onClientReset } from "../lib/client-reset";
import { ApiError } from "../lib/api-client";
import { Toaster } from "../ui/toaster";
import { reportReachable, reportUnreachable } from "../offline/connectivity";

export const queryClient = new QueryClient({
  // The header's badge and the screens' banner follow what the requests find: an answer means the
  // server is reachable; a network failure while the browser is online means it is not.
  queryCache: new QueryCache({
    onError: (err) => {
      if (err instanceof ApiError && err.isNetwork && navigator.onLine) reportUnreachable();
    },
    onSuccess: () => reportReachable(),
  }),
  defaultOptions: {
    queries: {
      // Cached answers are shown offline instead of a spinner that never ends.
      networkMode: "offlineFirst",
      staleTime: 30_000,
      // Answers stay in the cache (and in its offline copy, app/offline) as long as the copy is
      // kept: a screen opened this morning still opens offline this afternoon.
      gcTime: 7 * 24 * 60 * 60_000,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: "always" },
  },
});

/** Query cache and data atoms; both are thrown away on logout and impersonation. */
export function Providers({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  useEffect(
    () =>
      onClientReset(() => {
        queryClient.clear();
        setGeneration((g) => g + 1);
      }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider key={generation}>{children}</JotaiProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
