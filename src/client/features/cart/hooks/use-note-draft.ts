// A note field as the user types it, kept in this tab's drafts (offline/drafts.ts) until saved:
// a reload of the tab — the new version's, after 'Aggiorna' in another tab — brings it back
// (issue 16 item 17). The server's value wins whenever it changes (a save, another tab's edit).
import { useCallback, useEffect, useRef, useState } from "react";
import { currentIdentity } from "../../../offline/identity";
import { clearDraft, readDraft, writeDraft } from "../../../offline/drafts";

export function useNoteDraft(field: string | null, server: string) {
  const identity = currentIdentity();
  const [note, setNoteState] = useState(() => (field ? readDraft<string>(identity, field) : null) ?? server);
  const seen = useRef(server);

  useEffect(() => {
    if (seen.current === server) return;
    seen.current = server;
    setNoteState(server);
    if (field) clearDraft(identity, field);
  }, [server, field, identity]);

  const setNote = useCallback(
    (value: string) => {
      setNoteState(value);
      if (!field) return;
      if (value === seen.current) clearDraft(identity, field);
      else writeDraft(identity, field, value);
    },
    [field, identity],
  );

  /** Back to the server's value (Escape, a refused save): the draft goes. */
  const reset = useCallback(() => {
    setNoteState(seen.current);
    if (field) clearDraft(identity, field);
  }, [field, identity]);

  return { note, setNote, reset };
}
