/**
 * Markdown inputs that try to get script into a rendered article: OWASP's XSS filter-evasion
 * cheat sheet (as raw HTML inside markdown) plus the markdown ways in (links, images, autolinks,
 * reference definitions). Shared by the renderer's tests and the public page's tests.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  `<svg/onload=alert('XSS')>`,
  `<iframe src="javascript:alert('XSS');"></iframe>`,
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<STYLE>@import'http://xss.example/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex</a>',
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  '<form><button formaction=javascript:alert(1)>X</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;avascript&#x3A;alert(1))',
  '[click](jav&#x09;ascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](vbscript:msgbox(1))',
  '![img](javascript:alert(1))',
  '![img](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<javascript:alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '[x](javascript:alert(1) "title onmouseover=alert(1)")',
  '![x](https://example.com/a.png" onerror="alert(1))',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '- item <img src=x onerror=alert(1)>\n\n> quote <script>alert(1)</script>',
];

const DANGEROUS_TAGS =
  /<\s*\/?\s*(script|iframe|frame|svg|math|object|embed|style|link|meta|base|form|button|input(?![^>]*type="checkbox")|body)\b/i;
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'background',
  'data',
  'xlink:href',
  'poster',
]);

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');

/**
 * Every way markup of `html` could run script: a dangerous element, an event-handler or style
 * attribute, or a URL with a scripting or data scheme (after entities and control characters are
 * removed, as a browser would). Empty when the markup is safe.
 */
export function activeContentIn(html: string): string[] {
  const found: string[] = [];
  const tag = DANGEROUS_TAGS.exec(html);
  if (tag) found.push(`element ${tag[0]}`);
  for (const [element] of html.matchAll(/<[a-zA-Z][^\s/>]*[^>]*>/g)) {
    for (const { name, value: raw } of attributesOf(element)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) found.push(`event handler in ${element}`);
      if (attribute === 'style') found.push(`style attribute in ${element}`);
      if (!URL_ATTRIBUTES.has(attribute)) continue;
      // Browsers ignore control characters and spaces inside a scheme.
      const value = [...decodeEntities(raw)]
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (/^(javascript|vbscript|data|livescript):/.test(value)) found.push(`script URL in ${element}`);
    }
  }
  return found;
}

/** The attributes of one start tag, read left to right as a browser does (quoted values stay whole). */
function attributesOf(element: string): { name: string; value: string }[] {
  const attributes: { name: string; value: string }[] = [];
  const pattern = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
  pattern.lastIndex = /^<[^\s/>]+/.exec(element)?.[0].length ?? 0;
  for (let match = pattern.exec(element); match; match = pattern.exec(element)) {
    attributes.push({ name: match[1] ?? '', value: match[2] ?? match[3] ?? match[4] ?? '' });
  }
  return attributes;
}
