import { archiveSlug } from '@support/shared';

/** `reset-your-password.pdf`: the title in the archive's file-name characters (safe in a header). */
export const pdfFilename = (title: string) => `${archiveSlug(title, 'article')}.pdf`;
