/** One article of the offline site's search index: its title, file and words (lower case). */
export type OfflineIndexEntry = { t: string; u: string; x: string };

/** The words the index keeps of an article: enough to find it, small enough to load at once. */
const INDEX_CHARS = 4000;

export function indexEntry(title: string, file: string, html: string): OfflineIndexEntry {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, INDEX_CHARS);
  return { t: title, u: file, x: text };
}

/**
 * search-index.js: a script, not JSON, because a page opened from file:// may not fetch a file
 * beside it, but may load a script. `<` is escaped so no title can end the script.
 */
export const searchIndexScript = (entries: OfflineIndexEntry[]) =>
  `window.HC_INDEX=${JSON.stringify(entries).replace(/</g, '\\u003c')};\n`;

/**
 * The results page's few lines of script: reads `?q=`, ranks the index (a title match above a
 * text match, every word counted) and lists the articles. `texts` are the page's own words, with
 * 9999 and QUERY standing for the count and the query.
 */
export const searchScript = (texts: { count: string; none: string; title: string }) => `(function(){
var T=${JSON.stringify(texts).replace(/</g, '\\u003c')},d=document;
var q=(new URLSearchParams(location.search).get('q')||'').trim(),i=d.getElementById('hc-q');if(i)i.value=q;
var w=q.toLowerCase().split(/\\s+/).filter(Boolean);if(!w.length)return;
var r=(window.HC_INDEX||[]).map(function(a){var s=0,t=a.t.toLowerCase();w.forEach(function(x){if(t.indexOf(x)>=0)s+=3;else if(a.x.indexOf(x)>=0)s+=1});return{a:a,s:s}}).filter(function(e){return e.s>0}).sort(function(a,b){return b.s-a.s});
var h=d.querySelector('h1.title');if(h)h.textContent=T.title.replace('QUERY',q);
var st=d.querySelector('[role=status]');if(st)st.textContent=r.length?T.count.replace('9999',r.length):T.none;
if(!r.length)return;var ol=d.createElement('ol');ol.className='hc-results';
r.forEach(function(e){var li=d.createElement('li'),a=d.createElement('a');a.href=e.a.u;a.textContent=e.a.t;li.appendChild(a);ol.appendChild(li)});
st.parentNode.insertBefore(ol,st.nextSibling)})();`;
