// /gsStore: renders nothing of its own; on load it opens the tyre store in a window 85 % of the
// screen (spec §2). Only a refused window or an error leaves a line on the page.
import { useEffect, useState } from "react";
import { storeMessages as m } from "../../../../shared/messages/workshop-tools";
import { notify } from "../../../lib/notify";
import { getGsUrl, openStoreWindow } from "../api/stores-api";

export function GsStoreScreen() {
  const [blocked, setBlocked] = useState<string | null>(null);
  useEffect(() => {
    getGsUrl()
      .then((url) => {
        if (!openStoreWindow(url, "gomma-service")) setBlocked(url);
      })
      .catch(() => notify.error(m.gsFailed));
  }, []);
  return blocked ? (
    <p className="text-sm">
      {m.popupBlocked}{" "}
      <a className="text-brand-700 underline" href={blocked} target="gomma-service">
        Apri Gomma Service
      </a>
    </p>
  ) : null;
}
