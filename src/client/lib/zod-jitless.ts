// zod 4 compiles a fast object parser with `new Function`, and before its first object parse it
// probes whether eval is allowed. The app's CSP (script-src 'self', server/plugins/security-headers)
// refuses eval: the probe's error is swallowed, but the browser reports a securitypolicyviolation on
// every page that checks an answer. jitless skips the probe and the compiled path, which the CSP
// refuses anyway: the same checks, no violation.
//
// zod keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod on the
// page) and adopts an object already there. Setting it here, before zod loads, keeps zod out of the
// first view: importing zod's `config` put 3.7 KB gzip of its core into the entry chunk. The unit
// test checks that zod honours it; e2e content-security.spec.ts that no violation is raised.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

export function makeZodJitless(): void {
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

makeZodJitless();
