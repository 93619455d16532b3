import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useFeatureCheck } from '../../plans/queries';
import { openUpgrade } from '../../plans/upgrade';

/**
 * Spec 02 §6: writing an article needs ARTICLES_TOTAL and ARTICLES_MONTHLY; when either is used up
 * (by the cached checks) the button opens the upgrade modal instead of the create modal. The server
 * has the last word: a 403 at creation opens the upgrade modal too.
 */
export function WriteArticleButton() {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const location = useLocation();
  const total = useFeatureCheck('ARTICLES_TOTAL');
  const monthly = useFeatureCheck('ARTICLES_MONTHLY');
  const blocked = [total.data, monthly.data].find(
    (check) => check && (!check.hasAccess || check.isLimitReached),
  );

  const onClick = () => {
    if (blocked) openUpgrade(navigate, location, blocked);
    else navigate('/articles/create', { state: { backgroundLocation: location } });
  };

  return (
    <Button onClick={onClick}>
      <PenLine aria-hidden="true" className="size-4" />
      {t('write')}
    </Button>
  );
}
