import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** What every place that shows the install instructions must show (English texts). */
export async function expectInstallInstructions() {
  const download = await screen.findByRole('link', { name: 'Download extension' });
  expect(download.getAttribute('href')).toBe('/downloads/support-recorder.zip');
  expect(download.hasAttribute('download')).toBe(true);

  const steps = within(screen.getByRole('list', { name: 'Install the extension' })).getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
    'Unzip the download',
    'Open the extensions page',
    'Switch on Developer mode',
    'Load the folder',
    'Pin the recorder',
    'Sign in',
  ]);
  expect(within(steps[1]!).getByText('chrome://extensions')).toBeTruthy();
  expect(within(steps[1]!).getByRole('button', { name: 'Copy chrome://extensions' })).toBeTruthy();
  expect(steps[3]!.textContent).toContain('Click Load unpacked and choose the unzipped folder.');
  expect(steps[5]!.textContent).toContain('sign in with the same e-mail and password as here');

  const desktop = screen.getByRole('region', { name: 'Desktop recorder' });
  expect(desktop.textContent).toContain('POST /v1/recordings');
  expect(desktop.textContent).toContain('One PNG or JPEG part per step');
  expect(within(desktop).getByRole('link', { name: 'OpenAPI description' }).getAttribute('href')).toBe(
    '/v1/openapi.json',
  );
  expect(within(desktop).getByRole('link', { name: 'Upload format' }).getAttribute('href')).toBe(
    '/downloads/recording-format.md',
  );
}
