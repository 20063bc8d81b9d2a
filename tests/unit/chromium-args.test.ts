import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES, playwrightChromiumArgs } from '../../scripts/chromium.mjs';

/** The features the installed playwright-core turns off: its `disabledFeatures = [ ... ]`, read from its source. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  if (!list) throw new Error('playwright-core no longer says `disabledFeatures = [...]`: read its Chromium switches again.');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([\w-]+)"/g)].map(([, feature]) => feature ?? '');
}

describe('the Chromium that Playwright starts', () => {
  it("keeps every feature Playwright turns off: Chromium reads only the last --disable-features, which is ours", () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it('has one --disable-features, which also turns off the address bar popups a headless window never shows', () => {
    const switches = playwrightChromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]?.slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
