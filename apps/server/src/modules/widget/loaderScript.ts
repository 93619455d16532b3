/**
 * The widget's loader, as the browser runs it (served by loaderRoute.ts). Plain ES2017 with no
 * dependency: it runs on any customer's page, so it must be small (≤ 15 KB gzip, a test holds it),
 * touch nothing of the host but its own element, and read none of the host's cookies or storage.
 *
 * It waits for the host page (load, then idle time), asks the help center's widget settings
 * (`…/widget/config.json`: 404 for a protected or unpublished one, and then it adds nothing), and
 * adds a launcher in a closed shadow root whose styles are reset (`all: initial`), so the host's
 * CSS cannot change it. The panel is an iframe of the product's own origin; the two talk only by
 * postMessage, each checking the other's origin and window.
 *
 * `__SITE_PATH__` is replaced by the route with where the help center's pages start on the host
 * the script was loaded from (`/docs/{slug}`, a DOCS_URL prefix, or '' on a custom domain).
 */
export const LOADER_TEMPLATE = `(function () {
  "use strict";
  if (window.SupportWidget && window.SupportWidget.__loaded) return;
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src, location.href).origin;
  var slug = script.getAttribute("data-help-center") || "";
  if (!/^[a-z0-9-]{0,80}$/.test(slug)) return;
  var site = origin + "__SITE_PATH__".replace("{slug}", slug);
  var queue = [];
  var ready = false;
  var frame = null, host = null, root = null, button = null, wrap = null, lastFocus = null, config = null;
  var api = {
    __loaded: true,
    open: function (options) { run(function () { show(options || {}); }); },
    search: function (q) { run(function () { show({ search: String(q || "") }); }); },
    close: function () { run(hide); }
  };
  window.SupportWidget = api;
  function run(fn) { if (ready) fn(); else queue.push(fn); }

  function start() {
    fetch(site + "/widget/config.json", { credentials: "omit", mode: "cors" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (c) { if (c && c.panel) build(c); })
      .catch(function () {});
  }

  function build(c) {
    config = c;
    host = document.createElement("div");
    host.setAttribute("data-support-widget", "");
    host.style.cssText = "all:initial!important;position:fixed!important;z-index:2147483646!important;" +
      (c.position === "left" ? "left" : "right") + ":20px!important;bottom:20px!important;display:block!important;";
    root = host.attachShadow({ mode: "closed" });
    var side = c.position === "left" ? "left" : "right";
    var css =
      ":host{all:initial}*{all:revert}" +
      "button.l{all:initial;box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;cursor:pointer;" +
      "font:600 15px/1.2 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;padding:12px 18px;border-radius:999px;" +
      "background:" + c.color + ";color:" + c.onColor + ";box-shadow:0 4px 14px rgba(0,0,0,.25)}" +
      "button.l:focus-visible{outline:3px solid " + c.color + ";outline-offset:3px}" +
      "div.p{all:initial;position:fixed;" + side + ":20px;bottom:84px;width:400px;height:min(640px,calc(100vh - 110px));" +
      "box-shadow:0 10px 40px rgba(0,0,0,.3);border-radius:14px;overflow:hidden;background:#fff;display:none}" +
      "div.p.o{display:block}iframe{all:initial;display:block;width:100%;height:100%;border:0}" +
      "@media (max-width:600px){div.p{left:0;right:0;top:0;bottom:0;width:100%;height:100%;border-radius:0}}";
    // A constructed sheet: a host CSP without 'unsafe-inline' styles blocks a <style> element, not this.
    if (window.CSSStyleSheet && "adoptedStyleSheets" in root) {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
    } else {
      var style = document.createElement("style");
      style.textContent = css;
      root.appendChild(style);
    }
    button = document.createElement("button");
    button.className = "l";
    button.type = "button";
    button.setAttribute("aria-haspopup", "dialog");
    button.setAttribute("aria-expanded", "false");
    button.textContent = c.label;
    button.addEventListener("click", function () { if (wrap && wrap.className === "p o") hide(); else show({}); });
    wrap = document.createElement("div");
    wrap.className = "p";
    root.appendChild(wrap);
    root.appendChild(button);
    document.body.appendChild(host);
    document.addEventListener("click", onLink, true);
    window.addEventListener("message", onMessage);
    ready = true;
    var waiting = queue; queue = [];
    for (var i = 0; i < waiting.length; i++) waiting[i]();
  }

  function panelUrl(options) {
    var q = "?path=" + encodeURIComponent(location.pathname);
    if (options.article) q += "&article=" + encodeURIComponent(options.article);
    if (options.search) q += "&q=" + encodeURIComponent(options.search);
    return origin + config.panel + q;
  }

  function show(options) {
    if (!wrap) return;
    // Focus inside the shadow root shows as its host: return it to the launcher then.
    lastFocus = document.activeElement === host ? button : document.activeElement;
    if (!frame) {
      frame = document.createElement("iframe");
      frame.title = config.title;
      frame.setAttribute("referrerpolicy", "no-referrer");
      frame.src = panelUrl(options);
      wrap.appendChild(frame);
    } else if (options.article || options.search != null) {
      frame.src = panelUrl(options);
    }
    wrap.className = "p o";
    button.setAttribute("aria-expanded", "true");
    if (window.matchMedia("(max-width:600px)").matches) button.style.display = "none";
    frame.focus();
    send({ type: "support:focus" });
  }

  function hide() {
    if (!wrap) return;
    wrap.className = "p";
    button.style.display = "";
    button.setAttribute("aria-expanded", "false");
    if (lastFocus && lastFocus.focus && lastFocus !== document.body) lastFocus.focus(); else button.focus();
  }

  function send(message) {
    if (frame && frame.contentWindow) frame.contentWindow.postMessage(message, origin);
  }

  function onMessage(event) {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === "support:close") hide();
    if (data.type === "support:ready" && wrap.className === "p o") send({ type: "support:focus" });
  }

  function onLink(event) {
    var target = event.target;
    var link = target && target.closest ? target.closest("[data-support-article]") : null;
    if (!link) return;
    event.preventDefault();
    show({ article: link.getAttribute("data-support-article") });
  }

  function later() {
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1);
  }
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later);
})();
`;
