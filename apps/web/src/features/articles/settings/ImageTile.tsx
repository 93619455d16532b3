import { GripVertical, ImageOff, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { startImageDrag } from './dragImage';

/** One draggable image of the settings panel; "Insert" places it at the editor's cursor. */
export function ImageTile({
  src,
  label,
  markdown,
  onInsert,
  onDelete,
}: {
  src: string | null;
  label: string;
  markdown: string;
  onInsert?: (markdown: string) => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('articles');
  const image = useRef<HTMLImageElement>(null);
  return (
    <li
      draggable
      onDragStart={(event) => startImageDrag(event, markdown, image.current)}
      title={t('settings.dragHint')}
      className="group flex cursor-grab items-center gap-2.5 rounded-lg p-1.5 ring-1 ring-transparent transition hover:bg-stone-50 hover:ring-stone-200 active:cursor-grabbing"
    >
      <GripVertical
        aria-hidden="true"
        className="size-4 shrink-0 text-stone-300 group-hover:text-stone-500"
      />
      {src ? (
        <img
          ref={image}
          src={src}
          alt=""
          className="h-10 w-14 shrink-0 rounded object-cover ring-1 ring-stone-200"
        />
      ) : (
        <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded bg-stone-100 text-stone-500">
          <ImageOff aria-hidden="true" className="size-4" />
        </span>
      )}
      <span className="min-w-0 flex-1 truncate text-sm text-stone-700">{label}</span>
      {onInsert && (
        <button
          type="button"
          onClick={() => onInsert(markdown)}
          aria-label={t('settings.insertImage', { name: label })}
          title={t('settings.insertImage', { name: label })}
          className="rounded-md p-1 text-stone-500 hover:bg-brand-50 hover:text-brand-700"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('settings.deleteImageNamed', { name: label })}
          title={t('settings.deleteImage')}
          className="rounded-md p-1 text-stone-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
