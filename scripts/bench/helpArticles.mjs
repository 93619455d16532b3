// Help articles for the bench as a documentation team writes them: about 800 words of markdown with
// headings, a numbered procedure with a screenshot per step, nested lists, a table, a code block,
// links, inline code and the demo GIF. Deterministic (seeded), and each article's sentences differ,
// so that a translation cache keyed by piece does not make the articles free after the first.

const NOUNS = [
  'invoice',
  'workspace',
  'report',
  'dashboard',
  'customer',
  'order',
  'project',
  'template',
  'export',
  'team member',
  'permission',
  'webhook',
  'integration',
  'payment',
  'subscription',
  'filter',
  'label',
  'notification',
  'calendar',
  'folder',
  'document',
  'comment',
  'approval',
  'budget',
  'contract',
];
const VERBS = [
  'open',
  'select',
  'review',
  'update',
  'archive',
  'share',
  'assign',
  'rename',
  'duplicate',
  'approve',
  'download',
  'schedule',
  'configure',
  'connect',
  'remove',
  'sort',
  'check',
  'publish',
  'invite',
  'lock',
];
const PLACES = [
  'the sidebar',
  'the top bar',
  'the settings page',
  'the details panel',
  'the overview',
  'the list view',
  'the admin area',
  'your profile menu',
  'the search results',
  'the billing section',
];
const TAILS = [
  'before you continue',
  'so that everyone sees the same version',
  'when the status turns green',
  'if your administrator allowed it',
  'without losing earlier changes',
  'for the current month',
  'in a few seconds',
  'as often as you need',
  'once the import is done',
  'for every selected item',
];

/** A small seeded generator (mulberry32): the same corpus on every run and machine. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function writer(seed) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const cap = (text) => text[0].toUpperCase() + text.slice(1);
  const sentence = () => {
    const forms = [
      () => `${cap(pick(VERBS))} the ${pick(NOUNS)} in ${pick(PLACES)} ${pick(TAILS)}.`,
      () => `You can ${pick(VERBS)} each ${pick(NOUNS)} from ${pick(PLACES)}, ${pick(TAILS)}.`,
      () => `The ${pick(NOUNS)} shows the ${pick(NOUNS)} and its ${pick(NOUNS)} ${pick(TAILS)}.`,
      () => `To ${pick(VERBS)} a ${pick(NOUNS)}, go to ${pick(PLACES)} and click **${cap(pick(VERBS))}**.`,
      () => `If the ${pick(NOUNS)} is missing, ${pick(VERBS)} the ${pick(NOUNS)} first ${pick(TAILS)}.`,
    ];
    return pick(forms)();
  };
  const paragraph = (count) => Array.from({ length: count }, sentence).join(' ');
  return { next, pick, cap, sentence, paragraph };
}

/** Article `index` (0-based): its title and markdown of about 800 words. */
export function helpArticle(index) {
  const w = writer(index + 1);
  const subject = `${w.pick(NOUNS)} ${index + 1}`;
  const title = `How to ${w.pick(VERBS)} a ${subject}`;
  const steps = Array.from({ length: 8 }, (_, step) => {
    const extra =
      step % 3 === 0 ? ` Enter \`${w.pick(NOUNS).replace(/ /g, '_')}_${step}\` in the field.` : '';
    const more = step % 2 === 1 ? ` ${w.sentence()}` : '';
    return `${step + 1}. ${w.sentence()}${more}${extra}\n\n   ![Step ${step + 1}](step${step + 1}.png)`;
  });
  const options = Array.from({ length: 5 }, () => {
    const noun = w.pick(NOUNS);
    return `| ${w.cap(noun)} | ${w.sentence()} | \`${w.next() > 0.5 ? 'on' : 'off'}\` |`;
  });
  const markdown = [
    `# ${title}`,
    '',
    `${w.paragraph(4)} See [the ${w.pick(NOUNS)} guide](https://docs.example.com/guides/${index + 1}) for the background.`,
    '',
    '## Before you start',
    '',
    `- ${w.sentence()}`,
    `- ${w.sentence()}`,
    `- ${w.sentence()}`,
    `  - ${w.sentence()}`,
    `  - ${w.sentence()}`,
    `- ${w.sentence()} Ask your administrator at <https://app.example.com/admin>.`,
    '',
    '## Steps',
    '',
    ...steps.flatMap((step) => [step, '']),
    '## Options',
    '',
    '| Option | What it does | Default |',
    '| --- | --- | --- |',
    ...options,
    '',
    w.paragraph(7),
    '',
    '## Do it through the API',
    '',
    w.paragraph(3),
    '',
    '```bash',
    `curl -X POST https://api.example.com/v1/items/${index + 1} \\`,
    '  -H "Authorization: Bearer $TOKEN" \\',
    `  -d '{"name": "${subject}", "archived": false}'`,
    '```',
    '',
    '## Troubleshooting',
    '',
    w.paragraph(7),
    '',
    `> **Note:** ${w.paragraph(2)}`,
    '',
    w.paragraph(7),
    '',
    '![Demo Gif](output.gif)',
    '',
    w.paragraph(6),
    '',
  ].join('\n');
  return { title, content: markdown };
}

/** Words in markdown as a reader counts them (markup, addresses and code left out). */
export function wordCount(markdown) {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/<[^>]+>|`[^`]*`/g, ' ');
  return prose.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}
