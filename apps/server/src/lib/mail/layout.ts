/** The frame every mail shares: a plain-text part and a small, inline-styled HTML part. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMail(input: {
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}) {
  const text = [
    input.heading,
    '',
    ...input.paragraphs,
    '',
    `${input.action.label}: ${input.action.url}`,
    '',
    input.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f5f4;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;color:#111">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((p) => `<p style="color:#333;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#c2410c;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>
<p style="color:#666;font-size:12px;word-break:break-all">${escapeHtml(input.action.url)}</p>
<p style="color:#666;font-size:12px">${escapeHtml(input.footer)}</p>
</div></body></html>`;
  return { text, html };
}
