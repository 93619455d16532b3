import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, MAX_VISIBLE_TOASTS } from './AppToaster';

beforeEach(() => {
  toast.remove();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shownTexts = () => screen.queryAllByRole('status').map((element) => element.textContent);

describe('toasts (spec 02 §9)', () => {
  it('shows at most 20 at once, keeping the newest', () => {
    render(<AppToaster />);
    act(() => {
      for (let index = 1; index <= 25; index++) toast(`Note ${index}`);
    });
    const shown = shownTexts();
    expect(shown).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(shown).toContain('Note 25');
    expect(shown).not.toContain('Note 5');
  }, 30_000);

  it('keeps a success 2 s and an error 4 s', () => {
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      toast.success('Changes saved');
      toast.error('Failed to update article. Please try again.');
    });
    // Each expiry starts the 1 s removal delay; then the toast leaves the page.
    act(() => vi.advanceTimersByTime(2050));
    act(() => vi.advanceTimersByTime(1050));
    expect(shownTexts()).toEqual(['Failed to update article. Please try again.']);
    act(() => vi.advanceTimersByTime(950));
    act(() => vi.advanceTimersByTime(1050));
    expect(shownTexts()).toEqual([]);
  }, 30_000);
});
