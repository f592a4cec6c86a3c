import { Suspense, useEffect, useState } from "react";
import { createBrowserRouter, Navigate, Outlet, useLocation, useSearchParams, type RouteObject } from "react-router-dom";
import { appRoutes, type AppRoute } from "./routes";
import { lazyModule } from "./lazy-module";
import { canOpen, needsCustomer } from "./route-access";
import { useSession } from "../lib/session";
import { loginPathFor, redirectTarget } from "../features/auth/redirect-target";
import { NotFound } from "../ui/not-found";
import { Spinner } from "../ui/spinner";
import { Alert } from "../ui/alert";
import { PageTitle } from "../ui/page-title";
import { common } from "../../shared/messages/common";
import { ScreenShown } from "./layout/screen-shown";
import { CustomerRequired } from "../components/customer-required";
import { shellMessages } from "../../shared/messages/shell";

/** Every page names itself in the browser's tab and history ("Carrello — Banco"). */
function usePageTitle(label: string): void {
  useEffect(() => {
    document.title = shellMessages.pageTitle(label);
  }, [label]);
}

function NotFoundScreen() {
  usePageTitle(common.notFound);
  return (
    <>
      <NotFound />
      <ScreenShown />
    </>
  );
}

// The portal chrome (headers, menus, connection status, cart summary) is for logged users only:
// a visitor on /login does not download it. main.tsx starts loading it at once for a stored identity.
const shellModule = lazyModule(() => import("./layout/shell"));
export const loadShell = shellModule.load;
const Shell = shellModule.component((m) => m.Shell);

function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

function ShellRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Shell />
    </Suspense>
  );
}

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
  usePageTitle(route.label);
  if (!canOpen(route, session.user)) {
    return (
      <Alert tone="warning" className="mx-auto mt-6 max-w-xl">
        {common.forbidden}
      </Alert>
    );
  }
  if (needsCustomer(route, session.user)) {
    return (
      <>
        <PageTitle>{route.label}</PageTitle>
        <CustomerRequired />
        <ScreenShown />
      </>
    );
  }
  const Screen = route.screen;
  return (
    <Suspense fallback={<Spinner className="m-6" />}>
      <Screen />
      <ScreenShown />
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
          element: <ShellRoute />,
          children: [{ index: true, element: <Navigate to="/home" replace /> }, ...inShell.map(toRouteObject), { path: "*", element: <NotFoundScreen /> }],
        },
      ],
    },
  ]);
}
