// Random ids made on the client (offline mutation ids, idempotency keys). crypto.randomUUID exists
// only in secure contexts; a counter-plus-random fallback covers plain-HTTP LAN installs.
export function newClientId(prefix = ""): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return `${prefix}${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === "function") c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `${prefix}${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
