import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 02 §9: the Copied! feedback of the article links lasts 1.5 s. */
export const COPY_FEEDBACK_MS = 1500;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain http on another host than localhost has no Clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** Which item was copied last (for its Copied! label), cleared after 1.5 s. */
export function useCopyFeedback(durationMs = COPY_FEEDBACK_MS) {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (key: string, text: string) => {
      await writeClipboard(text);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), durationMs);
    },
    [durationMs],
  );
  return { copied, copy };
}
