import { Badge } from '@spyglass/ui';
import * as styles from './KeywordList.css';

/** Watched keywords as badges, in a list named `label`. */
export function KeywordList({ label, keywords }: { label: string; keywords: string[] }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {keywords.map((keyword, index) => (
        // While typing, the same keyword may stand twice.
        <li key={`${keyword}-${index}`}>
          <Badge tone="info">{keyword}</Badge>
        </li>
      ))}
    </ul>
  );
}
