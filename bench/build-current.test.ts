import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildIsCurrent } from "./server";

describe("buildIsCurrent", () => {
  const root = mkdtempSync(join(tmpdir(), "bench-build-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  git("init", "-q");
  writeFileSync(join(root, "a.txt"), "a");
  git("add", "a.txt");
  // The commit at a known time: 2026-12-06 09:00 UTC.
  const committed = Date.UTC(2026, 11, 6, 9, 0, 0) / 1000;
  execFileSync("git", ["-c", "user.name=b", "-c", "user.email=b@example.com", "commit", "-q", "-m", "a"], { cwd: root, env: { ...process.env, GIT_AUTHOR_DATE: `${committed} +0000`, GIT_COMMITTER_DATE: `${committed} +0000` } });
  const dist = join(root, "dist");
  const build = (atSec: number) => {
    mkdirSync(join(dist, "server"), { recursive: true });
    mkdirSync(join(dist, "client"), { recursive: true });
    writeFileSync(join(dist, "server/main.js"), "");
    writeFileSync(join(dist, "client/index.html"), "");
    utimesSync(join(dist, "client/index.html"), atSec, atSec);
  };

  it("is false without a build, or with a build older than the last commit", () => {
    expect(buildIsCurrent(dist, root)).toBe(false);
    build(committed - 86_400);
    expect(buildIsCurrent(dist, root)).toBe(false);
  });

  it("is true for a build made after the last commit", () => {
    build(committed + 60);
    expect(buildIsCurrent(dist, root)).toBe(true);
  });
});
