import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { fakeAdminApi, ORG_ID, renderAdmin, sampleAuditEntry, sampleSystem } from './testing';

afterEach(cleanup);

const ENTRIES = [
  sampleAuditEntry({
    before: { planId: 'trial', superAdmin: false },
    after: { planId: 'pro', superAdmin: true, futureField: 'x' },
  }),
  sampleAuditEntry({
    id: '8d0e1f2a-3b4c-4d5e-9f6a-7b8c9d0e1f2a',
    actor: { kind: 'cli', label: 'npm run admin', userId: null },
    action: 'job.retry',
    target: { type: 'job', id: '6b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e', label: 'generate-article' },
    before: { status: 'failed' },
    after: { status: 'queued' },
  }),
];

describe('audit log', () => {
  it('names who did what to which target, and the values before and after, in English and German', async () => {
    fakeAdminApi((request) =>
      request.url.startsWith('/admin/audit')
        ? { status: 200, data: { items: ENTRIES, nextCursor: null } }
        : undefined,
    );
    renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [plan, retry] = within(table).getAllByRole('row').slice(1);
    expect(within(plan!).getByRole('rowheader').textContent).toBe('Plan set');
    expect(within(plan!).getByText('ada@acme.test')).toBeTruthy();
    expect(within(plan!).getByRole('link', { name: 'Globex' }).getAttribute('href')).toBe(
      `/admin/organizations/${ORG_ID}`,
    );
    expect(within(plan!).getByText('Plan:').nextElementSibling?.textContent).toBe('trial → becomes pro');
    expect(within(plan!).getByText('Super admin:').nextElementSibling?.textContent).toBe('No → becomes Yes');
    // A field this app does not know (a newer server) is shown as the server named it.
    expect(within(plan!).getByText('futureField:')).toBeTruthy();
    expect(within(retry!).getByRole('rowheader').textContent).toBe('Job retried');
    expect(within(retry!).getByText('Command line (npm run admin)')).toBeTruthy();

    await changeLanguage('de');
    try {
      expect(await within(table).findByText('Plan gesetzt')).toBeTruthy();
      expect(within(table).getByText('Auftrag wiederholt')).toBeTruthy();
      expect(within(table).getByText('Super-Admin:').nextElementSibling?.textContent).toBe(
        'Nein → wird zu Ja',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('system', () => {
  it('shows the installation and each provider, and the result of a test', async () => {
    const calls = fakeAdminApi((request) => {
      if (request.url === '/admin/system') return { status: 200, data: sampleSystem() };
      if (request.url === '/admin/system/test/mail')
        return { status: 200, data: { ok: false, message: 'Connection refused by mail.example.test' } };
      return undefined;
    });
    renderAdmin('/admin/system');
    expect(await screen.findByText('1.18.0')).toBeTruthy();
    expect(screen.getByText('Embedded (PGlite) · 52.4 MB')).toBeTruthy();
    expect(screen.getByText('Local files · 1.3 MB')).toBeTruthy();
    const ai = screen.getByText('AI', { selector: 'p' }).closest('li')!;
    expect(within(ai).getByText('Not configured')).toBeTruthy();
    expect(within(ai).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send a test through Mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Test failed: Connection refused by mail.example.test',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/admin/system/test/mail',
    ]);
  });
});
