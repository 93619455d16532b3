import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleStep } from '../../articles/testing';
import { StepDetails } from './StepDetails';

afterEach(cleanup);

describe('step details', () => {
  it('links a web page address', () => {
    render(<StepDetails step={sampleStep()} number={1} text={null} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://app.example.com/settings');
  });

  it('shows any other address as text, never as a link', () => {
    for (const pageUrl of ['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>']) {
      render(<StepDetails step={sampleStep({ pageUrl })} number={1} text={null} />);
      expect(screen.getByText(pageUrl)).toBeTruthy();
      expect(screen.queryByRole('link')).toBeNull();
      cleanup();
    }
  });
});
