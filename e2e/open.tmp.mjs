import { chromium } from '@playwright/test';
const base = 'http://localhost:3100';
const j = async (method, path, token, body) => {
  const r = await fetch(`${base}/v1${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const t = await r.text(); if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${t}`); return t ? JSON.parse(t) : null;
};
const { token } = await j('POST', '/auth/register', null, { email: `o${Date.now()}@example.test`, password: 'bench-password-1', firstName: 'Ada', lastName: 'L', organizationType: 'COMPANY', organizationName: 'Acme' });
await j('POST', '/payment/create-checkout-session', token, { productId: 'prod_business' });
const a = await j('POST', '/help-articles/create-manual-article', token, { title: 'Refund an order', content: '# Hi\n\nSome text.' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const t0 = Date.now();
page.on('requestfinished', (r) => { const u = r.url(); if (u.includes('/v1/') || u.endsWith('.js')) console.log(Date.now() - t0, 'done', u.replace(base, '').slice(0, 90)); });
await page.goto(base + '/login');
await page.evaluate((t) => localStorage.setItem('token', t), token);
await page.goto(`${base}/articles`);
await page.getByText('Refund an order').first().waitFor();
console.log(Date.now() - t0, 'list shown');
const t1 = Date.now();
await page.getByText('Refund an order').first().click();
for (let i = 0; i < 40; i++) { await page.waitForTimeout(50); const s = await page.evaluate(() => ({ gen: document.body.innerText.includes('Generating article'), busy: document.querySelectorAll('[aria-busy=true],.animate-spin').length, cm: !!document.querySelector('.cm-editor'), review: document.body.innerText.includes('Some text') })); console.log('+' + (Date.now() - t1), JSON.stringify(s)); if (s.cm) break; }
await browser.close();
