// Which of Debian's Chromium builds the browser journeys drive: CHROMIUM_PATH when set; else the headless shell
// (package chromium-headless-shell: the same Chromium without the browser's windowing layers, the build Playwright
// itself runs headless), which took the journeys 3.9 min where the full browser took 5.3 on two cores; else the
// full browser (package chromium).
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_BROWSER = '/usr/bin/chromium';

/** The executable, or null when neither package is installed (and CHROMIUM_PATH is unset). */
export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, FULL_BROWSER].find((path) => existsSync(path)) ?? null;
}
