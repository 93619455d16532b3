import type { SupportedLanguage } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { type WriterStep, writeArticle } from '.';

function titleOf(
  pages: { pageUrl: string; pageTitle: string }[],
  language: SupportedLanguage = 'en',
  title?: string,
) {
  const steps: WriterStep[] = pages.map((page, index) => ({
    ...page,
    number: index + 1,
    action: 'CLICK',
    elementLabel: 'OK',
  }));
  return writeArticle({
    title,
    steps,
    language,
    addressingStyle: 'PERSONAL',
    formality: 'INFORMAL',
    contentType: 'STEP_BY_STEP_GUIDE',
  }).title;
}

describe('article title', () => {
  it('names the page the task is mostly on and the site the pages share', () => {
    const pages = [
      { pageUrl: 'https://shop.example.com/', pageTitle: 'Home | Example Shop' },
      { pageUrl: 'https://shop.example.com/orders', pageTitle: 'Orders | Example Shop' },
      { pageUrl: 'https://shop.example.com/orders', pageTitle: 'Orders | Example Shop' },
    ];
    expect(titleOf(pages)).toBe('How to use Orders on Example Shop');
    expect(titleOf(pages, 'de')).toBe('Orders in Example Shop verwenden');
    expect(titleOf(pages, 'fr')).toBe('Comment utiliser Orders sur Example Shop');
  });

  it('tells the site from the page on a single page by the host name', () => {
    const pages = [{ pageUrl: 'https://www.acme-crm.io/leads', pageTitle: 'Acme CRM — Leads' }];
    expect(titleOf(pages)).toBe('How to use Leads on Acme CRM');
  });

  it('falls back to the host name, then to a generic title, never empty', () => {
    expect(titleOf([{ pageUrl: 'https://app.example.com/x', pageTitle: '' }])).toBe(
      'How to use app.example.com',
    );
    expect(titleOf([{ pageUrl: 'https://app.example.com/x', pageTitle: 'Dashboard' }])).toBe(
      'How to use Dashboard on app.example.com',
    );
    expect(titleOf([{ pageUrl: 'about:blank', pageTitle: '' }], 'de')).toBe('Schritt-für-Schritt-Anleitung');
    expect(titleOf([{ pageUrl: 'file:///tmp/a.html', pageTitle: '   ' }], 'tr')).toBe('Adım adım kılavuz');
  });

  it('keeps a title the recording brings, and stays short with long page titles', () => {
    const pages = [
      { pageUrl: 'https://example.com/', pageTitle: `${'Very long page name '.repeat(20)}- Example` },
    ];
    expect(titleOf(pages, 'en', '  Reset a password ')).toBe('Reset a password');
    expect(titleOf(pages).length).toBeLessThanOrEqual(120);
  });
});
