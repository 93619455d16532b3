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

describe('article title from the pages', () => {
  it('names the page the task is mostly on and the site the pages share', () => {
    const pages = [
      { pageUrl: 'https://shop.example.com/', pageTitle: 'Home | Example Shop' },
      { pageUrl: 'https://shop.example.com/orders', pageTitle: 'Orders | Example Shop' },
      { pageUrl: 'https://shop.example.com/orders', pageTitle: 'Orders | Example Shop' },
    ];
    expect(titleOf(pages)).toBe('Work with Orders in Example Shop');
    expect(titleOf(pages, 'de')).toBe('Mit Orders in Example Shop arbeiten');
    expect(titleOf(pages, 'fr')).toBe('Travailler avec Orders dans Example Shop');
  });

  it('tells the site from the page on a single page by the host name', () => {
    const pages = [{ pageUrl: 'https://www.acme-crm.io/leads', pageTitle: 'Acme CRM — Leads' }];
    expect(titleOf(pages)).toBe('Work with Leads in Acme CRM');
  });

  it('never names the host: a single name is the application, an address none', () => {
    expect(titleOf([{ pageUrl: 'https://app.example.com/x', pageTitle: '' }])).toBe('Step-by-step guide');
    expect(titleOf([{ pageUrl: 'https://app.example.com/x', pageTitle: 'app.example.com/x' }])).toBe(
      'Step-by-step guide',
    );
    expect(titleOf([{ pageUrl: 'https://app.example.com/x', pageTitle: 'Dashboard' }])).toBe('Use Dashboard');
    expect(
      titleOf([{ pageUrl: 'http://10.0.0.5:3000/', pageTitle: 'Line 3 – 10.0.0.5:3000 - Google Chrome' }]),
    ).toBe('Use Line 3');
    // A document's name with its ending is a name, not a host.
    expect(titleOf([{ pageUrl: '', pageTitle: 'Book1.xlsx - Excel' }])).toBe('Work with Book1.xlsx in Excel');
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
