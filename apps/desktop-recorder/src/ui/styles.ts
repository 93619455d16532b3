/** The control page's CSS: the product's orange (apps/web's brand colours), system fonts, AA contrast. */
export const STYLES = `
:root { --brand: #c2410c; --brand-dark: #9a3412; --brand-soft: #fff7ed; --text: #111827; --muted: #4b5563;
  --line: #e5e7eb; --danger: #b91c1c; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--text); background: #fff; font-size: 15px; line-height: 1.45; }
header { display: flex; align-items: center; justify-content: space-between; padding: 10px 16px;
  border-bottom: 1px solid var(--line); }
header h1 { font-size: 15px; margin: 0; display: flex; align-items: center; gap: 8px; }
.logo { width: 14px; height: 14px; border-radius: 50%; background: var(--brand); display: inline-block; }
main { padding: 16px; max-width: 560px; margin: 0 auto; }
h2 { font-size: 20px; margin: 4px 0 12px; }
p { margin: 8px 0; }
.muted { color: var(--muted); font-size: 13px; }
button { font: inherit; border-radius: 8px; border: 1px solid var(--line); background: #fff; color: var(--text);
  padding: 8px 14px; cursor: pointer; }
button.primary { background: var(--brand); border-color: var(--brand); color: #fff; font-weight: 600; }
button.primary:hover { background: var(--brand-dark); }
button.danger { color: var(--danger); }
button.link { border: none; background: none; color: var(--brand-dark); text-decoration: underline; padding: 4px; }
button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible { outline: 3px solid #fb923c; outline-offset: 2px; }
button[disabled] { opacity: .55; cursor: default; }
.row { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; margin: 12px 0; }
.address { word-break: break-all; }
.code { font: 700 40px/1.1 ui-monospace, "Cascadia Mono", Menlo, monospace; letter-spacing: 4px; text-align: center;
  padding: 16px; border: 2px dashed var(--brand); border-radius: 12px; background: var(--brand-soft); margin: 12px 0; }
label { display: block; font-size: 13px; font-weight: 600; margin: 8px 0 4px; }
input[type=text], input[type=email], input[type=password], input[type=url] { width: 100%; font: inherit;
  padding: 8px 10px; border: 1px solid #9ca3af; border-radius: 8px; }
.switch { display: flex; gap: 10px; align-items: flex-start; font-weight: 400; font-size: 15px; }
select { font: inherit; padding: 6px 8px; border: 1px solid #9ca3af; border-radius: 8px; background: #fff;
  color: var(--text); max-width: 100%; }
.sub { margin: 4px 0 12px 28px; }
.sub label { font-weight: 400; color: var(--muted); }
.switch input { width: 18px; height: 18px; margin-top: 2px; accent-color: var(--brand); }
.notice { border-radius: 8px; padding: 10px 12px; background: var(--brand-soft); border: 1px solid #fed7aa; }
.error { border-radius: 8px; padding: 10px 12px; background: #fef2f2; border: 1px solid #fecaca; color: var(--danger); }
.big { font-size: 48px; font-weight: 700; text-align: center; margin: 24px 0; }
.indicator { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 18px; }
.dot { width: 14px; height: 14px; border-radius: 50%; background: #dc2626; animation: pulse 1.2s infinite; }
.paused .dot { background: #9ca3af; animation: none; }
@keyframes pulse { 50% { opacity: .3; } }
@media (prefers-reduced-motion: reduce) { .dot { animation: none; } }
kbd { font-family: ui-monospace, Menlo, monospace; border: 1px solid #9ca3af; border-bottom-width: 2px;
  border-radius: 4px; padding: 1px 5px; font-size: 13px; }
ol.steps { list-style: none; padding: 0; margin: 12px 0; display: grid; gap: 8px; }
ol.steps li { display: grid; grid-template-columns: 28px 120px 1fr auto; gap: 10px; align-items: center;
  border: 1px solid var(--line); border-radius: 10px; padding: 8px; }
ol.steps img { width: 120px; height: 68px; object-fit: cover; border-radius: 6px; border: 1px solid var(--line); }
ol.steps a { display: block; line-height: 0; }
ul.blurred { margin: 4px 0 12px; padding-left: 20px; font-size: 14px; }
details.blurred-steps { margin: 0 0 8px; }
a { color: var(--brand-dark); }
.num { font-weight: 700; color: var(--brand-dark); text-align: center; }
.what { font-size: 14px; overflow-wrap: anywhere; }
progress { width: 100%; height: 14px; accent-color: var(--brand); }
details { margin-top: 16px; }
summary { cursor: pointer; color: var(--muted); }
`;
