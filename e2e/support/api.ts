import { expect, type Page } from '@playwright/test';

/**
 * A call of the product's /v1 API as the signed-in user of `page` (its stored token), for the
 * set-up a test is not about; it must succeed. Answers the JSON body.
 */
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: data as object,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}
