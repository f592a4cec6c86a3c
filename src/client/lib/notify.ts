// Notifications (spec: top offset 200, 3 seconds, at most 3 at once). A tiny store any screen can
// push to; ui/toaster.tsx renders it.
import { NOTIFY_DURATION_MS, NOTIFY_MAX } from "../../shared/rules/limits";

export type NoticeKind = "success" | "error" | "info" | "warning";
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((l) => l());
}

export function dismiss(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

function push(kind: NoticeKind, text: string, durationMs = NOTIFY_DURATION_MS): number {
  const id = nextId++;
  notices = [...notices, { id, kind, text }].slice(-NOTIFY_MAX);
  emit();
  setTimeout(() => dismiss(id), durationMs);
  return id;
}

export const notify = {
  success: (text: string) => push("success", text),
  error: (text: string) => push("error", text),
  info: (text: string) => push("info", text),
  warning: (text: string) => push("warning", text),
};

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotices(): Notice[] {
  return notices;
}

export function clearNotices(): void {
  notices = [];
  emit();
}
