import { createHash } from 'node:crypto';

/**
 * The help center's only script, a progressive enhancement (issue 47): every page works without
 * it. It adds a Copy button to each code block (where the browser offers the clipboard) and opens
 * the navigation tree beside an article on a wide screen, where it is a sidebar rather than a
 * fold-out. The button's words come from the article's `data-copy` and `data-copied` attributes,
 * in the page's language. The page's policy allows exactly this text, by its hash.
 */
export const PAGE_SCRIPT = `(function(){
var d=document,a=d.querySelector('.doc[data-copy]');
if(matchMedia('(min-width:64rem)').matches)d.querySelectorAll('details.hc-side').forEach(function(e){e.open=true});
if(!a||!navigator.clipboard)return;
a.querySelectorAll('pre').forEach(function(p){
var b=d.createElement('button');b.type='button';b.className='hc-copy';b.textContent=a.dataset.copy;
b.onclick=function(){navigator.clipboard.writeText(p.querySelector('code')?p.querySelector('code').innerText:p.innerText).then(function(){b.textContent=a.dataset.copied;setTimeout(function(){b.textContent=a.dataset.copy},2000)})};
p.appendChild(b)})})();`;

/** The `script-src` source that allows PAGE_SCRIPT and nothing else. */
export const PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;
