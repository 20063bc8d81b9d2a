// Where the system Chromium lives and how to start it here: shared by Playwright, screenshots and budgets.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const chromiumPath = candidates.find((path) => path && existsSync(path));

/**
 * For the browser tests: Chromium's headless shell (Debian's `chromium-headless-shell`, the same Chromium built for
 * headless use alone, which Playwright itself drives when it brings its own browser), else Chromium. On 2 cores the
 * suite ran in 5.3 minutes with it against 7.7 with the full browser in its headless mode. `CHROME_PATH` still wins.
 * Benchmarks, Lighthouse and screenshots keep the full browser: they measure or show what a reader's browser does.
 */
export const testChromiumPath = process.env.CHROME_PATH
  ? chromiumPath
  : ([process.env.CHROME_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].find((path) => path && existsSync(path)) ?? chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The features @playwright/test (1.65) turns off in every Chromium it starts (`disabledFeatures` in playwright-core). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds the address bar's two WebUI popups (chrome://omnibox-popup.top-chrome) in a renderer
 * of their own for every window, and each browser test opens a window: on 2 cores that renderer took a fifth of the
 * CPU the suite had, and every-page.spec.ts ran in 2.9–3.2 minutes without it against 3.6 with it.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * For a Chromium that Playwright starts. Chromium reads only the last --disable-features it is given, so ours repeats
 * Playwright's list (tests/unit/chromium-args.test.ts holds it to the installed Playwright's).
 */
export const playwrightChromiumArgs = [...chromiumArgs, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_FEATURES].join(',')}`];
