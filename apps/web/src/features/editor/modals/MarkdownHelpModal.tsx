import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useCloseModal } from '../../settings/modalNavigation';

const SYNTAX = [
  'heading',
  'bold',
  'italic',
  'list',
  'numbered',
  'link',
  'articleLink',
  'quote',
  'code',
  'table',
] as const;
const SAMPLES: Record<(typeof SYNTAX)[number], string> = {
  heading: '## Heading',
  bold: '**bold**',
  italic: '_italic_',
  list: '- Item',
  numbered: '1. First step',
  link: '[Text](https://example.com)',
  articleLink: '[Text](article:{uuid})',
  quote: '> Note',
  code: '`code`',
  table: '| A | B |\n| - | - |\n| 1 | 2 |',
};
const IMAGES = [
  ['stepImage', '![Step 3](step3.png)'],
  ['externalImage', '![External:{uuid}](filename.png "What the image shows")'],
  ['demoGif', '![Demo Gif](output.gif)'],
] as const;
const SHORTCUTS = ['save', 'smartEdit', 'link', 'glossary', 'bold', 'italic'] as const;

/** /markdown-help: the syntax the editor understands and the product's image conventions (spec 02 §5). */
export default function MarkdownHelpModal() {
  const { t } = useTranslation('editor');
  const close = useCloseModal();
  const rows = (items: ReadonlyArray<readonly [string, string]>) => (
    <dl className="divide-y divide-stone-100 rounded-lg ring-1 ring-stone-200">
      {items.map(([key, sample]) => (
        <div key={key} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr] sm:gap-3">
          <dt className="text-sm text-stone-600">{t(`help.items.${key}`)}</dt>
          <dd className="whitespace-pre font-mono text-xs leading-5 text-stone-800">{sample}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Modal title={t('help.title')} size="2xl" onClose={close}>
      <div className="space-y-5 text-sm">
        <section className="space-y-2">
          <h3 className="font-semibold text-stone-900">{t('help.syntax')}</h3>
          {rows(SYNTAX.map((key) => [key, SAMPLES[key]] as const))}
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-stone-900">{t('help.images')}</h3>
          <p className="text-stone-600">{t('help.imagesText')}</p>
          {rows(IMAGES)}
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-stone-900">{t('help.shortcuts')}</h3>
          {rows(SHORTCUTS.map((key) => [key, t(`help.keys.${key}`)] as const))}
        </section>
      </div>
    </Modal>
  );
}
