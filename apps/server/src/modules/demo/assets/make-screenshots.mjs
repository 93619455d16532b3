// Draws the demo's recorded task: "Create an invoice" in Ledgerly, a made-up billing app, as the
// recorder would have captured it (1280×800 screenshots and a manifest with each element's box).
// Run from the repository root: node apps/server/src/modules/demo/assets/make-screenshots.mjs
// It needs playwright-core (installed for e2e) and Debian's /usr/bin/chromium; the PNGs and
// manifest.json it writes are committed, so the server never runs it.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../../package.json'));
const sharp = require('sharp');
const { chromium } = createRequire(path.join(here, '../../../../../../e2e/package.json'))('playwright-core');

const VIEWPORT = { width: 1280, height: 800 };
const URL_BASE = 'https://app.ledgerly.example';

const style = `
  * { box-sizing: border-box; margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; }
  body { display: flex; height: 800px; background: #f6f7f9; color: #1f2933; font-size: 14px; }
  nav { width: 220px; background: #102a43; color: #d9e2ec; padding: 20px 12px; }
  nav .brand { font-weight: 700; font-size: 18px; color: #fff; padding: 4px 12px 22px; }
  nav .brand span { color: #5ed6a0; }
  nav a { display: block; padding: 9px 12px; border-radius: 6px; color: #bcccdc; text-decoration: none; margin-bottom: 2px; }
  nav a.active { background: #243b53; color: #fff; }
  main { flex: 1; display: flex; flex-direction: column; }
  header { height: 60px; background: #fff; border-bottom: 1px solid #e4e7eb; display: flex; align-items: center; justify-content: space-between; padding: 0 28px; }
  header .search { width: 320px; height: 34px; border: 1px solid #d9e2ec; border-radius: 6px; padding: 8px 12px; color: #9aa5b1; }
  header .user { display: flex; align-items: center; gap: 10px; color: #52606d; }
  header .avatar { width: 32px; height: 32px; border-radius: 50%; background: #5ed6a0; color: #102a43; display: grid; place-items: center; font-weight: 700; }
  .content { padding: 28px; }
  h1 { font-size: 24px; margin-bottom: 4px; }
  .sub { color: #7b8794; margin-bottom: 22px; }
  .row { display: flex; justify-content: space-between; align-items: flex-start; }
  .btn { background: #2f80ed; color: #fff; border: 0; border-radius: 6px; padding: 10px 18px; font-size: 14px; font-weight: 600; }
  .btn.secondary { background: #fff; color: #334e68; border: 1px solid #cbd2d9; }
  .cards { display: flex; gap: 16px; margin-bottom: 22px; }
  .card { flex: 1; background: #fff; border: 1px solid #e4e7eb; border-radius: 10px; padding: 18px; }
  .card b { display: block; font-size: 22px; margin-top: 6px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e4e7eb; border-radius: 10px; overflow: hidden; }
  th, td { text-align: left; padding: 12px 16px; border-bottom: 1px solid #f0f2f5; }
  th { color: #7b8794; font-weight: 600; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; background: #fafbfc; }
  .pill { border-radius: 999px; padding: 3px 10px; font-size: 12px; font-weight: 600; }
  .paid { background: #e3f9ee; color: #0e7c4a; } .open { background: #fff4d6; color: #8a5a00; } .late { background: #ffe3e3; color: #a61b1b; }
  form { background: #fff; border: 1px solid #e4e7eb; border-radius: 10px; padding: 24px; max-width: 760px; }
  label { display: block; font-weight: 600; margin: 0 0 6px; color: #334e68; }
  .field { margin-bottom: 18px; }
  .input { height: 40px; border: 1px solid #cbd2d9; border-radius: 6px; padding: 10px 12px; width: 100%; background: #fff; }
  .input.focus { border-color: #2f80ed; box-shadow: 0 0 0 3px #d6e6fd; }
  .input.empty { color: #9aa5b1; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  .lines { display: grid; grid-template-columns: 3fr 1fr 1fr; gap: 12px; }
  .total { text-align: right; font-size: 18px; font-weight: 700; margin: 10px 0 20px; }
  .actions { display: flex; gap: 12px; justify-content: flex-end; }
`;

const invoiceRows = [
  ['INV-1042', 'Acme Corporation', '12 Mar 2026', '€ 3,400.00', 'paid', 'Paid'],
  ['INV-1041', 'Globex GmbH', '08 Mar 2026', '€ 980.00', 'open', 'Open'],
  ['INV-1040', 'Initech Ltd', '01 Mar 2026', '€ 2,150.00', 'late', 'Overdue'],
  ['INV-1039', 'Umbrella Retail', '24 Feb 2026', '€ 640.00', 'paid', 'Paid'],
  ['INV-1038', 'Stark Logistics', '19 Feb 2026', '€ 5,720.00', 'paid', 'Paid'],
];

function frame(active, body) {
  const link = (name) => `<a href="#" class="${name === active ? 'active' : ''}">${name}</a>`;
  return `<html><head><style>${style}</style></head><body>
    <nav><div class="brand">Ledger<span>ly</span></div>
      ${['Dashboard', 'Invoices', 'Customers', 'Products', 'Payments', 'Reports', 'Settings'].map(link).join('')}
    </nav>
    <main><header><div class="search">Search invoices, customers…</div>
      <div class="user">Maria Lopez <div class="avatar">ML</div></div></header>
      <div class="content">${body}</div></main></body></html>`;
}

const dashboard = frame(
  'Dashboard',
  `<h1>Good morning, Maria</h1><p class="sub">Here is how March is going.</p>
   <div class="cards"><div class="card">Revenue this month<b>€ 18,240.00</b></div>
   <div class="card">Outstanding<b>€ 3,130.00</b></div><div class="card">Overdue<b>€ 2,150.00</b></div></div>
   <table><tr><th>Recent activity</th><th></th></tr>
   <tr><td>Acme Corporation paid INV-1042</td><td>2 hours ago</td></tr>
   <tr><td>Reminder sent to Initech Ltd</td><td>Yesterday</td></tr>
   <tr><td>New customer: Stark Logistics</td><td>3 days ago</td></tr></table>`,
);

const invoices = frame(
  'Invoices',
  `<div class="row"><div><h1>Invoices</h1><p class="sub">42 invoices · € 3,130.00 outstanding</p></div>
   <button class="btn" id="new">+ New invoice</button></div>
   <table><tr><th>Number</th><th>Customer</th><th>Date</th><th>Amount</th><th>Status</th></tr>
   ${invoiceRows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td><td><span class="pill ${r[4]}">${r[5]}</span></td></tr>`).join('')}
   </table>`,
);

function form({ customer, focus, description, amount }) {
  const input = (id, value, placeholder) =>
    `<div class="input ${focus === id ? 'focus' : ''} ${value ? '' : 'empty'}" id="${id}">${value || placeholder}</div>`;
  const total = amount ? `€ ${amount}` : '€ 0.00';
  return frame(
    'Invoices',
    `<h1>New invoice</h1><p class="sub">INV-1043 · Draft</p>
     <form><div class="grid"><div class="field"><label>Customer</label>${input('customer', customer, 'Choose a customer')}</div>
     <div class="field"><label>Due date</label><div class="input">14 Apr 2026</div></div></div>
     <label>Line items</label><div class="lines field">${input('description', description, 'Description')}
     <div class="input">1</div>${input('amount', amount, 'Price')}</div>
     <div class="total">Total ${total}</div>
     <div class="actions"><button type="button" class="btn secondary">Save draft</button>
     <button type="button" class="btn" id="send">Send invoice</button></div></form>`,
  );
}

const steps = [
  {
    html: dashboard,
    target: 'nav a:nth-child(3)',
    action: 'CLICK',
    page: '/dashboard',
    title: 'Dashboard – Ledgerly',
    label: 'Invoices',
    role: 'link',
    tag: 'a',
  },
  {
    html: invoices,
    target: '#new',
    action: 'CLICK',
    page: '/invoices',
    title: 'Invoices – Ledgerly',
    label: '+ New invoice',
    role: 'button',
    tag: 'button',
  },
  {
    html: form({ customer: 'Northwind Traders', focus: 'customer' }),
    target: '#customer',
    action: 'TYPE',
    value: 'Northwind Traders',
    page: '/invoices/new',
    title: 'New invoice – Ledgerly',
    label: 'Customer',
    role: 'textbox',
    tag: 'input',
  },
  {
    html: form({
      customer: 'Northwind Traders',
      description: 'Website maintenance, March',
      focus: 'description',
    }),
    target: '#description',
    action: 'TYPE',
    value: 'Website maintenance, March',
    page: '/invoices/new',
    title: 'New invoice – Ledgerly',
    label: 'Description',
    role: 'textbox',
    tag: 'input',
  },
  {
    html: form({
      customer: 'Northwind Traders',
      description: 'Website maintenance, March',
      amount: '1,250.00',
      focus: 'amount',
    }),
    target: '#amount',
    action: 'TYPE',
    value: '1,250.00',
    page: '/invoices/new',
    title: 'New invoice – Ledgerly',
    label: 'Price',
    role: 'textbox',
    tag: 'input',
  },
  {
    html: form({
      customer: 'Northwind Traders',
      description: 'Website maintenance, March',
      amount: '1,250.00',
    }),
    target: '#send',
    action: 'CLICK',
    page: '/invoices/new',
    title: 'New invoice – Ledgerly',
    label: 'Send invoice',
    role: 'button',
    tag: 'button',
  },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: VIEWPORT });
const manifestSteps = [];
for (const [index, step] of steps.entries()) {
  await page.setContent(step.html);
  const box = await page.locator(step.target).boundingBox();
  const raw = await page.screenshot();
  const name = `step-${index + 1}.png`;
  // A palette of 64 colours keeps the flat interface sharp at a fraction of the size.
  const png = await sharp(raw).png({ palette: true, colors: 64, compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(path.join(here, name), png);
  console.log(`${name}: ${Math.round(png.length / 1024)} KB`);
  const round = (n) => Math.round(n);
  manifestSteps.push({
    action: step.action,
    image: `step-${index + 1}`,
    timestamp: 1500 + index * 4200,
    pageUrl: `${URL_BASE}${step.page}`,
    pageTitle: step.title,
    element: {
      label: step.label,
      role: step.role,
      tag: step.tag,
      box: { x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) },
    },
    ...(step.action === 'CLICK'
      ? { point: { x: round(box.x + box.width / 2), y: round(box.y + box.height / 2) } }
      : {}),
    ...(step.value ? { value: step.value } : {}),
    viewport: { width: VIEWPORT.width, height: VIEWPORT.height, devicePixelRatio: 1 },
  });
}
await browser.close();
const manifest = {
  formatVersion: 1,
  recorder: { kind: 'chrome-extension', version: 'demo' },
  title: 'Create an invoice in Ledgerly',
  redaction: { automatic: true },
  steps: manifestSteps,
};
writeFileSync(path.join(here, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
