import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HelpCenterLink } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GripVertical, Link2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { saveLinks } from '../api';
import { type LinkDraft, LinkForm } from '../components/LinkForm';
import { LINK_ICON_COMPONENTS } from '../components/linkIcons';
import { useCurrentHelpCenter } from '../pages/HelpCenterLayout';
import { helpCenterKeys } from '../queries';

const toDraft = (link: HelpCenterLink): LinkDraft => ({
  title: link.title,
  subtitle: link.subtitle ?? '',
  url: link.url,
  icon: link.icon,
});

/**
 * The links tab (spec 02 §4 "Quick links"): add, edit, delete and drag to reorder, by mouse or
 * keyboard (space picks a link up, arrows move it, space drops it). Each change saves the whole list.
 */
export default function LinksTab() {
  const { t } = useTranslation('helpCenters');
  const center = useCurrentHelpCenter();
  const queryClient = useQueryClient();
  const [links, setLinks] = useState(center.links);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const save = useMutation({
    mutationFn: (next: LinkDraft[]) => saveLinks(center.id, next),
    onSuccess: (saved) => {
      setLinks(saved);
      setEditing(null);
      queryClient.setQueryData(helpCenterKeys.one(center.id), { ...center, links: saved });
      void queryClient.invalidateQueries({ queryKey: helpCenterKeys.list() });
    },
    onError: (cause, _next) => {
      setLinks(center.links);
      toast.error(errorMessage(cause, t('links.failed')));
    },
  });
  // Another admin's save (seen on a refetch) replaces the list shown, unless a change is under way:
  // every save sends the whole list, so an old one would silently drop their links.
  useEffect(() => {
    if (editing === null && !save.isPending) setLinks(center.links);
  }, [center.links, editing, save.isPending]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const commit = (next: HelpCenterLink[]) => {
    setLinks(next);
    save.mutate(next.map(toDraft));
  };
  const titleOf = (id: string | number | undefined) => links.find((link) => link.id === id)?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('links.announce.start', { name: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('links.announce.over', { name: titleOf(active.id), target: titleOf(over.id) })
        : t('links.announce.nowhere', { name: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('links.announce.end', { name: titleOf(active.id), target: titleOf(over.id) })
        : t('links.announce.cancel', { name: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('links.announce.cancel', { name: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = links.findIndex((link) => link.id === active.id);
    const to = links.findIndex((link) => link.id === over.id);
    commit(arrayMove(links, from, to));
  };

  return (
    <Section
      title={t('links.heading')}
      description={t('links.description')}
      footer={
        editing === null && (
          <Button onClick={() => setEditing('new')} disabled={save.isPending}>
            <Plus aria-hidden="true" className="size-4" />
            {t('links.add')}
          </Button>
        )
      }
    >
      {editing === 'new' && (
        <div className="mb-4">
          <LinkForm
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={(draft) => save.mutate([...links.map(toDraft), draft])}
          />
        </div>
      )}
      {links.length === 0 && editing !== 'new' ? (
        <div className="flex flex-col items-center py-8 text-center">
          <Link2 aria-hidden="true" className="size-8 text-stone-400" />
          <p className="mt-2 text-sm text-stone-600">{t('links.empty')}</p>
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('links.dragInstructions') },
            announcements,
          }}
        >
          <SortableContext items={links.map((link) => link.id)} strategy={verticalListSortingStrategy}>
            <ul className="divide-y divide-stone-100 rounded-lg ring-1 ring-stone-200">
              {links.map((link, index) =>
                editing === link.id ? (
                  <li key={link.id} className="p-2">
                    <LinkForm
                      initial={toDraft(link)}
                      busy={save.isPending}
                      onCancel={() => setEditing(null)}
                      onSave={(draft) =>
                        save.mutate(links.map((other, i) => (i === index ? draft : toDraft(other))))
                      }
                    />
                  </li>
                ) : (
                  <LinkRow
                    key={link.id}
                    link={link}
                    disabled={save.isPending || editing !== null}
                    onEdit={() => setEditing(link.id)}
                    onDelete={() => commit(links.filter((other) => other.id !== link.id))}
                  />
                ),
              )}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </Section>
  );
}

function LinkRow({
  link,
  disabled,
  onEdit,
  onDelete,
}: {
  link: HelpCenterLink;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('helpCenters');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: link.id,
    disabled,
  });
  const Icon = LINK_ICON_COMPONENTS[link.icon];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 bg-white px-3 py-2.5 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="cursor-grab rounded p-1 text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={t('links.drag', { title: link.title })}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-stone-900">{link.title}</p>
        <p className="truncate text-xs text-stone-500">
          {link.subtitle ? `${link.subtitle} · ${link.url}` : link.url}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onEdit}
        disabled={disabled}
        aria-label={t('links.edit', { title: link.title })}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        disabled={disabled}
        aria-label={t('links.delete', { title: link.title })}
      >
        <Trash2 aria-hidden="true" className="size-4 text-red-600" />
      </Button>
    </li>
  );
}
