import type { CommentAnchorRequest } from '@support/shared';
import clsx from 'clsx';
import { MessageSquare, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useActiveOrganization, useProfile } from '../../profile/queries';
import { useCommentThreads, useCreateThread } from '../queries';
import type { Mentionable } from '../rules/mentions';
import { AnchorPicker, type StepChoice, type TextAnchor } from './AnchorPicker';
import { MentionComposer } from './MentionComposer';
import { type ShowQuote, ThreadCard } from './ThreadCard';

/** The organization's other members, for the @ picker (the server checks them again). */
function useMentionable(): Mentionable[] {
  const organization = useActiveOrganization().data;
  const me = useProfile().data?.id;
  return useMemo(
    () =>
      (organization?.UserOrganizations ?? [])
        .filter((membership) => membership.user.id !== me)
        .map(({ user }) => ({
          id: user.id,
          name: `${user.firstName} ${user.lastName}`.trim() || user.email,
          email: user.email,
        })),
    [organization, me],
  );
}

/**
 * The Comments panel of an article (issue 48 item 3): its threads, open or resolved, and a field
 * for a new one, anchored to the text selected in the editor or to a pasted quote. Internal only.
 */
export function CommentsPanel(props: {
  articleId: string;
  /** The editor's selection, when the writer chose Comment. */
  selection?: TextAnchor | null;
  /** The article's steps, for a thread on one of them. */
  steps?: StepChoice[];
  /** The thread a mention mail links to. */
  focusThreadId?: string | null;
  /** In the Edit tab: a thread's quote selects its text in the editor. */
  onShowQuote?: ShowQuote;
  onClose: () => void;
}) {
  const { t } = useTranslation('comments');
  const threads = useCommentThreads(props.articleId);
  const create = useCreateThread(props.articleId);
  const members = useMentionable();
  const [filter, setFilter] = useState<'open' | 'resolved'>('open');
  const [anchor, setAnchor] = useState<CommentAnchorRequest | null>(props.selection ?? null);

  useEffect(() => {
    if (props.selection) setAnchor(props.selection);
  }, [props.selection]);

  const all = threads.data ?? [];
  const focused = all.find((thread) => thread.id === props.focusThreadId);
  useEffect(() => {
    if (focused?.resolved) setFilter('resolved');
  }, [focused?.resolved]);
  const open = all.filter((thread) => !thread.resolved);
  const resolved = all.filter((thread) => thread.resolved);
  const shown = filter === 'open' ? open : resolved;

  const submit = (body: string, mentions: string[]) => {
    const sent = anchor && ('stepId' in anchor || anchor.quote) ? anchor : undefined;
    return create.mutateAsync({ body, mentions, anchor: sent }).then(
      () => {
        setAnchor(null);
        setFilter('open');
      },
      (error) => {
        toast.error(errorMessage(error, t('errors.save')));
        throw error;
      },
    );
  };

  return (
    <section aria-label={t('title')} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="mb-3 flex items-center gap-2">
        <MessageSquare aria-hidden="true" className="size-4 text-stone-600" />
        <h2 className="flex-1 text-sm font-semibold text-stone-900">{t('title')}</h2>
        <button
          type="button"
          onClick={props.onClose}
          aria-label={t('actions.close')}
          className="rounded p-1 text-stone-500 hover:bg-stone-200"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="mb-3 text-xs text-stone-500">{t('internal')}</p>

      <div className="mb-4 space-y-2">
        <AnchorPicker anchor={anchor} steps={props.steps ?? []} onChange={setAnchor} />
        <MentionComposer
          members={members}
          label={t('composer.newLabel')}
          submitLabel={t('actions.comment')}
          busy={create.isPending}
          autoFocus={Boolean(props.selection)}
          onSubmit={submit}
        />
      </div>

      <div
        role="tablist"
        aria-label={t('filter.label')}
        className="mb-3 flex rounded-lg bg-stone-200/60 p-0.5"
      >
        {(['open', 'resolved'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={filter === id}
            onClick={() => setFilter(id)}
            className={clsx(
              'flex-1 rounded-md px-2 py-1 text-xs font-medium',
              filter === id ? 'bg-white text-stone-900 shadow-xs' : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`filter.${id}`, { count: id === 'open' ? open.length : resolved.length })}
          </button>
        ))}
      </div>

      {threads.isPending ? (
        <p className="text-sm text-stone-500">{t('loading')}</p>
      ) : threads.isError ? (
        <p className="text-sm text-red-700">{errorMessage(threads.error, t('errors.load'))}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-stone-500">{t(filter === 'open' ? 'empty.open' : 'empty.resolved')}</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((thread) => (
            <li key={thread.id}>
              <ThreadCard
                articleId={props.articleId}
                thread={thread}
                members={members}
                highlighted={thread.id === props.focusThreadId}
                onShowQuote={props.onShowQuote}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
