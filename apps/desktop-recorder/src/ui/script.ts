/**
 * The control page's script (plain browser JavaScript kept as a string, so the bundle carries
 * it). It polls `GET /api/state`, renders the screen with DOM nodes (window titles come from
 * other programs: never HTML), and posts actions as JSON.
 */
export const SCRIPT = `
const MESSAGES = JSON.parse(document.getElementById('messages').textContent);
const app = document.getElementById('app');
const live = document.getElementById('live');
let state = null;
let rendered = '';
let keepTypedChoice = false;
let busy = false;

function t(key, vars) {
  const m = MESSAGES[state ? state.language : 'de'];
  let text = key.split('.').reduce((o, k) => (o ? o[k] : undefined), m) || key;
  for (const [k, v] of Object.entries(vars || {})) text = text.replace('{' + k + '}', String(v));
  return text;
}
function keysText(keys) {
  if (state.language !== 'de') return keys;
  return keys.replace('Ctrl', 'Strg').replace('Shift', 'Umschalt').replace('Escape', 'Esc').replace('Enter', 'Eingabe');
}
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === false || v == null) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'text') el.textContent = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const child of children.flat()) if (child != null && child !== false) el.append(child);
  return el;
}
async function act(path, body) {
  if (busy) return;
  busy = true;
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body || {}) });
    if (!response.ok) {
      const data = await response.json().catch(() => ({}));
      showError(data.message || response.statusText);
    } else showError(null);
  } catch (error) { showError(String(error)); }
  finally { busy = false; await poll(true); }
}
let lastError = null;
function showError(message) { lastError = message; rendered = ''; }

function serverForm() {
  const input = h('input', { type: 'url', id: 'server', value: state.serverUrl, placeholder: 'https://', autocomplete: 'url' });
  return h('details', { open: !state.serverUrl },
    h('summary', { text: t('server') + (state.serverUrl ? ': ' + state.serverUrl : '') }),
    h('form', { onsubmit: (e) => { e.preventDefault(); act('/api/settings', { serverUrl: input.value }); } },
      h('label', { for: 'server', text: t('server') }), input,
      h('div', { class: 'row' }, h('button', { type: 'submit', text: t('save') }))));
}

// The review screen says it once above the steps; shown there, it is not repeated here.
function connectScreen(showRevoked = true) {
  const c = state.connect;
  const parts = [h('h2', { text: t('connectTitle') })];
  if (showRevoked && state.connection.revokedMessage) parts.push(h('p', { class: 'error', role: 'alert', text: t('revoked') }));
  if (c.status === 'pending') {
    // The address is always shown: a browser may not have opened (xdg-open without a browser).
    parts.push(h('p', { text: c.browserOpened ? t('connectIntro') : t('connectManual') }),
      h('p', {}, h('a', { href: /^https?:[/][/]/.test(c.verificationUrl || '') ? c.verificationUrl : null, target: '_blank', rel: 'noopener', class: 'address', text: c.verificationUrl })),
      h('div', { class: 'code', 'aria-label': c.code, text: c.code }),
      h('p', { class: 'muted', 'aria-live': 'polite', text: t('connectWaiting') }),
      h('div', { class: 'row' }, h('button', { onclick: () => act('/api/connect/open'), text: t('connectOpen') }),
        h('button', { class: 'link', onclick: () => act('/api/connect/start'), text: t('connectNew') })));
  } else {
    if (c.status === 'expired') parts.push(h('p', { class: 'notice', text: t('connectExpired') }));
    if (c.status === 'error') parts.push(h('p', { class: 'error', role: 'alert', text: c.message }));
    parts.push(h('div', { class: 'row' }, h('button', { class: 'primary', disabled: !state.serverUrl || c.status === 'starting',
      onclick: () => act('/api/connect/start'), text: c.status === 'expired' ? t('connectNew') : t('connectStart') })));
  }
  const email = h('input', { type: 'email', id: 'email', autocomplete: 'username' });
  const password = h('input', { type: 'password', id: 'password', autocomplete: 'current-password' });
  parts.push(h('details', {}, h('summary', { text: t('orSignIn') }),
    h('form', { onsubmit: (e) => { e.preventDefault(); act('/api/connect/login', { email: email.value, password: password.value }); } },
      h('label', { for: 'email', text: t('email') }), email, h('label', { for: 'password', text: t('password') }), password,
      h('div', { class: 'row' }, h('button', { type: 'submit', text: t('signIn') })))));
  parts.push(serverForm());
  return parts;
}

function readyScreen() {
  // Kept across the screen's redraws (a change of layout or language redraws it).
  const keep = h('input', { type: 'checkbox', id: 'keep', checked: keepTypedChoice, onchange: (e) => { keepTypedChoice = e.target.checked; } });
  const parts = [h('h2', { text: t('readyTitle') }), h('p', { text: t('readyIntro') }), h('p', { class: 'muted', text: t('redactionNote') })];
  if (state.notice === 'NO_STEPS') parts.push(h('p', { class: 'notice', text: t('noSteps') }));
  if (!state.connection.canCreateArticle) parts.push(h('p', { class: 'notice', text: t('noCredits') }));
  const kb = state.keyboard;
  const layout = h('select', { id: 'layout', onchange: (e) => act('/api/settings', { keyboardLayout: e.target.value }) },
    kb.layouts.map((option) => h('option', { value: option.id, selected: option.id === kb.layout,
      text: option.id === kb.detected ? t('keyboardDetected', { name: option.name }) : option.name })));
  parts.push(h('label', { class: 'switch', for: 'keep' }, keep, h('span', {}, t('keepTyped'), h('br'),
      h('span', { class: 'muted', text: t('keepTypedHint') }))),
    h('div', { class: 'sub' }, h('label', { for: 'layout', text: t('keyboardLayout') }), layout),
    h('div', { class: 'row' }, h('button', { class: 'primary', onclick: () => act('/api/recording/start', { keepTypedText: keep.checked }), text: t('start') })),
    h('p', { class: 'muted' }, t('stopShortcut', { keys: '' }), h('kbd', { text: keysText(state.stopShortcut) })),
    h('p', { class: 'muted' }, t('connectedAs', { org: state.connection.organizationName || state.serverUrl }), ' ',
      h('button', { class: 'link', onclick: () => act('/api/disconnect'), text: t('disconnect') })),
    serverForm());
  return parts;
}

function countdownScreen() {
  return [h('div', { class: 'big', 'aria-live': 'assertive', text: t('countdown', { n: Math.ceil((state.countdownMs || 0) / 1000) }) }),
    h('div', { class: 'row' }, h('button', { onclick: () => act('/api/recording/cancel'), text: t('cancel') }))];
}

function recordingScreen() {
  const r = state.recording;
  return [h('div', { class: 'indicator' + (r.paused ? ' paused' : '') }, h('span', { class: 'dot', 'aria-hidden': 'true' }),
      h('span', { text: r.paused ? t('pausedTitle') : t('recordingTitle') }), h('span', { 'aria-live': 'polite', text: '· ' + t('steps', { n: r.stepCount }) })),
    h('div', { class: 'row' },
      h('button', { onclick: () => act(r.paused ? '/api/recording/resume' : '/api/recording/pause'), text: r.paused ? t('resume') : t('pause') }),
      h('button', { class: 'primary', onclick: () => act('/api/recording/stop'), text: t('stop') })),
    h('p', { class: 'muted' }, t('stopShortcut', { keys: '' }), h('kbd', { text: keysText(state.stopShortcut) })),
    h('p', { class: 'muted', text: t('hiddenNote') })];
}

function describe(step) {
  const what = step.action === 'KEY' ? keysText(step.key || '') : step.action === 'TYPE' ? (step.valueWithheld ? t('withheld') : '“' + (step.value || '') + '”') : '';
  // A password step says so and nothing more (the article words it the same way).
  const title = step.action === 'TYPE' && step.secret ? t('typePassword') : t('actions.' + step.action) + (what ? ' ' + what : '');
  const where = step.application ? step.application + (step.pageTitle && step.pageTitle !== step.application ? ' — ' + step.pageTitle : '') : step.pageTitle;
  return h('div', { class: 'what' }, h('strong', { text: title }), h('br'), h('span', { class: 'muted', text: where }));
}

// The image as the OCR redaction left it; the version makes the page load it again once blurred.
function imageUrl(step) {
  return '/api/steps/' + encodeURIComponent(step.image) + '/image?v=' + (step.blurred === null ? 'new' : step.blurred + (step.unreadable ? 'u' : ''));
}
function count(key, n) { return t(key + (n === 1 ? '.one' : '.other'), { n }); }

// What was blurred before the upload (issue 44 item 2), with a link to each image.
function redactionSummary() {
  const x = state.redaction;
  if (!x || x.total === 0) return [];
  if (x.checked < x.total) return [h('p', { class: 'muted', 'aria-live': 'polite', text: t('redactionRunning', { checked: x.checked, total: x.total }) })];
  const steps = state.recording.steps.map((step, i) => ({ step, n: i + 1 })).filter(({ step }) => step.blurred > 0 || step.unreadable);
  const parts = [h('p', { class: 'redaction' }, h('strong', { text: x.places > 0 ? t('blurredSummary', { places: count('places', x.places), steps: count('inSteps', x.steps) }) : t('redactionNone') }))];
  if (x.failed > 0) parts.push(h('p', { class: 'notice', text: count('redactionFailed', x.failed) }));
  const list = h('ul', { class: 'blurred' }, steps.map(({ step, n }) => h('li', {},
    h('a', { href: imageUrl(step), target: '_blank', rel: 'noopener', text: t('viewStep', { n }) }),
    h('span', { class: 'muted', text: ' · ' + (step.unreadable ? t('stepUnreadable') : count('places', step.blurred)) }))));
  // A long list folds away: the steps below have their images too.
  if (steps.length > 5) parts.push(h('details', { class: 'blurred-steps' }, h('summary', { text: t('blurredSteps') }), list));
  else if (steps.length > 0) parts.push(list);
  return parts;
}

function reviewScreen() {
  const r = state.recording;
  const parts = [h('h2', { text: t('reviewTitle') }), ...redactionSummary()];
  if (r.recovered) parts.push(h('p', { class: 'notice', text: t('recovered') }));
  if (state.notice === 'MAX_STEPS') parts.push(h('p', { class: 'notice', text: t('maxSteps') }));
  if (state.notice === 'DISCONNECTED' || state.connection.revokedMessage) parts.push(h('p', { class: 'error', role: 'alert', text: t('revoked') }));
  parts.push(h('ol', { class: 'steps' }, r.steps.map((step, i) => h('li', {},
    h('span', { class: 'num', text: String(i + 1) }),
    h('a', { href: imageUrl(step), target: '_blank', rel: 'noopener', 'aria-label': t('viewStep', { n: i + 1 }) },
      h('img', { src: imageUrl(step), alt: '', loading: 'lazy' })),
    describe(step),
    h('button', { class: 'danger', 'aria-label': t('deleteStep', { n: i + 1 }), onclick: () => act('/api/steps/delete', { image: step.image }), text: '✕' })))));
  const actions = h('div', { class: 'row' });
  if (state.connection.connected) actions.append(h('button', { class: 'primary', disabled: r.stepCount === 0,
    onclick: () => act('/api/recording/upload'), text: r.recovered ? t('resumeUpload') : t('createArticle') }));
  actions.append(h('button', { class: 'danger', onclick: () => { if (confirm(t('discardConfirm'))) act('/api/recording/discard'); }, text: t('discard') }));
  parts.push(actions);
  if (!state.connection.connected) parts.push(...connectScreen(false));
  return parts;
}

function uploadingScreen() {
  const u = state.upload;
  const parts = [h('h2', { text: t('uploadingTitle') })];
  if (u.status === 'failed') {
    parts.push(h('p', { class: 'error', role: 'alert', text: t('uploadFailed', { message: u.message || '' }) }),
      h('div', { class: 'row' }, h('button', { onclick: () => act('/api/recording/back'), text: t('back') })));
    return parts;
  }
  parts.push(h('progress', { max: String(u.total || 1), value: String(u.sent), 'aria-label': t('uploadingTitle') }));
  const x = state.redaction;
  if (u.total === 0 && x && x.checked < x.total) parts.push(h('p', { class: 'muted', 'aria-live': 'polite', text: t('redactionRunning', { checked: x.checked, total: x.total }) }));
  if (u.status === 'waiting') parts.push(h('p', { class: 'notice', 'aria-live': 'polite', text: t('uploadWaiting', { n: u.attempts }) }));
  return parts;
}

function doneScreen() {
  return [h('h2', { text: t('doneTitle') }),
    h('div', { class: 'row' }, h('button', { class: 'primary', onclick: () => act('/api/open-article'), text: t('openArticle') }),
      h('button', { onclick: () => act('/api/next'), text: t('another') }))];
}

const SCREENS = { connect: connectScreen, ready: readyScreen, countdown: countdownScreen, recording: recordingScreen,
  review: reviewScreen, uploading: uploadingScreen, done: doneScreen };

function render() {
  const key = JSON.stringify([state, lastError]);
  if (key === rendered) return;
  // Keep what the person is typing: a form being filled is not re-rendered by a poll.
  const active = document.activeElement;
  if (active && active.tagName === 'INPUT' && active.type !== 'checkbox' && rendered && !busy && JSON.parse(rendered)[0].screen === state.screen) return;
  rendered = key;
  document.documentElement.lang = state.language;
  const recording = state.screen === 'recording';
  // The title marks the window as the recorder's own: the capture finds it by this and hides it.
  document.title = recording ? t('title') + ' ● ' + state.recording.stepCount : t('title');
  document.getElementById('lang').textContent = t('language');
  const parts = [];
  if (lastError) parts.push(h('p', { class: 'error', role: 'alert', text: lastError }));
  // A native module that did not load (app/problems.ts): on every screen, until the recorder restarts.
  for (const p of state.problems || []) parts.push(h('div', { class: 'error', role: 'alert' },
    h('p', { text: t('nativeFailed.' + p.purpose, { module: p.module }) }),
    h('p', { text: t('nativeFailedWhat', { log: state.logPath, error: p.error }) })));
  parts.push(...SCREENS[state.screen]());
  app.replaceChildren(...parts);
  live.textContent = state.screen;
}

// The recorder process ended (closed console, crash, restart with a new secret): the page says so
// within 3 s instead of leaving dead buttons. A poll gives up after 1 s; no answer for 2 s is gone.
let lastAnswer = Date.now();
let stopped = false;
function showStopped() {
  if (stopped) return;
  stopped = true;
  document.title = t('title');
  app.replaceChildren(h('h2', { text: t('stoppedTitle') }), h('p', { role: 'alert', text: t('stoppedHow') }));
  live.textContent = 'stopped';
}
async function poll(force) {
  if (stopped) return;
  try {
    const response = await fetch('/api/state', { cache: 'no-store', signal: AbortSignal.timeout(1000) });
    if (response.ok) { state = await response.json(); lastAnswer = Date.now(); render(); }
  } catch {}
  if (Date.now() - lastAnswer >= 2000) showStopped();
}
document.getElementById('lang').addEventListener('click', () => act('/api/settings', { language: state.language === 'de' ? 'en' : 'de' }));
poll();
setInterval(poll, 500);
`;
