// The header's menus before the page's first paint (ui/stand-in-trigger.ts, issue 22): until then a
// plain button stands in for each trigger, so that Radix's Popper does not register its anchor inside
// the first commit. The stand-in must behave like the trigger: a press opens the menu, and the focus
// it had passes to the real trigger. Frames are held here (requestAnimationFrame queued) so the
// stand-ins stay on the page as long as the test needs them.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loginAs } from "./helpers";

test.describe.configure({ timeout: 120_000 });

/** Every page of this test starts with its animation frames held until `__releaseFrames()`. */
async function holdFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __releaseFrames: () => void };
    const queued = new Map<number, FrameRequestCallback>();
    const raf = window.requestAnimationFrame.bind(window);
    let held = true;
    let next = 1_000_000;
    window.requestAnimationFrame = (cb) => {
      if (!held) return raf(cb);
      queued.set(++next, cb);
      return next;
    };
    const caf = window.cancelAnimationFrame.bind(window);
    window.cancelAnimationFrame = (id) => (queued.delete(id) ? undefined : caf(id));
    w.__releaseFrames = () => {
      held = false;
      for (const cb of queued.values()) raf(cb);
      queued.clear();
    };
  });
}

test("before the first paint the header's stand-ins open their menus and hand the focus to the real triggers", async ({ page, users }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const user = await users.copy("officina.rossi");
  await loginAs(page, user);
  await expect(page.getByRole("searchbox", { name: "Codice da cercare" })).toBeVisible();
  await holdFrames(page);

  // A press on the stand-in opens the menu at once.
  await page.goto("/home");
  const more = page.getByRole("navigation", { name: "Principale" }).getByRole("button", { name: "Altro" });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute("data-stand-in");
  await more.click();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: "Profilo cliente" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(more).toBeFocused();
  await expect(more).not.toHaveAttribute("data-stand-in");

  // The focus on a stand-in passes to the real trigger when the page has painted; Enter opens it.
  await page.reload();
  const profile = page.getByTestId("profile-menu-trigger");
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute("data-stand-in");
  await profile.focus();
  await page.evaluate(() => (window as unknown as { __releaseFrames: () => void }).__releaseFrames());
  await expect(profile).not.toHaveAttribute("data-stand-in");
  await expect(profile).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("profile-menu")).toBeVisible();
  await expect(page.getByTestId("storage-used")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("profile-menu")).toHaveCount(0);
  await expect(profile).toBeFocused();
});
