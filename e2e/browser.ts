import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium; the flags keep it from reaching for the network these machines do not have. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  // Every wait has an end: a stuck journey fails with a screenshot instead of hanging until the test timeout.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(30_000);
    context.setDefaultNavigationTimeout(30_000);
    // Closing is clean-up, not a check: now and then Chromium never acknowledges a context's close (seen after the
    // admin's logout), which would hold the test until its timeout. The browser itself is closed after each file.
    const close = context.close.bind(context);
    context.close = (closeOptions) => semEsperarDemais(close(closeOptions));
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = (closeOptions) => semEsperarDemais(closeBrowser(closeOptions));
  return browser;
}

/** Waits at most 10 s for a clean-up step; whatever it leaves behind ends with the test process. */
function semEsperarDemais(passo: Promise<void>): Promise<void> {
  let relogio: NodeJS.Timeout | undefined;
  const limite = new Promise<void>((resolve) => {
    relogio = setTimeout(resolve, 10_000);
    relogio.unref();
  });
  return Promise.race([passo.catch(() => undefined), limite]).finally(() => clearTimeout(relogio));
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
