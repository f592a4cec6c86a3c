// The session-expired sequence of spec §4 (a 401: the message at once, /login after 3 s), bound to
// the logged-in period that raised it. A 401 answered to the session being logged out is not an
// expiry: the remounted screens' requests of a logout under way were answered 401 and, 3 s later,
// logged out the next user of the tablet, who had logged in meanwhile (a CI run caught it: the
// second login landed on /login with "La sessione è scaduta").
export interface SessionExpiryDeps {
  /** Shows the expiry message. */
  warn: () => void;
  /** Clears the client and goes to /login (after the delay). */
  endSession: () => void;
  /** True when a 401 now is no expiry: this tab is logging out, or nobody is logged in any more. */
  notAnExpiry: () => boolean;
  delayMs: number;
}

export interface SessionExpiry {
  /** A 401 for this logged-in period: the message, and after the delay the end of the session. */
  expire: () => void;
  /** True once expire() has taken effect (the session check stops asking). */
  raised: () => boolean;
  /** The period is over (logout, or another login): nothing raised for it may happen any more. */
  stop: () => void;
}

export function sessionExpiry(deps: SessionExpiryDeps): SessionExpiry {
  let raised = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    expire() {
      if (raised || stopped || deps.notAnExpiry()) return;
      raised = true;
      deps.warn();
      timer = setTimeout(() => {
        timer = null;
        if (!stopped) deps.endSession();
      }, deps.delayMs);
    },
    raised: () => raised,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
