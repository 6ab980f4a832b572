import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium; the flags keep it from reaching for the network these machines do not have. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** Keeps a screenshot of the page when a journey fails (test-results/ is kept as a CI artifact). */
export async function screenshotOnFailure(page: Page, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await mkdir('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    throw error;
  }
}
