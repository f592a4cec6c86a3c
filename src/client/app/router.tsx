import { Suspense, useState } from "react";
import { createBrowserRouter, Navigate, Outlet, useLocation, useSearchParams, type RouteObject } from "react-router-dom";
import { appRoutes, type AppRoute } from "./routes";
import { canOpen } from "./route-access";
import { Shell } from "./layout/shell";
import { useSession } from "../lib/session";
import { loginPathFor, redirectTarget } from "../features/auth/redirect-target";
import { NotAvailable } from "../ui/not-available";
import { Spinner } from "../ui/spinner";
import { Alert } from "../ui/alert";
import { common } from "../../shared/messages/common";

function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== "authenticated") return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}

function LoginGate({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  // Only a visit to /login with a session already open is sent on. A login made on this screen
  // navigates by itself once the after-login steps (first-login profile check) chose the target.
  const [openedLoggedIn] = useState(session.status === "authenticated");
  if (openedLoggedIn) return <Navigate to={redirectTarget(params.get("from"))} replace />;
  return <>{children}</>;
}

function RouteScreen({ route }: { route: AppRoute }) {
  const session = useSession();
  if (!canOpen(route, session.user)) {
    return (
      <Alert tone="warning" className="mx-auto mt-6 max-w-xl">
        {common.forbidden}
      </Alert>
    );
  }
  const Screen = route.screen;
  return (
    <Suspense fallback={<Spinner className="m-6" />}>
      {Screen ? <Screen /> : <NotAvailable title={route.label} />}
    </Suspense>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const element = route.path === "/login" ? <LoginGate><RouteScreen route={route} /></LoginGate> : <RouteScreen route={route} />;
  return { path: route.path, element, handle: { label: route.label } };
}

export function createAppRouter() {
  const bare = appRoutes.filter((r) => r.bare || r.public);
  const inShell = appRoutes.filter((r) => !r.bare && !r.public);
  return createBrowserRouter([
    ...bare.map(toRouteObject),
    {
      element: <RequireAuth />,
      children: [
        {
          element: <Shell />,
          children: [{ index: true, element: <Navigate to="/home" replace /> }, ...inShell.map(toRouteObject), { path: "*", element: <NotAvailable title={common.notFound} /> }],
        },
      ],
    },
  ]);
}
