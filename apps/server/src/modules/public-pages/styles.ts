/**
 * The public pages' whole stylesheet, inlined so a page is one request and reads well without
 * anything else: system fonts, a comfortable measure, light and dark.
 */
export const PAGE_CSS = `
:root{--fg:#1f2328;--muted:#656d76;--bg:#fff;--panel:#f6f8fa;--line:#e5e7eb;--brand:#c2410c;--on-brand:#fff;--brand-soft:#fff7ed;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#161b22;--line:#30363d;--brand:#fb923c;--on-brand:#0d1117;--brand-soft:#2a1608}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.7 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
.wrap{max-width:46rem;margin:0 auto;padding:0 1.25rem}
.top{border-bottom:1px solid var(--line);background:var(--bg);position:sticky;top:0;z-index:1}
.top .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem;flex-wrap:wrap;padding-top:.5rem;padding-bottom:.5rem}
.org{display:flex;align-items:center;gap:.6rem;font-weight:600;font-size:.95rem;min-width:0}
.org span:last-child{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.badge{display:inline-grid;place-items:center;width:2rem;height:2rem;border-radius:.6rem;background:var(--brand);color:var(--on-brand);font-size:.8rem;font-weight:700;letter-spacing:.02em;flex:none}
.langs{display:flex;gap:.35rem;flex-wrap:wrap}
.langs a{font-size:.8rem;line-height:1;padding:.45rem .7rem;border-radius:999px;border:1px solid var(--line);color:var(--muted);text-decoration:none}
.langs a:hover{border-color:var(--brand);color:var(--brand)}
.langs a[aria-current=page]{background:var(--brand-soft);border-color:var(--brand);color:var(--brand);font-weight:600}
main.wrap{padding-top:2.5rem;padding-bottom:4rem}
h1.title{font-size:clamp(1.75rem,4vw,2.4rem);line-height:1.2;letter-spacing:-.02em;margin:0 0 .5rem;overflow-wrap:anywhere}
.meta{color:var(--muted);font-size:.875rem;margin:0 0 2rem}
.doc{overflow-wrap:anywhere}
.narration{margin:0 0 2rem}.narration audio{width:100%}.narration-steps{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:.5rem 0 0;padding:0;font-size:.875rem}
.doc h1,.doc h2,.doc h3,.doc h4{line-height:1.3;letter-spacing:-.01em;margin:2.2rem 0 .8rem}
.doc h1{font-size:1.7rem}.doc h2{font-size:1.4rem;padding-bottom:.3rem;border-bottom:1px solid var(--line)}.doc h3{font-size:1.15rem}
.doc p,.doc ul,.doc ol,.doc blockquote,.doc table,.doc pre{margin:0 0 1.15rem}
.doc ul,.doc ol{padding-left:1.5rem}.doc li{margin:.3rem 0}.doc li>p{margin:0}
.doc a{color:var(--brand);text-underline-offset:.2em}
.doc img{display:block;max-width:100%;height:auto;margin:1.25rem 0;border:1px solid var(--line);border-radius:.75rem;box-shadow:0 1px 2px rgba(0,0,0,.06),0 8px 24px rgba(0,0,0,.06)}
.doc li img{margin:.75rem 0}
.doc code{font:.875em/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--panel);border:1px solid var(--line);border-radius:.35rem;padding:.1em .35em}
.doc pre{background:var(--panel);border:1px solid var(--line);border-radius:.6rem;padding:1rem;overflow:auto}
.doc pre code{background:none;border:0;padding:0;font-size:.85rem}
.doc blockquote{margin-left:0;padding:.6rem 1rem;border-left:4px solid var(--brand);background:var(--brand-soft);border-radius:0 .5rem .5rem 0;color:var(--fg)}
.doc blockquote>:last-child{margin-bottom:0}
.doc table{display:block;overflow-x:auto;border-collapse:collapse;font-size:.95rem}
.doc th,.doc td{border:1px solid var(--line);padding:.45rem .75rem;text-align:left}
.doc th{background:var(--panel)}
.doc hr{border:0;border-top:1px solid var(--line);margin:2rem 0}
.doc .contains-task-list{list-style:none;padding-left:.25rem}
.doc input[type=checkbox]{margin-right:.4rem}
.doc .footnotes{font-size:.9rem;color:var(--muted);border-top:1px solid var(--line);margin-top:2.5rem}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
.empty{color:var(--muted);font-style:italic}
.notfound{min-height:100vh;display:grid;place-items:center;text-align:center;padding:2rem}
.notfound .code{color:var(--brand);font-weight:600;font-size:.9rem;letter-spacing:.02em;margin:0 0 .5rem}
.notfound h1{font-size:clamp(1.8rem,5vw,2.6rem);margin:0 0 .75rem;letter-spacing:-.02em}
.notfound p{color:var(--muted);margin:0 0 1.75rem}
.button{display:inline-block;background:var(--brand);color:var(--on-brand);text-decoration:none;font-weight:600;font-size:.95rem;padding:.7rem 1.2rem;border-radius:.6rem}
.button:hover{filter:brightness(1.08)}
.hljs-keyword,.hljs-selector-tag,.hljs-type,.hljs-doctag,.hljs-template-tag{color:#cf222e}
.hljs-string,.hljs-regexp,.hljs-meta .hljs-string{color:#0a3069}
.hljs-number,.hljs-literal,.hljs-attr,.hljs-attribute,.hljs-variable,.hljs-template-variable,.hljs-selector-attr,.hljs-selector-class,.hljs-selector-id,.hljs-meta{color:#0550ae}
.hljs-comment,.hljs-quote{color:#57606a;font-style:italic}
.hljs-title,.hljs-section{color:#8250df}
.hljs-built_in,.hljs-symbol,.hljs-params{color:#953800}
.hljs-name,.hljs-selector-pseudo,.hljs-bullet{color:#116329}
.hljs-addition{color:#116329;background:#dafbe1}.hljs-deletion{color:#82071e;background:#ffebe9}
.hljs-emphasis{font-style:italic}.hljs-strong{font-weight:600}
@media (prefers-color-scheme:dark){.hljs-keyword,.hljs-selector-tag,.hljs-type,.hljs-doctag,.hljs-template-tag{color:#ff7b72}.hljs-string,.hljs-regexp,.hljs-meta .hljs-string{color:#a5d6ff}.hljs-number,.hljs-literal,.hljs-attr,.hljs-attribute,.hljs-variable,.hljs-template-variable,.hljs-selector-attr,.hljs-selector-class,.hljs-selector-id,.hljs-meta{color:#79c0ff}.hljs-comment,.hljs-quote{color:#8b949e}.hljs-title,.hljs-section{color:#d2a8ff}.hljs-built_in,.hljs-symbol,.hljs-params{color:#ffa657}.hljs-name,.hljs-selector-pseudo,.hljs-bullet{color:#7ee787}.hljs-addition{color:#aff5b4;background:#033a16}.hljs-deletion{color:#ffdcd7;background:#67060c}}
@media (max-width:640px){.top{position:static}}
@media print{.top{position:static}.langs{display:none}.doc img{box-shadow:none}}
`
  .trim()
  .replace(/\n/g, '');
