import type { ArticleComment } from '@support/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../articles/rules/time';
import { useDeleteComment, useEditComment } from '../queries';
import type { Mentionable } from '../rules/mentions';
import { CommentBody } from './CommentBody';
import { MentionComposer } from './MentionComposer';

/** One comment: who wrote it and when, its text, and Edit / Delete where the server allows them. */
export function CommentItem(props: {
  articleId: string;
  comment: ArticleComment;
  members: Mentionable[];
  /** Deleting a thread's first comment deletes the thread: the dialog says so. */
  isThread?: boolean;
}) {
  const { t, i18n } = useTranslation('comments');
  const { comment } = props;
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const edit = useEditComment(props.articleId);
  const remove = useDeleteComment(props.articleId);
  const author = comment.author?.name ?? t('formerMember');
  const mentioned = props.members.filter((member) => comment.mentions.some((m) => m.id === member.id));

  return (
    <div className="group/comment">
      <div className="flex items-baseline gap-2">
        <span className="text-sm font-semibold text-stone-900">{author}</span>
        <time dateTime={comment.createdAt} className="text-xs text-stone-500">
          {formatDateTime(comment.createdAt, i18n.language)}
        </time>
        {comment.editedAt && <span className="text-xs text-stone-500">{t('edited')}</span>}
        <span className="ml-auto flex gap-0.5">
          {comment.canEdit && !editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={t('actions.edit')}
              title={t('actions.edit')}
              className="rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            >
              <Pencil aria-hidden="true" className="size-3.5" />
            </button>
          )}
          {comment.canDelete && (
            <button
              type="button"
              onClick={() => setConfirmDelete(true)}
              aria-label={t('actions.delete')}
              title={t('actions.delete')}
              className="rounded p-1 text-stone-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </span>
      </div>
      {editing ? (
        <div className="mt-1">
          <MentionComposer
            members={props.members}
            label={t('composer.editLabel')}
            submitLabel={t('actions.save')}
            initial={comment.body}
            initialMentions={mentioned}
            busy={edit.isPending}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={(body, mentions) =>
              edit.mutateAsync({ commentId: comment.id, body, mentions }).then(
                () => setEditing(false),
                (error) => {
                  toast.error(errorMessage(error, t('errors.save')));
                  throw error;
                },
              )
            }
          />
        </div>
      ) : (
        <div className="mt-0.5">
          <CommentBody body={comment.body} />
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={props.isThread ? t('delete.threadTitle') : t('delete.title')}
        confirmLabel={t('actions.delete')}
        tone="danger"
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => setConfirmDelete(false),
            onError: (error) => toast.error(errorMessage(error, t('errors.delete'))),
          })
        }
      >
        {props.isThread ? t('delete.threadText') : t('delete.text')}
      </ConfirmDialog>
    </div>
  );
}
