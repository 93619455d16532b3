import { MESSAGES } from '../i18n/messages';
import { SCRIPT } from './script';
import { STYLES } from './styles';

/** The control page. Everything inline: the bundle is one file, and the CSP allows only this page's own script. */
export function controlPage(nonce: string): string {
  const messages = JSON.stringify(MESSAGES).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
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
