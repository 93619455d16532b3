import { createHash } from 'node:crypto';
import { FORM_PAGE_CSP } from '../public-pages/headers';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The panel's script (panelPage.ts): search as the reader types through the JSON search of this
 * help center, Esc and the close button ask the loader to close the panel. Messages go to the parent
 * with any target origin: they carry nothing (the loader checks that they come from its frame).
 */
export const PANEL_SCRIPT = `(function(){var b=document.body,base=b.getAttribute("data-base"),input=document.getElementById("w-q"),out=document.getElementById("w-results"),start=document.getElementById("w-start"),timer=0,seq=0;
function post(m){if(parent!==window)parent.postMessage(m,"*")}
function say(t){out.textContent="";var p=document.createElement("p");p.className="w-note";p.textContent=t;out.appendChild(p)}
function render(ok,j){if(!ok){say(b.getAttribute("data-too-many"));return}if(!j.results.length){say(b.getAttribute("data-none"));return}out.textContent="";var ul=document.createElement("ul");ul.className="hc-results";j.results.forEach(function(r){var li=document.createElement("li"),a=document.createElement("a"),p=document.createElement("p");a.href=r.url;a.textContent=r.title;p.innerHTML=r.snippet;li.appendChild(a);li.appendChild(p);ul.appendChild(li)});out.appendChild(ul)}
function run(){var q=input.value.trim(),n=++seq;if(!q){out.textContent="";start.hidden=false;return}fetch(base+"/widget/search.json?q="+encodeURIComponent(q),{credentials:"same-origin"}).then(function(r){return r.json().then(function(j){return{ok:r.ok,j:j}})}).then(function(a){if(n!==seq)return;start.hidden=true;render(a.ok,a.j)}).catch(function(){})}
input.addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(run,150)});
document.getElementById("w-form").addEventListener("submit",function(e){e.preventDefault();run()});
document.getElementById("w-close").addEventListener("click",function(){post({type:"support:close"})});
document.addEventListener("keydown",function(e){if(e.key==="Escape")post({type:"support:close"})});
window.addEventListener("message",function(e){if(e.source===parent&&e.data&&e.data.type==="support:focus")input.focus()});
post({type:"support:ready"});if(input.value)run();})();`;

/**
 * An embedded article's script (embed.ts): tells the frame's parent its height whenever it changes
 * (as `support:height` and in the `iframe.resize` shape oEmbed consumers listen for), and in the
 * widget lets Esc close the panel and the back link return to the search.
 */
export const EMBED_SCRIPT = `(function(){function post(m){if(parent!==window)parent.postMessage(m,"*")}
var last=0;function size(){var h=Math.ceil(document.documentElement.scrollHeight);if(h!==last){last=h;post({type:"support:height",context:"iframe.resize",height:h})}}
if(window.ResizeObserver)new ResizeObserver(size).observe(document.documentElement);window.addEventListener("load",size);size();
document.addEventListener("keydown",function(e){if(e.key==="Escape")post({type:"support:close"})});
window.addEventListener("message",function(e){if(e.source===parent&&e.data&&e.data.type==="support:focus"){var h=document.querySelector("h1");if(h){h.tabIndex=-1;h.focus()}}});
var x=document.querySelector(".w-x");if(x)x.addEventListener("click",function(){post({type:"support:close"})});
var back=document.querySelector(".w-back");if(back&&history.length>1)back.addEventListener("click",function(e){e.preventDefault();history.back()});
post({type:"support:ready"});})();`;

/** Framing by any site: the only difference from the help center's own policy. */
const framedBy = (csp: string) => csp.replace("frame-ancestors 'self'", 'frame-ancestors *');

/** The panel's policy: the help center's, its one script by hash, framed anywhere. */
export const PANEL_CSP = framedBy(FORM_PAGE_CSP).replace(
  /script-src [^;]*;/,
  `script-src ${hashOf(PANEL_SCRIPT)};`,
);

/** An embedded page's policy: the page's own (its copy buttons' script) plus the resize script. */
export const EMBED_CSP = framedBy(FORM_PAGE_CSP).replace(
  /script-src ([^;]*);/,
  `script-src $1 ${hashOf(EMBED_SCRIPT)};`,
);
