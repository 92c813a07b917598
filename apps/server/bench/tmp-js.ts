import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBenchApp } from '/work/wt/i15/apps/server/bench/harness.ts';
const WEB_DIST = '/work/wt/i15/apps/web/dist';
const bench = await startBenchApp({ WEB_DIST });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const path of (process.env.PATHS ?? '/login,/signup,/forgot-password,/reset-password?token=x').split(',')) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.add(r.url()); });
    await page.goto(`${bench.url}${path}`, { waitUntil: 'networkidle' });
    const h1 = await page.locator('h1').first().textContent().catch(() => '?');
    let total = 0; const rows = [];
    for (const url of scripts) { const b = Buffer.from(await (await fetch(url)).arrayBuffer()); const gz = gzipSync(b).length; total += gz; rows.push(`${(gz/1024).toFixed(1)} ${url.split('/').pop()}`); }
    console.log(`${path}: ${(total/1024).toFixed(1)} KB (${scripts.size}) h1=${h1}`);
    if (process.env.V) console.log(rows.sort((a,b)=>parseFloat(b)-parseFloat(a)).join('\n'));
    await page.close();
  }
} finally { await browser.close(); await bench.close(); }
