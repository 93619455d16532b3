import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  KeyboardSensor,
  type Over,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { GroupTranslations, LinkIcon } from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FolderPlus, Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import * as groupsApi from '../api';
import { GroupCardDialog } from '../components/GroupCardDialog';
import { GroupTranslationsDialog } from '../components/GroupTranslationsDialog';
import { NewGroupDialog } from '../components/NewGroupDialog';
import { ArticleRow, DropArea, GroupBranch, type Indicator } from '../components/TreeRows';
import { useCurrentHelpCenter } from '../pages/HelpCenterLayout';
import { helpCenterKeys, useHelpCenterGroups } from '../queries';
import { buildTree, type DropPosition, dropPosition, nameTaken } from '../rules/tree';
import { useOtherLanguages } from '../useOtherLanguages';
import { useTreeChanges } from './useTreeChanges';

const UNASSIGNED = 'unassigned';
const ROOT = 'root';

type Parsed = { kind: 'group' | 'article'; id: string };
const parse = (id: string | number): Parsed | null => {
  const [kind, value] = String(id).split(':');
  return (kind === 'group' || kind === 'article') && value ? { kind, id: value } : null;
};

/**
 * The row under the pointer (or, by keyboard, the nearest row) wins over the areas around the rows:
 * the top level and the unassigned list take a drop only where no row is.
 */
const rowsFirst: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  const candidates = under.length ? under : closestCenter(args);
  const rows = candidates.filter((candidate) => candidate.id !== ROOT && candidate.id !== UNASSIGNED);
  return rows.length ? rows : candidates;
};

/** An article over a group always goes into it; only groups are put before or after groups. */
function positionOver(active: Active, over: Over, moved: Parsed, target: Parsed): DropPosition {
  if (moved.kind === 'article' && target.kind === 'group') return 'inside';
  return dropPosition(ratioOver(active, over), target.kind === 'group');
}

/** Where the dragged row's middle is on the target row: 0 at its top, 1 at its bottom. */
function ratioOver(active: Active, over: Over): number {
  const rect = active.rect.current.translated;
  if (!rect) return 0.5;
  const middle = rect.top + rect.height / 2;
  return Math.min(1, Math.max(0, (middle - over.rect.top) / over.rect.height));
}

/**
 * The articles tab (spec 02 §4 "Article groups"): the group tree with its articles, and the
 * organization's published articles in no group. Groups and articles are arranged by dragging, with
 * a mouse or the keyboard (space to lift, arrows to move, space to drop, escape to cancel).
 */
export default function ArticlesTab() {
  const { t } = useTranslation('helpCenters');
  const center = useCurrentHelpCenter();
  const groups = useHelpCenterGroups(center.id);
  const queryClient = useQueryClient();
  const { busy, run, drop } = useTreeChanges(center.id);
  const [indicator, setIndicator] = useState<Indicator>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const data = groups.data;
  const tree = useMemo(() => (data ? buildTree(data.groups, data.articles) : []), [data]);
  const unassigned = data?.articles.filter((article) => !article.publicKnowledgeBaseArticleGroupId) ?? [];

  // "New Group" opens a dialog for the name (NewGroupDialog); undefined: closed, null: top level.
  const [creatingIn, setCreatingIn] = useState<string | null | undefined>(undefined);
  const addGroup = (parentId: string | null) => setCreatingIn(parentId);
  const createGroup = async (name: string) => {
    await groupsApi.createGroup(center.id, name, creatingIn ?? null);
    await queryClient.invalidateQueries({ queryKey: helpCenterKeys.groups(center.id) });
  };

  // The home-page card (icon, description) of the top-level group being edited.
  const [editingCard, setEditingCard] = useState<string | null>(null);
  const cardGroup = data?.groups.find((group) => group.id === editingCard);
  const saveCard = async (card: { icon: LinkIcon; description: string }) => {
    if (!editingCard) return;
    await groupsApi.setGroupCard(editingCard, card);
    await queryClient.invalidateQueries({ queryKey: helpCenterKeys.groups(center.id) });
  };

  // The group whose names in the organization's other languages are being edited.
  const [translating, setTranslating] = useState<string | null>(null);
  const translatingGroup = data?.groups.find((group) => group.id === translating);
  const otherLanguages = useOtherLanguages(center.settings.language);
  const saveTranslations = async (translations: GroupTranslations) => {
    if (!translating) return;
    await groupsApi.setGroupTranslations(translating, translations);
    await queryClient.invalidateQueries({ queryKey: helpCenterKeys.groups(center.id) });
  };

  const rename = async (groupId: string, name: string): Promise<string | null> => {
    const group = data?.groups.find((candidate) => candidate.id === groupId);
    if (!group || !data) return null;
    if (!name.trim()) return t('articles.nameEmpty');
    if (name.trim() === group.name) return null;
    if (nameTaken(data.groups, group.parentId, name, groupId)) return t('articles.nameTaken');
    try {
      await groupsApi.renameGroup(groupId, name.trim());
      await queryClient.invalidateQueries({ queryKey: helpCenterKeys.groups(center.id) });
      return null;
    } catch (cause) {
      return errorMessage(cause, t('articles.failed'));
    }
  };

  const onDragMove = ({ active, over }: DragMoveEvent) => {
    if (!over || over.id === active.id || over.id === UNASSIGNED || over.id === ROOT) {
      setIndicator(null);
      return;
    }
    const target = parse(over.id);
    const moved = parse(active.id);
    if (!target || !moved) return setIndicator(null);
    setIndicator({ id: String(over.id), position: positionOver(active, over, moved, target) });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setIndicator(null);
    setDragging(null);
    const moved = parse(active.id);
    if (!moved || !over || over.id === active.id || !data) return;
    const target = over.id === UNASSIGNED ? 'unassigned' : over.id === ROOT ? 'root' : parse(over.id);
    if (!target) return;
    const position = typeof target === 'string' ? 'inside' : positionOver(active, over, moved, target);
    void drop(data, moved, target, position);
  };

  if (groups.isPending) return <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-white" />;
  if (groups.isError || !data) {
    return (
      <div role="alert" className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">
        <p className="text-sm text-stone-800">{t('articles.loadError')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void groups.refetch()}>
          {t('list.reload')}
        </Button>
      </div>
    );
  }

  /** A row's name for people: the group's name or the article's title, never its id. */
  const nameOf = (id: string | number | undefined): string => {
    if (id === ROOT) return t('articles.topLevel');
    if (id === UNASSIGNED) return t('articles.unassignedTitle');
    const parsed = id === undefined ? null : parse(id);
    if (!parsed) return '';
    return (
      (parsed.kind === 'group'
        ? data.groups.find((group) => group.id === parsed.id)?.name
        : data.articles.find((article) => article.id === parsed.id)?.title) ?? ''
    );
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('articles.announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('articles.announce.over', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('articles.announce.nowhere', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('articles.announce.end', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('articles.announce.cancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('articles.announce.cancel', { name: nameOf(active.id) }),
  };
  const draggedTitle = dragging ? nameOf(dragging) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rowsFirst}
      onDragStart={({ active }) => setDragging(String(active.id))}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setIndicator(null);
        setDragging(null);
      }}
      accessibility={{
        screenReaderInstructions: { draggable: t('articles.dragInstructions') },
        announcements,
      }}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section
          title={t('articles.groupsTitle')}
          description={t('articles.groupsDescription')}
          footer={
            <Button onClick={() => addGroup(null)} loading={busy} variant="secondary">
              <FolderPlus aria-hidden="true" className="size-4" />
              {t('articles.newGroup')}
            </Button>
          }
        >
          <DropArea id={ROOT} label={t('articles.topLevel')}>
            {tree.length === 0 ? (
              <p className="py-6 text-center text-sm text-stone-500">{t('articles.noGroups')}</p>
            ) : (
              <ul className="space-y-1" aria-busy={busy || undefined}>
                {tree.map((node) => (
                  <GroupBranch
                    key={node.group.id}
                    node={node}
                    indicator={indicator}
                    busy={busy}
                    onRename={rename}
                    onAddChild={(parentId) => addGroup(parentId)}
                    onDelete={(id, name) => setDeleting({ id, name })}
                    onEditCard={setEditingCard}
                    onTranslate={otherLanguages.length ? setTranslating : undefined}
                    onRemoveArticle={(articleId) => void run(() => groupsApi.removeArticle(articleId))}
                  />
                ))}
              </ul>
            )}
            {dragging?.startsWith('group:') && (
              <p className="mt-2 rounded border border-dashed border-stone-300 px-3 py-2 text-center text-xs text-stone-500">
                {t('articles.dropTopLevel')}
              </p>
            )}
          </DropArea>
        </Section>
        <Section title={t('articles.unassignedTitle')} description={t('articles.unassignedDescription')}>
          <DropArea id={UNASSIGNED} label={t('articles.unassignedTitle')}>
            {unassigned.length === 0 ? (
              <p className="py-4 text-center text-sm text-stone-500">{t('articles.noUnassigned')}</p>
            ) : (
              <ul className="space-y-0.5">
                {unassigned.map((article) => (
                  <ArticleRow key={article.id} article={article} indicator={indicator} busy={busy} />
                ))}
              </ul>
            )}
          </DropArea>
          <p className="mt-4 flex gap-2 rounded-lg bg-stone-50 p-3 text-xs text-stone-600 ring-1 ring-stone-200">
            <Info aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
            <span>
              {t('articles.onlyPublished')}{' '}
              <Link to="/articles?show=private" className="text-brand-700 underline">
                {t('articles.privateArticles')}
              </Link>
            </span>
          </p>
        </Section>
      </div>
      <DragOverlay>
        {draggedTitle ? (
          <div className="rounded-md bg-white px-3 py-2 text-sm font-medium text-stone-900 shadow-lg ring-1 ring-stone-300">
            {draggedTitle}
          </div>
        ) : null}
      </DragOverlay>
      <ConfirmDialog
        open={deleting !== null}
        title={t('articles.deleteTitle')}
        confirmLabel={t('articles.deleteConfirm')}
        loading={busy}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target)
            void run(() => groupsApi.deleteGroup(target.id), t('articles.deleted', { name: target.name }));
        }}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? t('articles.deleteText', { name: deleting.name }) : null}
      </ConfirmDialog>
      {creatingIn !== undefined && (
        <NewGroupDialog
          groups={data.groups}
          parent={data.groups.find((group) => group.id === creatingIn) ?? null}
          onCreate={createGroup}
          onClose={() => setCreatingIn(undefined)}
        />
      )}
      {translatingGroup && (
        <GroupTranslationsDialog
          group={translatingGroup}
          languages={otherLanguages}
          onSave={saveTranslations}
          onClose={() => setTranslating(null)}
        />
      )}
      {cardGroup && (
        <GroupCardDialog group={cardGroup} onSave={saveCard} onClose={() => setEditingCard(null)} />
      )}
    </DndContext>
  );
}
