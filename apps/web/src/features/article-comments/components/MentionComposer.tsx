import { ARTICLE_COMMENT_BODY_MAX_LENGTH } from '@support/shared';
import clsx from 'clsx';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import {
  insertMention,
  type Mentionable,
  matchingMembers,
  mentionedIds,
  mentionQueryAt,
} from '../rules/mentions';

const PICKER_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Enter', 'Tab', 'Escape']);

type Props = {
  members: Mentionable[];
  label: string;
  submitLabel: string;
  initial?: string;
  /** Members the text already mentions (an edit keeps them). */
  initialMentions?: Mentionable[];
  busy?: boolean;
  autoFocus?: boolean;
  onSubmit: (body: string, mentions: string[]) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * The comment field with its @mention picker: typing "@" and a few letters lists the organization's
 * members; arrows move, Enter or Tab picks, Escape closes. Ctrl+Enter (⌘+Enter) sends.
 */
export function MentionComposer(props: Props) {
  const { t } = useTranslation('comments');
  const listId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(props.initial ?? '');
  const [picked, setPicked] = useState<Mentionable[]>(props.initialMentions ?? []);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);

  // Focus moves only when the writer asked for this field (Reply, Edit, Comment on a selection).
  const focusOnOpen = props.autoFocus;
  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  const query = mentionQueryAt(text, caret);
  const options = query && dismissed !== query.start ? matchingMembers(props.members, query.query) : [];
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);

  const pick = (member: Mentionable) => {
    if (!query) return;
    const next = insertMention(text, query, member.name);
    setText(next.text);
    setPicked((list) => (list.some((entry) => entry.id === member.id) ? list : [...list, member]));
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    const body = text.trim();
    if (!body || props.busy) return;
    await props.onSubmit(body, mentionedIds(body, picked));
    setText('');
    setPicked([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (open && (event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      event.preventDefault();
      pick(options[current]!);
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(query?.start ?? null);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit().catch(() => undefined);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <form
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <textarea
        ref={field}
        value={text}
        rows={3}
        maxLength={ARTICLE_COMMENT_BODY_MAX_LENGTH}
        aria-label={props.label}
        placeholder={t('composer.placeholder')}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(current) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setCaret(event.target.selectionStart);
          setDismissed(null);
        }}
        // The caret follows clicks and moving keys; the picker's own keys leave it where pick() put it.
        onClick={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyUp={(event) => {
          if (!PICKER_KEYS.has(event.key)) setCaret(event.currentTarget.selectionStart);
        }}
        onKeyDown={onKeyDown}
        className="block w-full resize-y rounded-lg border-0 px-3 py-2 text-sm text-stone-900 ring-1 ring-inset ring-stone-300 placeholder:text-stone-500 focus:ring-2 focus:ring-brand-600"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('composer.members')}
        hidden={!open}
        className="absolute inset-x-0 z-30 mt-1 max-h-56 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-stone-200"
      >
        {options.map((member, index) => (
          <div
            key={member.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === current}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(member);
            }}
            className={clsx(
              'cursor-pointer px-3 py-1.5 text-sm',
              index === current ? 'bg-brand-50 text-brand-800' : 'text-stone-800',
            )}
          >
            <span className="font-medium">{member.name}</span>{' '}
            <span className="text-stone-500">{member.email}</span>
          </div>
        ))}
      </div>
      <div className="mt-2 flex items-center justify-end gap-2">
        <span className="mr-auto text-xs text-stone-500">{t('composer.hint')}</span>
        {props.onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" loading={props.busy} disabled={!text.trim()}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
