import type { SaveCustomizationRequest } from '@support/shared';
import { useEffect, useRef, useState } from 'react';
import { previewCustomization } from './api';

/** Typing settles this long before the server renders the draft. */
export const DRAFT_PREVIEW_DEBOUNCE_MS = 600;

export type DraftPreview = { html: string | null; removed: string[]; failed: unknown };

/**
 * The home page as the server renders it with the draft, sanitised as a save would: the preview
 * shows exactly what readers will get. Asked again when the draft settles; an answer to an older
 * draft is dropped, and a failure keeps the last page shown.
 */
export function useDraftPreview(
  helpCenterId: string,
  body: SaveCustomizationRequest,
  sendable: boolean,
): DraftPreview {
  const [state, setState] = useState<DraftPreview>({ html: null, removed: [], failed: null });
  const latest = useRef(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    if (!sendable) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      previewCustomization(helpCenterId, JSON.parse(key) as SaveCustomizationRequest).then(
        (answer) => {
          if (request === latest.current)
            setState({ html: answer.html, removed: answer.removed, failed: null });
        },
        (failed: unknown) => {
          if (request === latest.current) setState((previous) => ({ ...previous, failed }));
        },
      );
    }, DRAFT_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [helpCenterId, key, sendable]);

  return state;
}
