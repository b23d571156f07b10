// Tap targets of the public forms: WCAG 2.5.5 and the platforms' own guidance ask for about 44 px, and the
// customers book from phones, often with a thumb on a moving bus.
import type { Locator } from "@playwright/test";

/** The least height, in CSS pixels, of anything a customer taps. */
export const leastTapHeight = 44;

/**
 * The visible controls inside `scope` that are shorter than `leastTapHeight`, each named with its height.
 * A checkbox or radio button counts by its label's row, which must hold the box itself: the whole row is
 * what a thumb taps.
 */
export async function shortTapTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, least) => {
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && getComputedStyle(element).visibility !== "hidden";
    };
    const nameOf = (element: Element) =>
      (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 60) || element.outerHTML.slice(0, 80);
    const short: string[] = [];
    const controls = root.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
    );
    for (const control of controls) {
      if (!shown(control)) continue;
      if (control instanceof HTMLInputElement && ["checkbox", "radio"].includes(control.type)) {
        const row = control.labels?.[0];
        const box = control.getBoundingClientRect();
        const rowBox = row?.getBoundingClientRect();
        const holdsBox =
          rowBox &&
          rowBox.left <= box.left &&
          box.right <= rowBox.right &&
          rowBox.top <= box.top &&
          box.bottom <= rowBox.bottom;
        if (!row || !holdsBox) short.push(`${control.type} ${control.name}: its label does not hold it`);
        else if (rowBox.height < least) short.push(`${nameOf(row)}: ${Math.round(rowBox.height)} px`);
        continue;
      }
      const height = control.getBoundingClientRect().height;
      if (height < least) short.push(`${nameOf(control)}: ${Math.round(height)} px`);
    }
    return short;
  }, leastTapHeight);
}
