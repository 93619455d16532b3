import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { GroupArticle } from '@support/shared';
import clsx from 'clsx';
import {
  FileText,
  Folder,
  FolderPlus,
  GripVertical,
  Languages,
  LayoutGrid,
  Pencil,
  Trash2,
  X,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropPosition, TreeNode } from '../rules/tree';

export type Indicator = { id: string; position: DropPosition } | null;

/** Both a handle to drag and a place to drop: every row of the tree. */
function useRow(id: string, disabled: boolean) {
  const drag = useDraggable({ id, disabled });
  const drop = useDroppable({ id, disabled });
  return {
    setNodeRef: (node: HTMLElement | null) => {
      drag.setNodeRef(node);
      drop.setNodeRef(node);
    },
    handle: { ...drag.attributes, ...drag.listeners },
    isDragging: drag.isDragging,
  };
}

function DropLine({ indicator, id, children }: { indicator: Indicator; id: string; children: ReactNode }) {
  const position = indicator?.id === id ? indicator.position : null;
  return (
    <div
      className={clsx(
        'relative rounded-md',
        position === 'inside' && 'bg-brand-50 ring-2 ring-brand-400',
        position === 'before' &&
          'before:absolute before:-top-0.5 before:right-0 before:left-0 before:h-0.5 before:bg-brand-500',
        position === 'after' &&
          'after:absolute after:right-0 after:-bottom-0.5 after:left-0 after:h-0.5 after:bg-brand-500',
      )}
    >
      {children}
    </div>
  );
}

export function GroupBranch({
  node,
  indicator,
  busy,
  onRename,
  onAddChild,
  onDelete,
  onEditCard,
  onTranslate,
  onRemoveArticle,
}: {
  node: TreeNode;
  indicator: Indicator;
  busy: boolean;
  onRename: (groupId: string, name: string) => Promise<string | null>;
  onAddChild: (parentId: string) => void;
  onDelete: (groupId: string, name: string) => void;
  /** Top-level groups are cards on the home page: their icon and description. */
  onEditCard: (groupId: string) => void;
  /** The group's names in the organization's other languages; absent when it has none. */
  onTranslate?: (groupId: string) => void;
  onRemoveArticle: (articleId: string) => void;
}) {
  const { t } = useTranslation('helpCenters');
  const id = `group:${node.group.id}`;
  const row = useRow(id, busy);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(node.group.name);
  const [error, setError] = useState<string | null>(null);
  const finish = async () => {
    const problem = await onRename(node.group.id, name);
    if (problem) setError(problem);
    else {
      setEditing(false);
      setError(null);
    }
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void finish();
    }
    if (event.key === 'Escape') {
      setEditing(false);
      setName(node.group.name);
      setError(null);
    }
  };
  return (
    <li
      style={{ marginLeft: node.depth ? '1.25rem' : 0 }}
      className={row.isDragging ? 'opacity-40' : undefined}
    >
      <DropLine indicator={indicator} id={id}>
        {/* The name keeps its room on a phone: the actions wrap below it rather than squeeze it. */}
        <div ref={row.setNodeRef} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-1 py-1.5">
          <button
            type="button"
            className="cursor-grab rounded p-1 text-stone-500 hover:bg-stone-100"
            aria-label={t('articles.dragGroup', { name: node.group.name })}
            {...row.handle}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
          <Folder aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {editing ? (
            <div className="flex min-w-32 flex-1 flex-col">
              <input
                value={name}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={onKey}
                onBlur={() => void finish()}
                aria-label={t('articles.groupName')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                // biome-ignore lint/a11y/noAutofocus: the field opens on the user's own click on Rename
                autoFocus
                className="h-8 rounded border border-stone-300 px-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
              />
              {error && (
                <span id={`${id}-error`} className="mt-1 text-xs text-red-600">
                  {error}
                </span>
              )}
            </div>
          ) : (
            <span className="line-clamp-2 min-w-32 flex-1 text-sm font-medium break-words text-stone-900">
              {node.group.name}
            </span>
          )}
          {!editing && (
            <span className="ml-auto flex shrink-0 items-center">
              <IconButton
                label={t('articles.rename', { name: node.group.name })}
                onClick={() => setEditing(true)}
                disabled={busy}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </IconButton>
              {node.depth === 0 && (
                <IconButton
                  label={t('articles.editCard', { name: node.group.name })}
                  onClick={() => onEditCard(node.group.id)}
                  disabled={busy}
                >
                  <LayoutGrid aria-hidden="true" className="size-4" />
                </IconButton>
              )}
              {onTranslate && (
                <IconButton
                  label={t('articles.translate', { name: node.group.name })}
                  onClick={() => onTranslate(node.group.id)}
                  disabled={busy}
                >
                  <Languages aria-hidden="true" className="size-4" />
                </IconButton>
              )}
              <IconButton
                label={t('articles.addSubgroup', { name: node.group.name })}
                onClick={() => onAddChild(node.group.id)}
                disabled={busy}
              >
                <FolderPlus aria-hidden="true" className="size-4" />
              </IconButton>
              <IconButton
                label={t('articles.deleteGroup', { name: node.group.name })}
                onClick={() => onDelete(node.group.id, node.group.name)}
                disabled={busy}
              >
                <Trash2 aria-hidden="true" className="size-4 text-red-600" />
              </IconButton>
            </span>
          )}
        </div>
      </DropLine>
      <ul className="ml-5 border-l border-stone-200 pl-2">
        {node.articles.map((article) => (
          <ArticleRow
            key={article.id}
            article={article}
            indicator={indicator}
            busy={busy}
            onRemove={onRemoveArticle}
          />
        ))}
        {node.articles.length === 0 && node.children.length === 0 && (
          <li className="px-2 py-1 text-xs text-stone-500 italic">{t('articles.emptyGroup')}</li>
        )}
      </ul>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <GroupBranch
              key={child.group.id}
              node={child}
              indicator={indicator}
              busy={busy}
              onRename={onRename}
              onAddChild={onAddChild}
              onDelete={onDelete}
              onEditCard={onEditCard}
              onTranslate={onTranslate}
              onRemoveArticle={onRemoveArticle}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

export function ArticleRow({
  article,
  indicator,
  busy,
  onRemove,
}: {
  article: GroupArticle;
  indicator: Indicator;
  busy: boolean;
  onRemove?: (articleId: string) => void;
}) {
  const { t } = useTranslation('helpCenters');
  const id = `article:${article.id}`;
  const row = useRow(id, busy);
  return (
    <li className={row.isDragging ? 'opacity-40' : undefined}>
      <DropLine indicator={indicator} id={id}>
        <div ref={row.setNodeRef} className="flex items-center gap-2 px-1 py-1">
          <button
            type="button"
            className="cursor-grab rounded p-1 text-stone-500 hover:bg-stone-100"
            aria-label={t('articles.dragArticle', { title: article.title })}
            {...row.handle}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
          <FileText aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          <span
            className="line-clamp-2 min-w-0 flex-1 text-sm break-words text-stone-800"
            title={article.title}
          >
            {article.title}
          </span>
          {onRemove && (
            <IconButton
              label={t('articles.remove', { title: article.title })}
              onClick={() => onRemove(article.id)}
              disabled={busy}
            >
              <X aria-hidden="true" className="size-4" />
            </IconButton>
          )}
        </div>
      </DropLine>
    </li>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="rounded p-1.5 text-stone-600 enabled:hover:bg-stone-100 disabled:text-stone-500"
    >
      {children}
    </button>
  );
}

/** A drop target that is not a row: the unassigned list and the top level. */
export function DropArea({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const drop = useDroppable({ id });
  return (
    <section
      ref={drop.setNodeRef}
      aria-label={label}
      className={clsx('rounded-lg transition', drop.isOver && 'bg-brand-50 ring-2 ring-brand-400')}
    >
      {children}
    </section>
  );
}
