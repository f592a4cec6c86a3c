import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { Spinner } from "../../../ui/spinner";
import { useSession } from "../../../lib/session";
import { useLogoutAction } from "../hooks/use-logout";

export function LogoutScreen() {
  const doLogout = useLogoutAction();
  const navigate = useNavigate();
  // Mounted again by the logout's own reset after it ended: nobody is left to log out.
  const loggedOut = useSession().status === "anonymous";
  useEffect(() => {
    if (loggedOut) navigate("/login", { replace: true });
    else void doLogout().then(() => navigate("/login", { replace: true }));
  }, [doLogout, navigate, loggedOut]);
  return <Spinner className="m-8" label="Disconnessione in corso…" />;
}
