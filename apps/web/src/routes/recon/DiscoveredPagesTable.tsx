import { type DiscoveredPage, type PageKind, pageKinds } from '@spyglass/api/schema';
import { Badge, type BadgeTone, Button, ExternalLink, Select } from '@spyglass/ui';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Recon.css';
import { useRouteProjectAccess } from '../../features/teams';

const kindTones: Record<PageKind, BadgeTone> = {
  pricing: 'success',
  careers: 'info',
  product: 'warning',
  blog: 'neutral',
  docs: 'neutral',
  legal: 'neutral',
  other: 'neutral',
};

export type DiscoveredPagesTableProps = {
  pages: readonly DiscoveredPage[];
  /** The site's address, for the caption. */
  site: string;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onAdd: () => void;
};

/**
 * The pages a discovery found: a table with a checkbox per page (pages the
 * competitor already watches cannot be chosen), its kind, title, address,
 * and whether it is new; narrowed by kind; the chosen ones added in one step.
 */
export function DiscoveredPagesTable({ pages, site, selected, onSelectedChange, onAdd }: DiscoveredPagesTableProps) {
  const { t } = useTranslation('pages');
  const { canEdit } = useRouteProjectAccess();
  const [kind, setKind] = useState<PageKind | ''>('');
  const captionId = useId();
  const shown = useMemo(() => (kind ? pages.filter((page) => page.kind === kind) : pages), [pages, kind]);
  const choosable = shown.filter((page) => !page.monitored);
  const allChosen = choosable.length > 0 && choosable.every((page) => selected.has(page.url));
  const someChosen = choosable.some((page) => selected.has(page.url));
  const kindsFound = pageKinds.filter((each) => pages.some((page) => page.kind === each));

  const toggle = (url: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(url);
    else next.delete(url);
    onSelectedChange(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const page of choosable) {
      if (on) next.add(page.url);
      else next.delete(page.url);
    }
    onSelectedChange(next);
  };

  return (
    <>
      <div className={styles.tableTools}>
        <Select
          className={styles.select}
          label={t('recon.table.kindFilter')}
          value={kind}
          options={[
            { value: '', label: t('recon.table.kindAll') },
            ...kindsFound.map((each) => ({ value: each, label: t(`recon.kinds.${each}`) })),
          ]}
          onChange={(value) => setKind(value as PageKind | '')}
        />
        <Button disabled={!canEdit || selected.size === 0} onClick={onAdd}>
          <Plus aria-hidden size={16} />
          {t('recon.table.add', { count: selected.size })}
        </Button>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-labelledby={captionId}>
          <caption id={captionId} className={styles.caption}>
            {t('recon.table.caption', { site, count: pages.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.checkCell}>
                <input
                  type="checkbox"
                  aria-label={t('recon.table.chooseAll')}
                  checked={allChosen}
                  ref={(box) => {
                    if (box) box.indeterminate = someChosen && !allChosen;
                  }}
                  disabled={choosable.length === 0}
                  onChange={(event) => toggleAll(event.target.checked)}
                />
              </th>
              <th scope="col" className={styles.headCell}>
                {t('recon.table.kind')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('recon.table.title')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('recon.table.address')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('recon.table.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((page) => {
              const title = page.title ?? t('recon.table.untitled');
              return (
                <tr key={page.url}>
                  <td className={styles.checkCell}>
                    <input
                      type="checkbox"
                      aria-label={t(page.monitored ? 'recon.table.watchedPage' : 'recon.table.choose', {
                        title,
                        url: page.url,
                      })}
                      checked={page.monitored || selected.has(page.url)}
                      disabled={page.monitored}
                      onChange={(event) => toggle(page.url, event.target.checked)}
                    />
                  </td>
                  <td className={styles.cell}>
                    <Badge tone={kindTones[page.kind]}>{t(`recon.kinds.${page.kind}`)}</Badge>
                  </td>
                  <td className={styles.cell}>
                    <span className={styles.title}>
                      <span className={page.title ? undefined : styles.muted}>{title}</span>
                      {page.is_new ? <Badge tone="info">{t('recon.table.new')}</Badge> : null}
                    </span>
                  </td>
                  <td className={`${styles.cell} ${styles.url}`}>
                    <ExternalLink href={page.url} newTabHint={t('newTabHint')}>
                      {page.url}
                    </ExternalLink>
                  </td>
                  <td className={styles.cell}>
                    {page.monitored ? <Badge tone="success">{t('recon.table.watched')}</Badge> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
