import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { Spinner } from "../../../ui/spinner";
import { useLogoutAction } from "../hooks/use-logout";

export function LogoutScreen() {
  const doLogout = useLogoutAction();
  const navigate = useNavigate();
  useEffect(() => {
    void doLogout().then(() => navigate("/login", { replace: true }));
  }, [doLogout, navigate]);
  return <Spinner className="m-8" label="Disconnessione in corso…" />;
}
