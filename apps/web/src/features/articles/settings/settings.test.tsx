import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, SERVER_ERROR } from '../../../testing/harness';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../testing';
import { ImageUpload } from './ImageUpload';
import { TagsEditor } from './TagsEditor';
import { TitleEditor } from './TitleEditor';

afterEach(cleanup);

const BILLING = { id: '11111111-1111-4111-8111-111111111111', name: 'Billing' };

describe('title editing', () => {
  it('saves a changed title with Enter, and Escape puts the current one back', async () => {
    const calls = fakeApi((config) =>
      config.method === 'put' ? { status: 200, data: sampleArticle({ title: 'New title' }) } : undefined,
    );
    renderArticleScreen(<TitleEditor articleId={ARTICLE_ID} title="Old title" />);
    const input = await screen.findByRole('textbox', { name: 'Title' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'Scratch' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveProperty('value', 'Old title');
    fireEvent.change(input, { target: { value: ' New title ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: `/help-articles/${ARTICLE_ID}/title`,
          body: { title: 'New title' },
        }),
      ),
    );
  }, 30_000);

  it('says so when the title cannot be saved', async () => {
    fakeApi(() => SERVER_ERROR);
    renderArticleScreen(<TitleEditor articleId={ARTICLE_ID} title="Old title" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update article title. Please try again.')).toBeTruthy();
  }, 30_000);
});

describe('tags', () => {
  it('adds a new organization tag with Enter and puts it on the article; an existing name cannot be added', async () => {
    const created = { id: '22222222-2222-4222-8222-222222222222', name: 'Onboarding' };
    const calls = fakeApi((config) =>
      config.url === '/organization/add-tag'
        ? { status: 201, data: created }
        : {
            status: 200,
            data: sampleArticle({ tags: [BILLING, created], organization: { tags: [BILLING, created] } }),
          },
    );
    renderArticleScreen(
      <TagsEditor articleId={ARTICLE_ID} selected={[BILLING]} organizationTags={[BILLING]} />,
    );
    const input = await screen.findByRole('textbox', { name: 'New tag' });
    fireEvent.change(input, { target: { value: 'Billing' } });
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'Onboarding' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { tags: [{ id: BILLING.id }, { id: created.id }] } }),
      ),
    );
  }, 30_000);

  it('removes a tag with a click and reports a failed update', async () => {
    fakeApi(() => SERVER_ERROR);
    renderArticleScreen(
      <TagsEditor articleId={ARTICLE_ID} selected={[BILLING]} organizationTags={[BILLING]} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Billing', pressed: true }));
    expect(await screen.findByText('Failed to update article tags. Please try again.')).toBeTruthy();
  }, 30_000);
});

describe('image upload', () => {
  const pick = (file: File) =>
    fireEvent.change(screen.getByLabelText('Upload image', { selector: 'input' }), {
      target: { files: [file] },
    });

  it('refuses other files and images of 10 MB or more before uploading', async () => {
    const calls = fakeApi(() => undefined);
    renderArticleScreen(<ImageUpload articleId={ARTICLE_ID} />);
    await screen.findByRole('button', { name: 'Upload image' });
    pick(new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please select an image file')).toBeTruthy();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick(big);
    expect(await screen.findByText('Image size must be less than 10MB')).toBeTruthy();
    expect(calls).toHaveLength(0);
  }, 30_000);

  it('shows the server message when the server refuses the file', async () => {
    fakeApi(() => ({ status: 400, data: { message: 'The file is not a PNG, JPEG, GIF or WebP image' } }));
    renderArticleScreen(<ImageUpload articleId={ARTICLE_ID} />);
    await screen.findByRole('button', { name: 'Upload image' });
    pick(new File(['<html>'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is not a PNG, JPEG, GIF or WebP image')).toBeTruthy();
  }, 30_000);
});
