/**
 * The help center's layout (issue 47), after PAGE_CSS and before the theme's colours: a wide frame
 * (header, home, footer) around a reading column of about 70 characters, the article page in three
 * columns on a wide screen (the help center's tree, the text, "On this page") and one on a phone.
 * Colours are variables: PAGE_CSS's page colours (light and dark) and the theme's (themeCss).
 */
export const SITE_CSS = `
.hc-wide{max-width:78rem;margin:0 auto;padding:0 1.25rem}
.hc-top{background:var(--hc-bg);color:var(--hc-fg);border-bottom:1px solid color-mix(in srgb,currentColor 14%,transparent)}
.hc-bar{display:flex;align-items:center;flex-wrap:wrap;gap:.75rem 1.25rem;min-height:4rem;padding-top:.6rem;padding-bottom:.6rem}
.hc-top a{color:inherit}
.hc-brand{display:flex;align-items:center;gap:.65rem;font-weight:650;font-size:1.05rem;text-decoration:none;min-width:0;margin-right:auto}
.hc-brand img{max-height:2.25rem;max-width:10rem;object-fit:contain}
.hc-brand span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.hc-nav{display:flex;align-items:center;flex-wrap:wrap;gap:.5rem 1.25rem;font-size:.925rem}
.hc-nav>a{text-decoration:none;opacity:.9}.hc-nav>a:hover{opacity:1;text-decoration:underline}
.hc-top-search{position:relative;display:flex;order:3;flex:1 1 100%}
.hc-top-search input{width:100%;min-width:0;padding:.5rem .75rem .5rem 2.3rem;border:1px solid var(--line);border-radius:.6rem;background:var(--bg);color:var(--fg);font:inherit;font-size:.95rem}
.hc-top-search svg{position:absolute;left:.75rem;top:50%;width:1rem;height:1rem;transform:translateY(-50%);color:var(--muted);pointer-events:none}
@media (min-width:48rem){.hc-top-search{order:0;flex:0 1 22rem}}
.hc-lang{position:relative}
.hc-lang summary{display:flex;align-items:center;gap:.4rem;padding:.35rem .65rem;border:1px solid color-mix(in srgb,currentColor 28%,transparent);border-radius:.55rem;cursor:pointer;list-style:none;white-space:nowrap}
.hc-lang summary::-webkit-details-marker{display:none}
.hc-lang summary svg{width:1rem;height:1rem}
.hc-lang ul{position:absolute;right:0;top:calc(100% + .4rem);z-index:5;min-width:11rem;margin:0;padding:.35rem;list-style:none;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:.65rem;box-shadow:0 10px 30px rgba(0,0,0,.14)}
.hc-lang ul a{display:block;padding:.4rem .65rem;border-radius:.4rem;color:var(--fg);text-decoration:none}
.hc-lang ul a:hover{background:var(--panel)}.hc-lang ul a[aria-current]{font-weight:650}
.hc-hero{background:var(--hc-bg);color:var(--hc-fg);padding:3rem 0 3.5rem;text-align:center}
.hc-hero h1{margin:0 0 .5rem;font-size:clamp(1.75rem,4.5vw,2.6rem);line-height:1.15;letter-spacing:-.02em}
.hc-hero p{margin:0 auto;max-width:40rem;opacity:.88}
.hc-hero .hc-search{max-width:40rem;margin:1.75rem auto 0}
.hc-hero .hc-search input{padding:.85rem 1.1rem;font-size:1.05rem;border-color:transparent;box-shadow:0 1px 2px rgba(0,0,0,.08),0 6px 20px rgba(0,0,0,.1)}
.hc-home{padding-top:2.75rem;padding-bottom:4rem}
.hc-section{margin:0 0 3rem}
.hc-section>h2{margin:0 0 1rem;font-size:1.3rem;line-height:1.3;letter-spacing:-.01em}
.hc-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,18rem),1fr));gap:1rem;list-style:none;margin:0;padding:0}
.hc-card{display:flex;flex-direction:column;padding:1.3rem 1.3rem 1.1rem;border:1px solid var(--line);border-radius:.9rem;background:var(--bg);transition:border-color .15s,box-shadow .15s}
.hc-card:hover{border-color:color-mix(in srgb,var(--hc-primary) 55%,var(--line));box-shadow:0 6px 22px rgba(0,0,0,.07)}
.hc-card-icon{display:grid;place-items:center;width:2.6rem;height:2.6rem;margin-bottom:.9rem;border-radius:.75rem;background:color-mix(in srgb,var(--hc-primary) 13%,transparent);color:var(--hc-link)}
.hc-card-icon svg{width:1.35rem;height:1.35rem}
.hc-card h3{margin:0 0 .3rem;font-size:1.1rem;line-height:1.35}
.hc-card h3 a{color:var(--fg);text-decoration:none}.hc-card h3 a:hover{color:var(--hc-link)}
.hc-card p{margin:0 0 .75rem;color:var(--muted);font-size:.925rem;line-height:1.5}
.hc-count{margin:0 0 .6rem;color:var(--muted);font-size:.8rem}
.hc-card ul{margin:0 0 .9rem;padding:0;list-style:none;font-size:.95rem;line-height:1.45}
.hc-card li{padding:.28rem 0}
.hc-card li a{color:var(--fg);text-decoration:none;text-underline-offset:.2em}.hc-card li a:hover{color:var(--hc-link);text-decoration:underline}
.hc-more{margin-top:auto;font-size:.875rem;font-weight:600;color:var(--hc-link);text-decoration:none}.hc-more:hover{text-decoration:underline}
.hc-popular{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));gap:0 2.5rem;margin:0;padding:0;list-style:none}
.hc-popular li{border-bottom:1px solid var(--line)}
.hc-popular a{display:block;padding:.8rem 0;color:var(--fg);text-decoration:none;font-weight:550}.hc-popular a:hover{color:var(--hc-link)}
.hc-popular small{display:block;margin-top:.1rem;color:var(--muted);font-weight:400;font-size:.825rem}
.hc-page{padding-top:2rem;padding-bottom:4rem}
.hc-narrow{max-width:52rem}
.hc-lead{max-width:46rem;margin:0 0 .5rem;color:var(--muted);font-size:1.1rem}
.hc-entries{margin:0;padding:0;list-style:none}
.hc-entries li{border-bottom:1px solid var(--line)}
.hc-entries a{display:block;padding:1rem 0;color:var(--fg);text-decoration:none}
.hc-entries a strong{display:block;font-size:1.05rem;font-weight:600}.hc-entries a:hover strong{color:var(--hc-link);text-decoration:underline;text-underline-offset:.2em}
.hc-entries a span{display:block;margin-top:.2rem;color:var(--muted);font-size:.925rem;line-height:1.55}
.hc-page .hc-cards{margin-bottom:2.5rem}
.hc-layout{display:block}
.hc-side{margin:0 0 1.5rem;border:1px solid var(--line);border-radius:.75rem;font-size:.925rem}
.hc-side>summary{padding:.7rem 1rem;font-weight:600;cursor:pointer}
.hc-side>.hc-tree{padding:.25rem .75rem .75rem}
.hc-tree,.hc-tree ul{margin:0;padding:0;list-style:none}
.hc-tree ul{margin:0 0 .25rem .4rem;padding-left:.6rem;border-left:1px solid var(--line)}
.hc-tree summary{padding:.35rem .25rem;font-weight:600;line-height:1.4;cursor:pointer}
.hc-tree a{display:block;padding:.3rem .5rem;border-radius:.4rem;color:var(--muted);line-height:1.4;text-decoration:none}
.hc-tree a:hover{color:var(--fg);background:var(--panel)}
.hc-tree a[aria-current]{color:var(--fg);font-weight:650;box-shadow:inset 3px 0 var(--hc-link);border-radius:0 .4rem .4rem 0}
.hc-content{min-width:0}
.hc-content .doc,.hc-content>.hc-feedback,.hc-content>.hc-pager,.hc-content>.hc-related{max-width:46rem}
@media (min-width:64rem){
.hc-layout{display:grid;grid-template-columns:15rem minmax(0,1fr);gap:3rem;align-items:start}
.hc-side-nav{position:sticky;top:1rem;max-height:calc(100vh - 2rem);overflow:auto}
.hc-side{margin:0;border:0}
.hc-side>summary{display:none}
.hc-side::details-content{content-visibility:visible;display:block}
.hc-side>.hc-tree{padding:0}}
@media (min-width:80rem){
.hc-content{display:grid;grid-template-columns:minmax(0,1fr) 13rem;column-gap:3rem;align-items:start}
.hc-content>*{grid-column:1}
.hc-content>.hc-toc{grid-column:2;grid-row:1/span 12;position:sticky;top:1rem;margin:0;padding:0 0 0 1rem;border:0;border-left:1px solid var(--line);border-radius:0;font-size:.875rem}
.hc-toc ol{padding-left:0;list-style:none}.hc-toc ol ol{padding-left:.75rem}.hc-toc li{margin:.3rem 0}}
.hc-feedback form.hc-reason{flex-basis:100%;flex-wrap:wrap;align-items:center}
.hc-reason label{flex-basis:100%;font-weight:600}
.hc-reason .hc-field{flex:1 1 16rem;width:auto;margin:0}
.hc-reason .hc-hint{flex-basis:100%;margin:0;font-size:.85rem;font-weight:400;color:var(--muted)}
.doc pre{position:relative}
.hc-copy{position:absolute;top:.5rem;right:.5rem;padding:.2rem .6rem;border:1px solid var(--line);border-radius:.4rem;background:var(--bg);color:var(--muted);font:inherit;font-size:.75rem;cursor:pointer;opacity:0;transition:opacity .15s}
.doc pre:hover .hc-copy,.hc-copy:focus-visible{opacity:1}
@media (hover:none){.hc-copy{opacity:1}}
.hc-foot{margin-top:2rem;border-top:1px solid var(--line);background:var(--panel);color:var(--muted);font-size:.9rem}
.hc-foot .hc-wide{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem 2rem;padding-top:1.75rem;padding-bottom:1.75rem}
.hc-foot p{margin:0}
.hc-foot ul{display:flex;flex-wrap:wrap;gap:.3rem 1.25rem;margin:0;padding:0;list-style:none}
.hc-foot a{color:var(--muted);text-underline-offset:.2em}.hc-foot a:hover{color:var(--fg)}
.hc-foot a[aria-current]{color:var(--fg);font-weight:600}
@media print{.hc-top,.hc-side-nav,.hc-foot,.hc-feedback,.hc-copy{display:none}}
`
  .trim()
  .replace(/\n/g, '');
