/**
 * `npx tsx e2e/lighthouse/first-intl-cost.ts`: how long the first Intl formatter of each kind takes in a fresh tab of
 * Debian's Chromium (decision 1035), three tabs each. Each first call loads the engine's locale data in one task.
 */
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIRST_CALLS: Record<string, string> = {
  'Intl.NumberFormat': "new Intl.NumberFormat('en-GB').format(0)",
  'Intl.DateTimeFormat': "new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' }).format(0)",
  'Intl.PluralRules': "new Intl.PluralRules('en-GB').select(1)",
  'String.prototype.localeCompare': "'a'.localeCompare('b')",
  'a whole number by hand': "String(1234567).replace(/\\B(?=(\\d{3})+$)/g, ',')",
};

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (const [name, code] of Object.entries(FIRST_CALLS)) {
      const times: string[] = [];
      for (let tab = 0; tab < 3; tab++) {
        const page = await browser.newPage();
        await page.goto('data:text/html,<p>first Intl call</p>');
        const ms = (await page.evaluate(
          `(() => { const start = performance.now(); ${code}; return performance.now() - start; })()`,
        )) as number;
        times.push(ms.toFixed(1));
        await page.close();
      }
      console.log(`${name.padEnd(32)} ${times.join('  ')} ms`);
    }
  } finally {
    await browser.close();
  }
}

void main();
