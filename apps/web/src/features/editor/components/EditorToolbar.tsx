import {
  Bold,
  CircleHelp,
  Heading2,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  MessageSquarePlus,
  Quote,
  Sparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ToolbarAction =
  | 'bold'
  | 'italic'
  | 'heading'
  | 'list'
  | 'numbered'
  | 'quote'
  | 'link'
  | 'image'
  | 'smartEdit'
  | 'comment'
  | 'help';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

const GROUPS: Array<Array<{ action: ToolbarAction; icon: LucideIcon; shortcut?: string }>> = [
  [
    { action: 'bold', icon: Bold, shortcut: `${mod}B` },
    { action: 'italic', icon: Italic, shortcut: `${mod}I` },
    { action: 'heading', icon: Heading2 },
  ],
  [
    { action: 'list', icon: List },
    { action: 'numbered', icon: ListOrdered },
    { action: 'quote', icon: Quote },
  ],
  [
    { action: 'link', icon: Link2, shortcut: `${mod}L` },
    { action: 'image', icon: ImagePlus },
  ],
  [{ action: 'smartEdit', icon: Sparkles, shortcut: `${mod}K` }],
  [{ action: 'comment', icon: MessageSquarePlus }],
];

/**
 * Formatting buttons. They keep the editor's focus and selection (mousedown is not allowed to blur
 * it), so a click acts on what the writer selected.
 */
export function EditorToolbar({
  onAction,
  busy,
  unavailable,
}: {
  onAction: (action: ToolbarAction) => void;
  busy?: ToolbarAction | null;
  /** Actions this server cannot do, with the reason: shown as unavailable, a click says why. */
  unavailable?: Partial<Record<ToolbarAction, string>>;
}) {
  const { t } = useTranslation('editor');
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      className="flex min-w-0 flex-wrap items-center gap-0.5"
    >
      {GROUPS.map((group, index) => (
        <div key={group[0]?.action} className="flex items-center gap-0.5">
          {index > 0 && <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-200" />}
          {group.map(({ action, icon: Icon, shortcut }) => {
            const label = t(`toolbar.${action}`);
            const reason = unavailable?.[action];
            return (
              <button
                key={action}
                type="button"
                title={reason ?? (shortcut ? `${label} (${shortcut})` : label)}
                aria-label={label}
                aria-disabled={reason ? true : undefined}
                aria-description={reason}
                disabled={busy === action}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onAction(action)}
                className={
                  (action === 'smartEdit'
                    ? 'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-violet-700 enabled:hover:bg-violet-50 disabled:text-stone-500'
                    : 'inline-flex size-8 items-center justify-center rounded-md text-stone-600 enabled:hover:bg-stone-100 enabled:hover:text-stone-900 disabled:text-stone-500') +
                  (reason ? ' cursor-not-allowed opacity-50' : '')
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {action === 'smartEdit' && <span className="hidden sm:inline">{label}</span>}
              </button>
            );
          })}
        </div>
      ))}
      <button
        type="button"
        title={t('toolbar.help')}
        aria-label={t('toolbar.help')}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onAction('help')}
        className="inline-flex size-8 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900"
      >
        <CircleHelp aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
