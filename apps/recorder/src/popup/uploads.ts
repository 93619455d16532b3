import type { Upload } from '../background/state';
import { $, element, show, t } from './dom';

/** The uploads list: progress while sending, the reason and Retry when it failed, the article link when done. */
export function renderUploads(
  uploads: Upload[],
  onRetry: (id: string) => unknown,
  onDismiss: (id: string) => unknown,
) {
  show('uploads', uploads.length > 0);
  const list = $('upload-list');
  list.replaceChildren(...uploads.map((upload) => item(upload, onRetry, onDismiss)));
}

function item(
  upload: Upload,
  onRetry: (id: string) => unknown,
  onDismiss: (id: string) => unknown,
): HTMLLIElement {
  const count = String(upload.stepCount);
  const li = element('li', { className: 'upload' });
  const dropped = upload.narrationDropped
    ? element('span', {
        className: 'muted small',
        textContent: t('uploadWithoutNarration', upload.narrationDropped),
      })
    : null;
  if (upload.status === 'uploading') {
    const percent = Math.round(upload.progress * 100);
    const bar = element('div', { className: 'bar' }, [element('span')]);
    (bar.firstElementChild as HTMLElement).style.width = `${percent}%`;
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-valuenow', String(percent));
    bar.setAttribute('aria-valuemin', '0');
    bar.setAttribute('aria-valuemax', '100');
    bar.setAttribute('aria-label', t('uploading', count));
    li.append(
      element('div', { className: 'upload-row' }, [
        element('span', { textContent: t('uploading', count) }),
        element('span', { className: 'muted small', textContent: `${percent}%` }),
      ]),
      bar,
    );
    return li;
  }
  if (upload.status === 'done') {
    const link = element('a', {
      className: 'open',
      href: `${upload.server}/articles/${upload.articleId}`,
      target: '_blank',
      rel: 'noopener',
      textContent: `${t('openArticle')} →`,
    });
    const dismiss = element('button', { type: 'button', className: 'link', textContent: t('dismiss') });
    dismiss.addEventListener('click', () => onDismiss(upload.id));
    li.append(element('span', { textContent: t('uploadDone', count) }));
    if (dropped) li.append(dropped);
    li.append(element('div', { className: 'upload-row' }, [link, dismiss]));
    return li;
  }
  li.classList.add('failed');
  const error = upload.error ?? t('genericError');
  const text =
    upload.status === 'waiting' && upload.nextAttemptAt
      ? t('uploadWaiting', [
          error,
          new Date(upload.nextAttemptAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
        ])
      : t('uploadFailed', error);
  const retry = element('button', { type: 'button', className: 'secondary', textContent: t('retry') });
  retry.addEventListener('click', () => onRetry(upload.id));
  li.append(element('span', { textContent: text }));
  if (dropped) li.append(dropped);
  li.append(element('div', { className: 'upload-row' }, [retry]));
  return li;
}
