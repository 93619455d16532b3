import { FEEDBACK_REASON_MAX_LENGTH } from '@support/shared';
import { html, type SafeHtml } from '../public-pages/html';
import type { SiteTexts } from './texts';

/** Where the reader is in "Was this helpful?": asked, thanked, or thanked after "No" and asked why. */
export type FeedbackState = 'ask' | 'thanked' | 'askReason';

/**
 * The article page's feedback box, always headed by its question. After "No" it thanks the reader
 * and offers one optional line, "What was missing?", posted as a plain form (no script), which asks
 * for nothing personal and says so.
 */
export function feedbackSection(path: string, texts: SiteTexts, state: FeedbackState): SafeHtml {
  const heading = (hidden: boolean) =>
    html`<h2${hidden ? html` class="sr-only"` : ''} id="feedback-question">${texts.wasThisHelpful}</h2>`;
  let inner: SafeHtml;
  if (state === 'ask') {
    inner = html`${heading(false)}
<form method="post" action="${path}/feedback" aria-labelledby="feedback-question">
<button type="submit" name="helpful" value="yes">${texts.yes}</button>
<button type="submit" name="helpful" value="no">${texts.no}</button>
</form>`;
  } else if (state === 'thanked') {
    inner = html`${heading(true)}<p role="status">${texts.thanks}</p>`;
  } else {
    inner = html`${heading(true)}<p role="status">${texts.thanks}</p>
<form method="post" action="${path}/feedback/reason" class="hc-reason">
<label for="feedback-reason">${texts.whatWasMissing}</label>
<input class="hc-field" id="feedback-reason" name="reason" type="text" maxlength="${String(FEEDBACK_REASON_MAX_LENGTH)}" autocomplete="off" aria-describedby="feedback-reason-hint">
<button type="submit">${texts.send}</button>
<p id="feedback-reason-hint" class="hc-hint">${texts.noPersonalData}</p>
</form>`;
  }
  return html`<section class="hc-feedback" aria-labelledby="feedback-question" aria-live="polite">${inner}</section>`;
}
