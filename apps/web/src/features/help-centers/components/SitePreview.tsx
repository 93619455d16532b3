import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';

/** The preview shows the site as a 1280 px wide screen, scaled down to the card. */
const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;
/** Spec 02 §2: the address settles for 500 ms before it loads; the spinner shows at least 800 ms. */
export const PREVIEW_DEBOUNCE_MS = 500;
export const PREVIEW_MIN_SPINNER_MS = 800;

/**
 * A live, scaled preview of the public site in an iframe. A site that cannot be framed (another
 * host that forbids it, or no answer) shows the spec's "Preview unavailable" text instead.
 *
 * With `srcDoc` it shows a page the server rendered for a draft (Settings → Customization)
 * instead: at once, without the spinner (the caller waits for typing to settle), in a frame that
 * may do nothing at all (`sandbox=""`: no script, an origin of its own), so the draft's CSS
 * styles that page only.
 */
export function SitePreview({ url = '', srcDoc, name }: { url?: string; srcDoc?: string; name: string }) {
  const { t } = useTranslation('helpCenters');
  const box = useRef<HTMLDivElement>(null);
  const started = useRef(0);
  const [scale, setScale] = useState(0.25);
  const [shown, setShown] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry?.contentRect.width) setScale(entry.contentRect.width / PAGE_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (srcDoc !== undefined) return;
    setState('loading');
    const timer = setTimeout(() => {
      started.current = Date.now();
      setShown(url);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [url, srcDoc]);

  const settle = (next: 'ready' | 'unavailable') => {
    const wait = Math.max(0, PREVIEW_MIN_SPINNER_MS - (Date.now() - started.current));
    setTimeout(() => setState(next), wait);
  };
  const onLoad = (frame: HTMLIFrameElement) => {
    try {
      // Same origin: a refused or empty page leaves no body content behind.
      const body = frame.contentDocument?.body;
      settle(body && body.childElementCount > 0 ? 'ready' : 'unavailable');
    } catch {
      // Another origin answered and let itself be framed.
      settle('ready');
    }
  };

  return (
    <div
      ref={box}
      className="relative aspect-[16/10] w-full overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200"
    >
      {srcDoc !== undefined && (
        <iframe
          srcDoc={srcDoc}
          title={t('list.previewOf', { name })}
          tabIndex={-1}
          aria-hidden="true"
          sandbox=""
          referrerPolicy="no-referrer"
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
        />
      )}
      {srcDoc === undefined && shown && state !== 'unavailable' && (
        <iframe
          key={shown}
          src={shown}
          title={t('list.previewOf', { name })}
          tabIndex={-1}
          aria-hidden="true"
          loading="lazy"
          // The public pages run no script; the preview lets none run either.
          sandbox="allow-same-origin"
          referrerPolicy="no-referrer"
          onLoad={(event) => onLoad(event.currentTarget)}
          onError={() => settle('unavailable')}
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
        />
      )}
      {srcDoc === undefined && state === 'loading' && (
        <div className="absolute inset-0 flex items-center justify-center bg-stone-100">
          <Spinner className="size-5 text-stone-500" label={t('list.previewLoading')} />
        </div>
      )}
      {srcDoc === undefined && state === 'unavailable' && (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-xs text-stone-600">
          {t('list.previewUnavailable')}
        </p>
      )}
    </div>
  );
}
