import clsx from 'clsx';
import type { ReactNode } from 'react';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a row header, shown first and bold in the narrow layout). */
  rowHeader?: boolean;
  /** In the narrow layout, no name beside the value (buttons that name themselves). */
  hideLabel?: boolean;
  className?: string;
};

/**
 * A table that still reads in a narrow window: from `lg` on a real table (scrolling sideways if it
 * must); below, each row is a card whose cells carry their column's name beside the value.
 */
export function ResponsiveTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200">
      <table className="block w-full text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 text-xs font-semibold uppercase tracking-wide text-stone-500 lg:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="whitespace-nowrap px-3 py-3 first:pl-4 last:pr-4">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-stone-100 lg:table-row-group">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="block px-4 py-3 align-top lg:table-row lg:p-0">
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={clsx(
                      'flex min-w-0 gap-3 py-1 text-left align-top lg:table-cell lg:px-3 lg:py-3 lg:first:pl-4 lg:last:pr-4',
                      column.rowHeader ? 'font-semibold text-stone-900' : 'font-normal text-stone-700',
                      column.className,
                    )}
                  >
                    {!column.rowHeader && !column.hideLabel && (
                      <span
                        aria-hidden="true"
                        className="w-28 shrink-0 text-xs leading-5 text-stone-500 lg:hidden"
                      >
                        {column.header}
                      </span>
                    )}
                    <div className="min-w-0 flex-1 break-words">{column.cell(row)}</div>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
