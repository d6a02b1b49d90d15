// The journeys' accessibility scan: every axe rule tagged WCAG 2.0 and 2.1, levels A and AA.
//
// Legacy mode runs axe.run in the page, with axe put into each of its same-origin frames. The default runs
// axe.runPartial in every frame and then axe.finishRun in a new blank page opened for each scan: twice the time
// (a scan of the case page took 1.6 s against 0.7 s), for frames from other origins, which no screen of the app has.
// In either mode a frame that takes axe longer than a second to load is left out without a word: no screen the
// journeys scan has a frame (documents are previewed in one only once opened).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A scan of the page, or of the part `include` selects. */
export function accessibilityScan(page: Page, include?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  return include ? builder.include(include) : builder;
}

/** The ids of the rules with serious or critical violations in the page (or the part `include` selects). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const { violations } = await accessibilityScan(page, include).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}
