// Which screens exist in this version of Banco. The one list is the route table
// (src/client/app/routes.tsx): a route with a `screen` is built. The app registers it here at start,
// so features can hide their links to screens still to come ("Carica CSV", the catalogue store…)
// without importing the app. A later issue turns an entry on by giving its route a screen.
let built: ReadonlySet<string> = new Set();

export function registerBuiltScreens(paths: Iterable<string>): void {
  built = new Set(paths);
}

/** True when the route of `path` (as written in the route table, e.g. "/loadFile") has a screen. */
export function isScreenBuilt(path: string): boolean {
  return built.has(path);
}
