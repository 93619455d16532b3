import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A catalogue text with one `<name>…</name>` part, that part drawn inside `element`: what Trans does
 * with `components`, without loading Trans (5 KB) on the first screen.
 */
export function taggedText(
  text: string,
  name: string,
  element: ReactElement<{ children?: ReactNode }>,
): ReactNode {
  const open = `<${name}>`;
  const close = `</${name}>`;
  const start = text.indexOf(open);
  const end = start < 0 ? -1 : text.indexOf(close, start + open.length);
  if (end < 0) return text;
  return (
    <>
      {text.slice(0, start)}
      {cloneElement(element, undefined, text.slice(start + open.length, end))}
      {text.slice(end + close.length)}
    </>
  );
}
