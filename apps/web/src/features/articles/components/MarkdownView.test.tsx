import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import MarkdownView from './MarkdownView';

afterEach(cleanup);

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const images = {
  steps: [],
  externalImages: [{ id: ID, signedUrl: '/files/save.png?sig=1' }],
  mediaOutput: null,
};

describe('MarkdownView', () => {
  it("describes an uploaded image by its title, else its file name, never by the product's id", () => {
    render(
      <MemoryRouter>
        <MarkdownView
          content={`![External:${ID}](save.png "The Save button")\n\n![External:${ID}](settings-page.png)`}
          images={images}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'The Save button' }).getAttribute('src')).toBe(
      '/files/save.png?sig=1',
    );
    expect(screen.getByRole('img', { name: 'settings page' })).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('External:');
  });
});
