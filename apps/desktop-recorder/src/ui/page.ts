import { MESSAGES, type UiLanguage } from '../i18n/messages';
import { SCRIPT } from './script';
import { STYLES } from './styles';

/**
 * The control page. Everything inline: the bundle is one file, and the CSP allows only this page's
 * own script. It is marked with its language and as not to be translated: a browser whose language
 * differs (a C locale gives an English browser and a German page) would otherwise put its translate
 * bar over the header, and a translation would garble the step texts and the code.
 */
export function controlPage(nonce: string, language: UiLanguage): string {
  const messages = JSON.stringify(MESSAGES).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}" translate="no">
<head>
<meta charset="utf-8">
<meta name="google" content="notranslate">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support Recorder</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<header><h1><span class="logo" aria-hidden="true"></span>Support Recorder</h1><button id="lang" class="link" type="button"></button></header>
<main id="app" aria-live="polite"></main>
<div id="live" class="muted" hidden></div>
<script id="messages" type="application/json">${messages}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}
