// Logout from the header. With edits still queued it asks first: keep them for this user's next
// login (nobody else receives them) or discard them (docs/decisions/0013-offline-design.md).
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { LogOut } from "lucide-react";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "../../ui/dialog";
import { Button } from "../../ui/button";
import { authMessages } from "../../../shared/messages/auth";
import { offlineMessages as m } from "../../../shared/messages/offline";
import { usePendingEdits } from "../../offline/use-outbox";
import { setLogoutChoice, type LogoutChoice } from "../../offline/logout-choice";

export function LogoutButton() {
  const pending = usePendingEdits();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  function leave(choice: LogoutChoice) {
    setLogoutChoice(choice);
    setOpen(false);
    navigate("/logout");
  }

  return (
    <>
      <Link
        to="/logout"
        onClick={(e) => {
          if (pending.length === 0) return;
          e.preventDefault();
          setOpen(true);
        }}
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm text-brand-100 hover:bg-white/10 hover:text-white"
        aria-label={authMessages.logout}
      >
        <LogOut className="size-4" aria-hidden />
        <span className="hidden sm:inline">{authMessages.logout}</span>
      </Link>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader title={m.logoutTitle} description={m.logoutText(pending.length)} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{m.cancel}</Button>
            </DialogClose>
            <Button variant="danger" onClick={() => leave("discard")} data-testid="logout-discard">
              {m.logoutDiscard}
            </Button>
            <Button onClick={() => leave("keep")} data-testid="logout-keep">
              {m.logoutKeep}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
