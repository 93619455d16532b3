import type { DomainVerification } from '@support/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { HELP_CENTER_ID, sampleHelpCenter } from '../testing';
import { DomainVerificationPanel } from './DomainVerificationPanel';

afterEach(cleanup);

const PENDING: DomainVerification = {
  status: 'PENDING',
  recordName: '_support-verification.help.acme.test',
  recordValue: '0123456789abcdef0123456789abcdef',
  checkedAt: null,
  verifiedAt: null,
  failureReason: null,
  verifiedBy: null,
};

function Panel({ verification }: { verification: DomainVerification }) {
  return (
    <DomainVerificationPanel
      centerId={HELP_CENTER_ID}
      domain="help.acme.test"
      verification={verification}
      canCheck
    />
  );
}

describe('custom domain verification panel', () => {
  it('shows the TXT record to create and checks it on Check now', async () => {
    const calls = fakeApi((request) =>
      request.url.endsWith('/domain-verification/check')
        ? {
            status: 200,
            data: sampleHelpCenter({
              domainVerification: { ...PENDING, status: 'FAILED', failureReason: 'No TXT record found' },
            }),
          }
        : undefined,
    );
    renderRoute('/', [{ path: '/', element: <Panel verification={PENDING} /> }]);
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText(PENDING.recordName)).toBeTruthy();
    expect(screen.getByText(PENDING.recordValue)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await vi.waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        url: `/help-centers/${HELP_CENTER_ID}/domain-verification/check`,
      }),
    );
  }, 30_000);

  it('says when the last check failed, with the reason', async () => {
    fakeApi(() => undefined);
    renderRoute('/', [
      {
        path: '/',
        element: (
          <Panel verification={{ ...PENDING, status: 'FAILED', failureReason: 'No TXT record found at x' }} />
        ),
      },
    ]);
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('The last check failed: No TXT record found at x')).toBeTruthy();
  }, 30_000);
});
