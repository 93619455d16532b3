import { LINK_ICONS, type LinkIcon } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LINK_ICON_COMPONENTS } from './linkIcons';

/** The twenty link icons as a radio group: arrow keys move the choice, as in any radio group. */
export function IconPicker({ value, onChange }: { value: LinkIcon; onChange: (icon: LinkIcon) => void }) {
  const { t } = useTranslation('helpCenters');
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('links.icon')}</legend>
      <div className="grid grid-cols-10 gap-1">
        {LINK_ICONS.map((icon) => {
          const Icon = LINK_ICON_COMPONENTS[icon];
          const checked = icon === value;
          return (
            <label
              key={icon}
              title={t(`icons.${icon}`)}
              className={clsx(
                'flex aspect-square cursor-pointer items-center justify-center rounded-md ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                checked
                  ? 'bg-brand-50 text-brand-700 ring-brand-500'
                  : 'text-stone-600 ring-stone-200 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="link-icon"
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                className="sr-only"
                aria-label={t(`icons.${icon}`)}
              />
              <Icon aria-hidden="true" className="size-4" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
