import { download } from '../../lib/http';

/** The exports of issue 49: files, outside the contract's JSON client. */

export const downloadOrganizationMarkdown = (): Promise<Blob> => download('/exports/markdown');

export const downloadHelpCenterMarkdown = (id: string): Promise<Blob> =>
  download(`/help-centers/${encodeURIComponent(id)}/export/markdown`);

export const downloadHelpCenterSite = (id: string): Promise<Blob> =>
  download(`/help-centers/${encodeURIComponent(id)}/export/site`);

export const downloadArticlePdf = (id: string): Promise<Blob> =>
  download(`/help-articles/${encodeURIComponent(id)}/pdf`);

/** `acme-help-markdown-2026-12-04.zip`: what it is and when it was taken. */
export const exportFilename = (name: string, kind: 'markdown' | 'site', now = new Date()) =>
  `${name}-${kind}-${now.toISOString().slice(0, 10)}.zip`;
