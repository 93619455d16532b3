import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a test reads back from a PDF with pdf.js: each page's text and how many images it paints. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: { text: string; images: number }[] }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const operators = await page.getOperatorList();
    const images = operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    pages.push({ text: text.replace(/\s+/g, ' '), images });
  }
  await pdf.destroy();
  return { pages };
}
