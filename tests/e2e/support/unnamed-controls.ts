import type { Page } from 'playwright-core';

/**
 * Controls a screen reader could not name (buttons, links, inputs, check boxes and
 * combo boxes with no label, text, aria-label, aria-labelledby or title), and
 * whether the document states its language: the checks this suite can run without
 * an accessibility engine in the browser.
 */
export async function accessibilityGaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const gaps: string[] = [];
    if (!document.documentElement.lang) gaps.push('<html> has no lang');
    const named = (element: Element): boolean => {
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy?.split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim())) return true;
      if (element.getAttribute('aria-label')?.trim() || element.getAttribute('title')?.trim()) return true;
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        if (element.labels && [...element.labels].some((label) => label.textContent?.trim())) return true;
        return false;
      }
      return Boolean(element.textContent?.trim());
    };
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), textarea, [role=button], [role=checkbox], [role=combobox]',
    );
    for (const control of controls) {
      const hidden = control.closest('[aria-hidden=true]') || (control as HTMLElement).offsetParent === null;
      if (!hidden && !named(control)) gaps.push(control.outerHTML.slice(0, 160));
    }
    return gaps;
  });
}
