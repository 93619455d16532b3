import type { ArticleCommentThread } from '@support/shared';
import clsx from 'clsx';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useReply, useSetResolved } from '../queries';
import type { Mentionable } from '../rules/mentions';
import { CommentItem } from './CommentItem';
import { MentionComposer } from './MentionComposer';

/** Selects the quote in the open editor; false when the text no longer has it. */
export type ShowQuote = (quote: string, offset: number | null) => boolean;

function Anchor({ thread, onShowQuote }: { thread: ArticleCommentThread; onShowQuote?: ShowQuote }) {
  const { t } = useTranslation('comments');
  const anchor = thread.anchor;
  if (!anchor) return null;
  if (anchor.type === 'step') {
    return (
      <p className="mb-2 text-xs text-stone-600">
        {anchor.stepIndex === null
          ? t('anchor.stepGone')
          : t('anchor.step', { number: anchor.stepIndex + 1 })}
      </p>
    );
  }
  const quote = (
    <blockquote
      className={clsx(
        'border-l-2 pl-2 text-left text-xs italic line-clamp-3',
        anchor.gone ? 'border-amber-300 text-stone-500 line-through' : 'border-brand-300 text-stone-600',
      )}
    >
      {anchor.quote}
    </blockquote>
  );
  const gone = anchor.gone && <p className="text-xs font-medium text-amber-700">{t('anchor.gone')}</p>;
  if (!onShowQuote || anchor.gone) {
    return (
      <div className="mb-2">
        {quote}
        {gone}
      </div>
    );
  }
  return (
    <button
      type="button"
      title={t('anchor.show')}
      aria-label={t('anchor.showQuote', { quote: anchor.quote })}
      onClick={() => {
        if (!onShowQuote(anchor.quote, anchor.offset)) toast.error(t('anchor.notFound'));
      }}
      className="mb-2 block w-full rounded hover:bg-brand-50"
    >
      {quote}
    </button>
  );
}

/** A thread: its anchor, first comment, replies, a reply field, and Resolve / Reopen. */
export function ThreadCard({
  articleId,
  thread,
  members,
  highlighted,
  onShowQuote,
}: {
  articleId: string;
  thread: ArticleCommentThread;
  members: Mentionable[];
  highlighted?: boolean;
  onShowQuote?: ShowQuote;
}) {
  const { t } = useTranslation('comments');
  const [replying, setReplying] = useState(false);
  const reply = useReply(articleId);
  const resolve = useSetResolved(articleId);
  const resolved = thread.resolved !== null;

  const toggleResolved = () =>
    resolve.mutate(
      { commentId: thread.id, resolved: !resolved },
      { onError: (error) => toast.error(errorMessage(error, t('errors.save'))) },
    );

  return (
    <article
      aria-label={t('thread.label', { name: thread.author?.name ?? t('formerMember') })}
      className={clsx(
        'rounded-lg bg-white p-3 ring-1',
        highlighted ? 'ring-2 ring-brand-500' : 'ring-stone-200',
        resolved && 'opacity-80',
      )}
    >
      <Anchor thread={thread} onShowQuote={onShowQuote} />
      <CommentItem articleId={articleId} comment={thread} members={members} isThread />
      {thread.replies.length > 0 && (
        <ul className="mt-3 space-y-3 border-l border-stone-200 pl-3">
          {thread.replies.map((item) => (
            <li key={item.id}>
              <CommentItem articleId={articleId} comment={item} members={members} />
            </li>
          ))}
        </ul>
      )}
      {resolved && (
        <p className="mt-2 text-xs text-green-700">
          {t('thread.resolvedBy', { name: thread.resolved?.by?.name ?? t('formerMember') })}
        </p>
      )}
      {replying ? (
        <div className="mt-3">
          <MentionComposer
            members={members}
            label={t('composer.replyLabel')}
            submitLabel={t('actions.reply')}
            busy={reply.isPending}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={(body, mentions) =>
              reply.mutateAsync({ commentId: thread.id, body, mentions }).then(
                () => setReplying(false),
                (error) => {
                  toast.error(errorMessage(error, t('errors.save')));
                  throw error;
                },
              )
            }
          />
        </div>
      ) : (
        <div className="mt-2 flex gap-1">
          <button
            type="button"
            onClick={() => setReplying(true)}
            className="rounded px-2 py-1 text-xs font-medium text-stone-700 hover:bg-stone-100"
          >
            {t('actions.reply')}
          </button>
          <button
            type="button"
            onClick={toggleResolved}
            disabled={resolve.isPending}
            className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-stone-700 hover:bg-stone-100"
          >
            {resolved ? (
              <RotateCcw aria-hidden="true" className="size-3.5" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
            )}
            {resolved ? t('actions.reopen') : t('actions.resolve')}
          </button>
        </div>
      )}
    </article>
  );
}
