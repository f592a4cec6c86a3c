// Spec §2: after login the user goes to `from`, or /home when it is empty, /logout or /.
// Only same-app paths are followed, so a crafted link cannot send the user to another site.
export function redirectTarget(from: string | null | undefined): string {
  if (!from || from === "/" || from === "/logout" || from.startsWith("/logout?") || from.startsWith("/login")) return "/home";
  if (!from.startsWith("/") || from.startsWith("//") || from.includes("\\")) return "/home";
  return from;
}

/**
 * The /login URL for a logged-out visit to `path`. A path the login would not go back to (/,
 * /logout: a session that ends while logging out) is not carried.
 */
export function loginPathFor(path: string): string {
  return path && redirectTarget(path) === path ? `/login?from=${encodeURIComponent(path)}` : "/login";
}
