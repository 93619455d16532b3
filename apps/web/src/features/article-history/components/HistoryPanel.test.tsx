import type { Revision, RevisionListItem } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { fakeApi } from '../../../testing/harness';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../../articles/testing';
import { HistoryPanel } from './HistoryPanel';

afterEach(() => {
  cleanup();
  toast.remove();
});

const ids = [
  'a1b2c3d4-0000-4000-8000-000000000001',
  'a1b2c3d4-0000-4000-8000-000000000002',
  'a1b2c3d4-0000-4000-8000-000000000003',
];
const author = {
  id: 'b1b2c3d4-0000-4000-8000-000000000009',
  firstName: 'Hanna',
  lastName: 'Berg',
  email: 'h@example.com',
};

function item(n: number, overrides: Partial<RevisionListItem> = {}): RevisionListItem {
  const at = `2026-05-3${n}T10:00:00.000Z`.replace('3' + n, String(30 - n).padStart(2, '0'));
  return {
    id: ids[n]!,
    kind: 'save',
    author,
    summary: 'content',
    changes: { content: true },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const list = [
  item(0, { kind: 'restore', changes: { title: true, content: true } }),
  item(1, { changes: { content: true, steps: 2 } }),
  item(2, { kind: 'regeneration', author: null, changes: { title: true, content: true } }),
];
const bodies: Record<string, Pick<Revision, 'title' | 'markdown'>> = {
  [ids[0]!]: { title: 'Send invoices', markdown: '1. Open Billing\n2. Click Send now' },
  [ids[1]!]: { title: 'Send invoices', markdown: '1. Open Billing\n2. Click Send' },
  [ids[2]!]: { title: 'Invoices', markdown: '1. Open Billing' },
};

function api(options: { restore?: { missingImages: { stepNumber: number; stepId: string }[] } } = {}) {
  return fakeApi(({ url, method }) => {
    const base = `/help-articles/${ARTICLE_ID}/revisions`;
    if (method === 'get' && url.startsWith(`${base}?`))
      return { status: 200, data: { revisions: list, nextCursor: null } };
    const one = url.match(/\/revisions\/([0-9a-f-]{36})(\/restore)?$/);
    if (one && method === 'post')
      return {
        status: 200,
        data: { revisionId: ids[0], missingImages: options.restore?.missingImages ?? [] },
      };
    if (one) {
      const listed = list.find((r) => r.id === one[1])!;
      return { status: 200, data: { ...listed, ...bodies[one[1]!]!, tags: [], steps: [] } };
    }
    if (url === `/help-articles/${ARTICLE_ID}`) return { status: 200, data: sampleArticle() };
    return undefined;
  });
}

function renderPanel() {
  renderArticleScreen(
    <>
      <HistoryPanel article={sampleArticle()} />
      <AppToaster />
    </>,
  );
}

describe('the History panel', () => {
  it('lists who did what and when, and compares the two newest, inline and side by side, words marked', async () => {
    api();
    renderPanel();
    const rows = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Restored · Hanna Berg');
    expect(rows[1]!.textContent).toContain('text, 2 steps');
    expect(rows[2]!.textContent).toContain('Generated · Automatic');
    // The newest can't be restored: it is the current state.
    expect(within(rows[0]!).queryByRole('button', { name: 'Restore' })).toBeNull();

    const diff = await screen.findByTestId('revision-diff');
    const added = [...diff.querySelectorAll('.bg-emerald-100')].map((el) => el.textContent);
    expect(added).toEqual(['added:  now']);
    expect(diff.textContent).toContain('1. Open Billing');

    fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    const side = await screen.findByTestId('revision-diff');
    expect(side.textContent).toContain('Older:');
    expect(side.textContent).toContain('Newer:');
  }, 30_000);

  it('compares the versions the writer chooses', async () => {
    api();
    renderPanel();
    const boxes = await screen.findAllByRole('checkbox');
    // Unchoose the newest, choose the generated one: now the 2nd and 3rd are compared.
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    await waitFor(() => {
      const diff = screen.getByTestId('revision-diff');
      const marked = (tone: string) => [...diff.querySelectorAll(tone)].map((el) => el.textContent);
      // The second list item is new; the title changed from "Invoices" to "Send invoices".
      // Rewritten whole, the title shows as the old one and the new one.
      expect(marked('.bg-emerald-50')).toEqual(['added: Send invoices', 'added: 2. Click Send']);
      expect(marked('.bg-rose-100')).toEqual(['removed: Invoices']);
      expect(marked('.bg-emerald-100')).toEqual(['added: Send invoices', 'added: 2. Click Send']);
    });
  }, 30_000);

  it('restores after a confirmation and says which step images could not come back', async () => {
    const calls = api({ restore: { missingImages: [{ stepNumber: 3, stepId: ids[2]! }] } });
    renderPanel();
    const rows = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restore this version?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Restore version' }));
    expect(await screen.findByText(/the image of step 3 is no longer stored/)).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: `/help-articles/${ARTICLE_ID}/revisions/${ids[2]}/restore`,
      }),
    );
  }, 30_000);
});
