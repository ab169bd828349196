import type { PageChange } from '@spyglass/api/schema';
import { Badge, DiffView } from '@spyglass/ui';
import { format } from 'date-fns/format';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../lib/dateLocale';
import { ChangeFacts } from './ChangeFacts';
import { ChangeScreenshots } from './ChangeScreenshots';
import * as styles from './PagesCard.css';

/** One recorded change: when, what kind, how many lines came and went, its facts (or summary), its screenshots either side and its diff. A list item. */
export function ChangeEntry({ change }: { change: PageChange }) {
  const { t } = useTranslation('pages');
  const locale = useDateLocale();
  const date = parseISO(change.created_at);
  const relative = isValid(date) ? formatDistanceToNow(date, { addSuffix: true, locale }) : '';
  return (
    <li className={styles.change}>
      <div className={styles.changeHeader}>
        {isValid(date) ? (
          <time dateTime={change.created_at} title={format(date, 'PPpp', { locale })} className={styles.changeTime}>
            {relative}
          </time>
        ) : null}
        {change.classification ? <Badge tone="info">{t(`activity:kinds.${change.classification.kind}`)}</Badge> : null}
        <Badge tone="success">{t('history.added', { count: change.added_lines })}</Badge>
        <Badge tone="danger">{t('history.removed', { count: change.removed_lines })}</Badge>
        {change.alerted ? null : <Badge tone="neutral">{t('history.notAlerted')}</Badge>}
      </div>
      <ChangeFacts change={change} />
      {change.summary && !change.classification?.facts.length ? (
        <p className={styles.changeSummary}>{change.summary}</p>
      ) : null}
      <ChangeScreenshots change={change} />
      <DiffView
        diff={change.diff}
        label={t('history.diffLabel', { time: relative })}
        addedLabel={t('history.addedLabel')}
        removedLabel={t('history.removedLabel')}
        emptyText={t('history.diffEmpty')}
      />
    </li>
  );
}
