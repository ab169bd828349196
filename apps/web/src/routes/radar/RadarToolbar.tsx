import type { Competitor } from '@spyglass/api/schema';
import { changeClassificationKinds } from '@spyglass/api/schema';
import { Button, FilterMenu, SearchInput, Select, TextField } from '@spyglass/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Radar.css';
import { type RadarFilters, activeFilterCount, typeGroupNames } from './radarFilters';
import { useCompetitorPages } from './useCompetitorPages';

/** How long the search waits after the last keystroke before it asks. */
const SEARCH_PAUSE_MS = 300;

export type RadarToolbarProps = {
  filters: RadarFilters;
  onChange: (patch: Partial<RadarFilters>) => void;
  onClear: () => void;
  competitors: readonly Competitor[];
};

/** Search, the type, kind, competitor and page filters, and the days shown. */
export function RadarToolbar({ filters, onChange, onClear, competitors }: RadarToolbarProps) {
  const { t } = useTranslation('activity');
  const [search, setSearch] = useState(filters.q);
  const [urlSearch, setUrlSearch] = useState(filters.q);
  const { pages } = useCompetitorPages(filters.competitor);

  // The box follows the URL (back and forward, Clear filters) ...
  if (filters.q !== urlSearch) {
    setUrlSearch(filters.q);
    setSearch(filters.q);
  }
  // ... and the URL follows the box once typing pauses.
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  const count = activeFilterCount(filters);
  return (
    <div className={styles.toolbar} role="search" aria-label={t('radar.searchRegion')}>
      <div className={styles.search}>
        <SearchInput
          label={t('radar.search.label')}
          placeholder={t('radar.search.placeholder')}
          clearLabel={t('radar.search.clear')}
          value={search}
          onChange={setSearch}
          onKeyDown={(event) => {
            // Enter asks at once.
            if (event.key === 'Enter') onChange({ q: search });
          }}
        />
      </div>
      <FilterMenu
        label={t('radar.filters.label')}
        activeCount={(filters.type ? 1 : 0) + (filters.kind ? 1 : 0)}
        activeCountLabel={(n) => t('radar.filters.activeCount', { count: n })}
        groups={[
          {
            id: 'type',
            label: t('radar.filters.type'),
            value: filters.type,
            options: [
              { value: '', label: t('radar.filters.typeAll') },
              ...typeGroupNames.map((group) => ({ value: group, label: t(`radar.typeGroups.${group}`) })),
            ],
            onChange: (value) => onChange({ type: value as RadarFilters['type'] }),
          },
          {
            id: 'kind',
            label: t('radar.filters.kind'),
            value: filters.kind,
            options: [
              { value: '', label: t('radar.filters.kindAll') },
              ...changeClassificationKinds.map((kind) => ({ value: kind, label: t(`radar.kinds.${kind}`) })),
            ],
            onChange: (value) => onChange({ kind: value as RadarFilters['kind'] }),
          },
        ]}
      />
      <Select
        className={styles.select}
        label={t('radar.filters.competitor')}
        value={filters.competitor}
        options={[
          { value: '', label: t('radar.filters.competitorAll') },
          ...competitors.map((competitor) => ({ value: competitor.id, label: competitor.name })),
        ]}
        // Another competitor has other pages.
        onChange={(competitor) => onChange({ competitor, page: '' })}
      />
      {filters.competitor ? (
        <Select
          className={styles.select}
          label={t('radar.filters.page')}
          value={filters.page}
          options={[
            { value: '', label: t('radar.filters.pageAll') },
            ...pages.map((page) => ({ value: page.id, label: page.name })),
          ]}
          onChange={(page) => onChange({ page })}
        />
      ) : null}
      <TextField
        className={styles.date}
        type="date"
        label={t('radar.filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        className={styles.date}
        type="date"
        label={t('radar.filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      {count > 0 || filters.q ? (
        <Button variant="ghost" onClick={onClear}>
          {t('radar.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
