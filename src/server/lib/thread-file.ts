// Where a worker thread's module is: the TypeScript file through tsx when the server runs from
// source (tests, dev), the file of its own that scripts/build-server.mjs writes beside main.js in the
// build. Used by the PDF pool (lib/pdf-pool.ts) and the job thread (jobs/job-thread.ts).

export interface ThreadModule {
  /** The module's source file (`new URL("./x.ts", import.meta.url)` in the module that uses it). */
  source: URL;
  /** Its name in the build: dist/server/<built>.js (an entry point of scripts/build-server.mjs). */
  built: string;
}

/** The file a worker thread runs, and the Node flags it needs. */
export function threadFile(m: ThreadModule): { filename: string; execArgv: string[] } {
  // From source this module is a .ts file (tsx, vitest): so is the thread's, loaded through tsx.
  const fromSource = import.meta.url.endsWith(".ts");
  if (!fromSource) return { filename: new URL(`./${m.built}.js`, import.meta.url).href, execArgv: [] };
  const inherited = process.execArgv.filter((a) => !a.startsWith("--cpu-prof"));
  const tsx = inherited.some((a) => a.includes("tsx")) ? [] : ["--import", "tsx"];
  return { filename: m.source.href, execArgv: [...inherited, ...tsx] };
}
