import { describeFacts } from '@spyglass/api/events';
import type { PageChange } from '@spyglass/api/schema';
import { useTranslation } from 'react-i18next';
import * as styles from './PagesCard.css';

/** What the change is about: its facts one per line, in the interface language. */
export function ChangeFacts({ change }: { change: PageChange }) {
  const { t, i18n } = useTranslation('pages');
  if (!change.classification) return null;
  const facts = describeFacts(change.classification, (key, values) => t(key, values), i18n.language);
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={t('activity:factsLabel')}>
      {facts.map((fact, index) => (
        <li key={`${index}-${fact}`}>{fact}</li>
      ))}
    </ul>
  );
}
