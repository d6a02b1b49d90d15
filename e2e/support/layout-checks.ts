// What the layout check measures on a loaded page: how far the document is wider than the window, and
// the smallest text the page shows (HTML and SVG text that is visible and not screen-reader only).
import type { Page } from '@playwright/test';

export type LayoutMeasure = { overflowPx: number; smallestTextPx: number | null; smallestText: string | null; overflowing: string[] };

export async function measureLayout(page: Page): Promise<LayoutMeasure> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflowPx = Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
    // What sticks out: elements past the window's right edge whose parent is not (the outermost too-wide
    // ones), leaving out what a scrolling box inside the window clips, so a failure names the element to fix.
    const overflowing: string[] = [];
    if (overflowPx > 0) {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 5).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      const past = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 0.5;
      const clipped = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible' && !past(up)) return true;
        }
        return false;
      };
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (
          !past(element) ||
          (element.parentElement && past(element.parentElement) && element.parentElement !== document.body) ||
          clipped(element)
        )
          continue;
        overflowing.push(describe(element));
        if (overflowing.length >= 5) break;
      }
    }
    let smallest: { size: number; text: string } | null = null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // sr-only, collapsed
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      if (element.closest('[aria-hidden="true"]') && element.closest('svg') === null) continue;
      // SVG text is drawn at its font size times the SVG's scale: measure what is on screen.
      let size = parseFloat(style.fontSize);
      const svg = element.closest('svg');
      if (svg && svg.viewBox.baseVal && svg.viewBox.baseVal.width > 0)
        size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      if (!smallest || size < smallest.size) smallest = { size, text: text.slice(0, 60) };
    }
    return {
      overflowPx,
      overflowing,
      smallestTextPx: smallest ? Math.round(smallest.size * 10) / 10 : null,
      smallestText: smallest?.text ?? null,
    };
  });
}
