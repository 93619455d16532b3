import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { sampleHelpCenter } from '../../help-centers/testing';
import {
  ADA_ID,
  MAX_ID,
  organizationSeenBy,
  sampleOrganization,
  sampleProfile,
} from '../../settings/testing';
import ExportPage from './ExportPage';

afterEach(cleanup);

function renderExport({ member = false } = {}) {
  fakeApi((request) => {
    if (request.url === '/profile/user')
      return { status: 200, data: sampleProfile(member ? { id: MAX_ID, firstName: 'Max' } : {}) };
    if (request.url === '/organization/active')
      return { status: 200, data: organizationSeenBy(sampleOrganization(), member ? MAX_ID : ADA_ID) };
    if (request.url === '/help-centers')
      return { status: 200, data: [sampleHelpCenter({ name: 'Acme Docs' })] };
    return undefined;
  });
  renderRoute('/settings/export', [{ path: '/settings/export', element: <ExportPage /> }]);
}

describe('Settings → Export', () => {
  it('offers an admin the organization’s Markdown and each help center’s Markdown and site', async () => {
    renderExport();
    expect(await screen.findByRole('heading', { name: 'Whole organization' })).toBeTruthy();
    expect(await screen.findByText('Acme Docs')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Markdown (.zip)' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'HTML site (.zip)' })).toHaveLength(1);
  });

  it('tells a member that only admins export', async () => {
    renderExport({ member: true });
    expect(await screen.findByText("Only admins can export the organization's content.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Markdown (.zip)' })).toBeNull();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    try {
      renderExport();
      expect(await screen.findByRole('heading', { name: 'Ganze Organisation' })).toBeTruthy();
      expect(await screen.findAllByRole('button', { name: 'HTML-Website (.zip)' })).toHaveLength(1);
    } finally {
      await changeLanguage('en');
    }
  });
});
