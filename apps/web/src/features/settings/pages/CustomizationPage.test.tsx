import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderRoute } from '../../../testing/harness';
import CustomizationPage from './CustomizationPage';

const routes = [{ path: '/settings/customization', element: <CustomizationPage /> }];

afterEach(cleanup);

describe('customization page', () => {
  it('says help-center theming is coming and where to theme until then', async () => {
    renderRoute('/settings/customization', routes);
    expect(await screen.findByRole('heading', { name: 'Customization' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Help-center theming' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Brand colors for buttons, links and headers',
      'Your logo and favicon',
      'A consistent style on every help-center page',
    ]);
    expect(screen.getByText('Until then, each help center has its own theming tab.')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderRoute('/settings/customization', routes);
      expect(await screen.findByRole('heading', { name: 'Anpassung' })).toBeTruthy();
      expect(screen.getByText('Demnächst')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
