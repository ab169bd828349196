import type { Competitor } from '@spyglass/api/schema';
import { Button, EmptyState, FilterMenu, SearchInput } from '@spyglass/ui';
import { Building2, Plus, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetitorCard } from './CompetitorCard';
import {
  type CompetitorFilters,
  type StatusFilter,
  activeFilterCount,
  filterCompetitors,
  industriesOf,
  noFilters,
  statusFilters,
} from './competitorFilters';
import * as styles from './CompetitorCard.css';
import { useRouteProjectAccess } from '../teams';

export type CompetitorBrowserProps = {
  competitors: readonly Competitor[];
  /** The detail URL of a competitor (built from the route table by the caller). */
  hrefOf: (competitor: Competitor) => string;
  onAdd: () => void;
};

const statusLabelKeys: Record<StatusFilter, string> = {
  all: 'filters.statusAll',
  active: 'filters.statusActive',
  inactive: 'filters.statusInactive',
};

/**
 * SPEC §2/§4/§5: search (name or description), status and industry filters
 * with their count badge, and the grid of cards, or the fitting empty state.
 * Filtering is client-side over the loaded list.
 */
export function CompetitorBrowser({ competitors, hrefOf, onAdd }: CompetitorBrowserProps) {
  const { t, i18n } = useTranslation('competitors');
  const [filters, setFilters] = useState<CompetitorFilters>(noFilters);
  const industries = useMemo(() => industriesOf(competitors, i18n.language), [competitors, i18n.language]);
  const shown = useMemo(() => filterCompetitors(competitors, filters), [competitors, filters]);
  const update = (patch: Partial<CompetitorFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const clear = () => setFilters(noFilters);
  const count = activeFilterCount(filters);
  const { canEdit } = useRouteProjectAccess();

  if (competitors.length === 0) {
    return (
      <EmptyState
        icon={<Building2 size={32} />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button disabled={!canEdit} onClick={onAdd}>
            <Plus aria-hidden size={16} />
            {t('add')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            clearLabel={t('search.clear')}
            value={filters.search}
            onChange={(search) => update({ search })}
          />
        </div>
        <FilterMenu
          label={t('filters.label')}
          activeCount={count}
          activeCountLabel={(n) => t('filters.activeCount', { count: n })}
          clearLabel={t('filters.clear')}
          onClear={clear}
          groups={[
            {
              id: 'status',
              label: t('filters.status'),
              value: filters.status,
              options: statusFilters.map((value) => ({ value, label: t(statusLabelKeys[value]) })),
              onChange: (value) => update({ status: value as StatusFilter }),
            },
            {
              id: 'industry',
              label: t('filters.industry'),
              value: filters.industry,
              options: [
                { value: '', label: t('filters.industryAll') },
                ...industries.map((name) => ({ value: name, label: name })),
              ],
              onChange: (industry) => update({ industry }),
            },
          ]}
        />
        {/* The empty state below has its own Clear filters; one such button at a time. */}
        {count > 0 && shown.length > 0 ? (
          <Button variant="ghost" onClick={clear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX size={32} />}
          title={t('empty.filteredTitle')}
          description={t('empty.filteredDescription')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.grid} aria-label={t('list.label')}>
          {shown.map((competitor) => (
            <li key={competitor.id}>
              <CompetitorCard competitor={competitor} href={hrefOf(competitor)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
