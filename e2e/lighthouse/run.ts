/**
 * `npm run lighthouse`: audits /, /login, /jobs, a job page and /dashboard (signed in) of the production build with the
 * lighthouse package in Debian's Chromium, on the same loopback stack the e2e suite uses, and writes
 * the four category scores to docs/benchmarks.md (between its lighthouse markers).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import type { Flags, Result } from 'lighthouse';
import { ADMIN } from '../support/constants';
import { publishSampleJobs } from '../support/sample-jobs';
import { startStack } from '../support/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const OUTPUT = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';

/** Puts the report between the markers of docs/benchmarks.md, one heading level down. */
function writeSection(markdown: string) {
  const doc = readFileSync(OUTPUT, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${OUTPUT} has no ${START} … ${END} section`);
  const section = markdown.replace(/^(#+) /gm, '#$1 ');
  writeFileSync(OUTPUT, `${doc.slice(0, from + START.length)}\n${section}\n${doc.slice(to)}`);
}

type Target = { path: string; signedIn: boolean };
const TARGETS: Target[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/jobs', signedIn: false },
  // A job page: its address is known once the sample postings are published (issue 15).
  { path: '/jobs/:id', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
const FORM_FACTORS = ['mobile', 'desktop'] as const;

type Row = { target: Target; formFactor: (typeof FORM_FACTORS)[number]; lhr: Result };

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that cost points in a category below 100, heaviest first. */
function holdingBack(lhr: Result, id: string): string[] {
  const category = lhr.categories[id];
  if (!category || (category.score ?? 0) >= 1) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.ref.weight * (1 - (b.audit!.score ?? 0)) - a.ref.weight * (1 - (a.audit!.score ?? 0)))
    .slice(0, 5)
    .map(({ audit }) => `${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
}

/** Performance opportunities with the largest estimated paint savings (LCP or FCP). */
function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .map((audit) => ({
      audit,
      savings: Math.max(audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0),
    }))
    .filter(({ audit, savings }) => savings > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.savings - a.savings)
    .slice(0, 4)
    .map(
      ({ audit, savings }) =>
        `${audit.title} (about ${Math.round(savings)} ms${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

/**
 * LIGHTHOUSE_CPU_MULTIPLIER=<n> sets the mobile CPU slowdown (Lighthouse's default is 4, calibrated for a high-end
 * desktop host; its throttling guide suggests 2 on a low-end desktop, benchmark index 1000–1500).
 */
const CPU_MULTIPLIER = process.env.LIGHTHOUSE_CPU_MULTIPLIER
  ? Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER)
  : undefined;
if (CPU_MULTIPLIER !== undefined && !(CPU_MULTIPLIER >= 1 && CPU_MULTIPLIER <= 20)) {
  throw new Error('LIGHTHOUSE_CPU_MULTIPLIER must be a number from 1 to 20');
}

/** One audit; again (up to twice more) when Lighthouse says its trace went wrong and asks to run it again. */
async function audit(url: string, flags: Flags, formFactor: 'mobile' | 'desktop'): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const settings =
      formFactor === 'mobile' && CPU_MULTIPLIER !== undefined
        ? {
            ...flags,
            throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_MULTIPLIER },
          }
        : flags;
    const result = await lighthouse(url, settings, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
    console.log(`${url}: ${result.lhr.runtimeError.code}, again`);
  }
}

async function main() {
  const stack = await startStack();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows: Row[] = [];
  /** Stores the session token where the app keeps it (or removes it), in the browser Lighthouse drives. */
  const setToken = async (value: string | null) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${stack.baseURL}/favicon.svg`);
    await page.evaluate((token) => {
      if (token === null) localStorage.removeItem('auth_token');
      else localStorage.setItem('auth_token', token);
    }, value);
    await page.close();
    await browser.close();
  };
  try {
    const login = await fetch(`${stack.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const api = await request.newContext({ baseURL: stack.baseURL });
    await publishSampleJobs(api);
    await api.dispose();
    const board = (await (await fetch(`${stack.baseURL}/api/jobs?pageSize=1`)).json()) as {
      jobs: Array<{ id: string }>;
    };
    for (const target of TARGETS) target.path = target.path.replace(':id', board.jobs[0]!.id);

    for (const formFactor of FORM_FACTORS) {
      for (const target of TARGETS) {
        // Lighthouse opens its page in the browser's default context: put the token there first.
        if (target.signedIn) await setToken(token);
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // The dashboard keeps the token set above (signed-out pages have none: it is removed after that audit).
          disableStorageReset: target.signedIn,
        };
        const lhr = await audit(`${stack.baseURL}${target.path}`, flags, formFactor);
        // Lighthouse's storage reset leaves localStorage: without this the next signed-out page (the desktop `/`
        // and `/login`) was audited signed in, `/login` as the dashboard it redirects to.
        if (target.signedIn) await setToken(null);
        if (!lhr.finalDisplayedUrl.endsWith(target.path)) {
          throw new Error(`the audit of ${target.path} ended on ${lhr.finalDisplayedUrl}`);
        }
        rows.push({ target, formFactor, lhr });
        // LIGHTHOUSE_REPORTS=<dir> keeps each full report for a closer look (traces' reading, LCP element).
        if (process.env.LIGHTHOUSE_REPORTS) {
          const name = `${formFactor}${target.path.replace(/[^a-z0-9]+/gi, '-')}.json`;
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${name}`, JSON.stringify(lhr));
        }
        console.log(
          `${formFactor.padEnd(7)} ${target.path.padEnd(10)} ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join('  ')}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await stack.stop();
  }
  writeSection(report(rows));
  console.log(`wrote ${OUTPUT}`);
}

/** The lowest and highest benchmark index Lighthouse measured (its estimate of the host's CPU power). */
function benchmarkRange(rows: Row[]): string {
  const values = rows.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)).sort((a, b) => a - b);
  return `${values[0]}–${values.at(-1)}`;
}

function report(rows: Row[]): string {
  const first = rows[0]!.lhr;
  let chromiumVersion = first.environment.hostUserAgent;
  try {
    chromiumVersion = execFileSync(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // The user agent above names the version too.
  }
  const lines = [
    '# Lighthouse',
    '',
    'Produced by `npm run lighthouse` (root): it builds the product, starts the production build on loopback exactly as',
    'the e2e suite does (fresh DATA_DIR, embedded database), and audits each page with the `lighthouse` npm package in',
    "Debian's Chromium (headless). `/dashboard` is audited signed in as the admin (token put in localStorage first).",
    "Mobile is Lighthouse's default (emulated mid-range phone, simulated slow 4G and 4× CPU slowdown); desktop uses its",
    'desktop preset. Loopback has no real network latency, so the throttling is simulated, not measured.',
    '',
    `Run on ${new Date(first.fetchTime).toISOString().slice(0, 10)} with Lighthouse ${first.lighthouseVersion}, ${chromiumVersion}.`,
    `Mobile CPU slowdown: ${CPU_MULTIPLIER ?? 4}×${CPU_MULTIPLIER === undefined ? " (Lighthouse's default)" : ' (`LIGHTHOUSE_CPU_MULTIPLIER`)'}; this machine's benchmark index in these runs: ${benchmarkRange(rows)}.`,
    '',
    '| Page | Form factor | Performance | Accessibility | Best practices | SEO |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ target, formFactor, lhr }) =>
        `| \`${target.path}\`${target.signedIn ? ' (signed in)' : ''} | ${formFactor} | ${CATEGORIES.map((c) => score(lhr, c)).join(' | ')} |`,
    ),
    '',
    '## What costs points',
    '',
  ];
  let any = false;
  for (const { target, formFactor, lhr } of rows) {
    for (const category of CATEGORIES) {
      const reasons = holdingBack(lhr, category);
      if (reasons.length === 0) continue;
      any = true;
      lines.push(
        `- \`${target.path}\` ${formFactor}, ${category} ${score(lhr, category)}: ${reasons.join('; ')}`,
      );
      const hints = category === 'performance' ? opportunities(lhr) : [];
      if (hints.length > 0) lines.push(`  - Lighthouse's estimated savings: ${hints.join('; ')}`);
    }
  }
  if (!any) lines.push('Nothing: every category scored 100.');
  lines.push('');
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
