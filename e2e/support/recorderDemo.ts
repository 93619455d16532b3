import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The small web application the recorder spec records a task in: a settings form with an e-mail
 * field, a password field and a button, a link to a second page, an e-mail address shown as text,
 * and a third page that is opened by typing its address. Served on loopback by the test itself.
 */

export const SHOWN_EMAIL = 'maria.schmidt@example.com';
export const TYPED_EMAIL = 'jonas.weber@example.org';
/** On the organization's do-not-show list in the spec. */
export const SECRET_TERM = 'KD-4711';
/** Shown inside the help page's chat frame, which comes from another origin. */
export const FRAME_EMAIL = 'help@demo-shop.example';

const style = `
  body { font: 20px/1.5 'DejaVu Sans', sans-serif; margin: 40px 56px; color: #111; background: #fff; }
  h1 { font-size: 34px; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin-top: 14px; }
  input { font: inherit; width: 420px; padding: 8px 12px; border: 2px solid #555; border-radius: 6px; }
  button { font: inherit; font-weight: 700; margin-top: 20px; padding: 10px 22px; border-radius: 6px;
    border: 0; background: #1d4ed8; color: #fff; }
  .contact { font-size: 30px; letter-spacing: 1px; }
  a { display: inline-block; margin-top: 24px; font-size: 22px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head><body>${body}</body></html>`;
}

/** The help page embeds its chat from the other loopback name: a cross-origin frame. */
function pages(port: number): Record<string, string> {
  return {
    '/': page(
      'Account settings – Demo Shop',
      `<h1>Account settings</h1>
     <p class="contact">Support contact: <span id="shown-email">${SHOWN_EMAIL}</span></p>
     <p class="contact">Customer number <span id="term">${SECRET_TERM}</span></p>
     <form id="settings" onsubmit="return false">
       <label for="email">E-mail</label>
       <input id="email" name="email" type="email" autocomplete="off">
       <label for="password">Password</label>
       <input id="password" name="password" type="password" autocomplete="off">
       <div><button type="button" id="save" onclick="document.getElementById('saved').hidden = false">Save settings</button></div>
       <p id="saved" hidden>Saved.</p>
     </form>
     <a href="/orders">Show my orders</a>`,
    ),
    '/orders': page(
      'Orders – Demo Shop',
      `<h1>My orders</h1><p>Order 1001 – shipped</p><p>Order 1002 – in progress</p>`,
    ),
    '/help': page(
      'Help – Demo Shop',
      `<h1>Help</h1><p>How can we help?</p>
     <iframe title="Chat" src="http://localhost:${port}/chat" width="640" height="260"
       style="border: 3px solid #999; margin: 10px 0 0 60px; padding: 6px"></iframe>`,
    ),
    '/chat': page(
      'Chat',
      `<p class="contact">Write to <span id="frame-email" style="white-space: nowrap">${FRAME_EMAIL}</span></p>
     <button type="button" id="contact">Contact support</button>`,
    ),
  };
}

export async function startDemoSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    const body = pages(port)[(request.url ?? '/').split('?')[0] ?? '/'];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
