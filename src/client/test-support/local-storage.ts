// Unit tests of client modules run in Node, which has no localStorage; lib/session reads it when it
// loads. Import this first (a side-effect import runs before the modules imported after it).
const data = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, v),
  removeItem: (k: string) => void data.delete(k),
  clear: () => data.clear(),
};
