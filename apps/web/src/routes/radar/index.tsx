import { ApiError } from '@spyglass/api/client';
import {
  feedEvents,
  useActivityFeed,
  useCompetitors,
  useMarkActivityRead,
  useProject,
  useUnreadActivity,
} from '@spyglass/api/hooks';
import { FEED_COUNT_CAP } from '@spyglass/api/schema';
import { Alert, Button, EmptyState, Spinner } from '@spyglass/ui';
import { CheckCheck, Radar, SearchX } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { ActivityTimeline, type RecordedChange } from '../../features/activity';
import * as screen from '../../features/layout/screen.css';
import { ChangeDialog } from '../../features/pages/dialogs';
import { type RouteParams, paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProjectNotFound } from '../project/ProjectNotFound';
import * as styles from './Radar.css';
import { RadarToolbar } from './RadarToolbar';
import {
  type RadarFilters,
  filtersFromSearch,
  isFiltered,
  noFilters,
  searchFromFilters,
  toApiFilters,
} from './radarFilters';

/**
 * /{projectId}/radar: every event of the project, newest first, grouped by
 * day; searched and filtered (the URL keeps both); more on request; what the
 * reader has not read marked, and marked read in one step; each recorded
 * change opens its diff.
 */
export default function RadarRoute() {
  const { projectId = '' } = useParams<RouteParams>();
  const { t, i18n } = useTranslation('activity');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const apiFilters = useMemo(() => toApiFilters(filters), [filters]);
  const project = useProject(projectId);
  const competitors = useCompetitors(projectId);
  const feed = useActivityFeed(projectId, apiFilters);
  const unread = useUnreadActivity(projectId);
  const markRead = useMarkActivityRead();
  const [opened, setOpened] = useState<RecordedChange | null>(null);
  useDocumentTitle(t('radar.title'));

  const setFilters = useCallback(
    (patch: Partial<RadarFilters>) =>
      setSearchParams((current) => searchFromFilters({ ...filtersFromSearch(current), ...patch }), { replace: true }),
    [setSearchParams],
  );
  const clearFilters = useCallback(() => setSearchParams(searchFromFilters(noFilters)), [setSearchParams]);

  if (project.error instanceof ApiError && project.error.status === 404) return <ProjectNotFound />;

  const events = feedEvents(feed.data?.pages);
  const total = feed.data?.pages[0]?.count ?? 0;
  const totalCapped = feed.data?.pages[0]?.count_capped ?? false;
  const unreadCount = unread.unread ?? 0;
  // Past the server's cap the screen says "1,000+" rather than a count it does not have.
  const capText = new Intl.NumberFormat(i18n.language).format(FEED_COUNT_CAP);
  const newest = unread.data?.data[0];
  const loadMoreError = feed.isFetchNextPageError ? feed.error : null;

  let body;
  if (feed.isPending) {
    body = (
      <div className={screen.center}>
        <Spinner label={t('radar.loading')} />
      </div>
    );
  } else if (feed.isError) {
    body = (
      <Alert tone="destructive" title={t('radar.loadFailed')}>
        {feed.error.message}
      </Alert>
    );
  } else if (events.length === 0 && isFiltered(filters)) {
    body = (
      <EmptyState
        icon={<SearchX size={32} />}
        title={t('radar.noResults.title')}
        description={t('radar.noResults.description')}
        headingLevel={2}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            {t('radar.filters.clear')}
          </Button>
        }
      />
    );
  } else if (events.length === 0) {
    body = (
      <EmptyState
        icon={<Radar size={32} />}
        title={t('radar.empty.title')}
        description={t('radar.empty.description')}
        headingLevel={2}
        action={
          <Button variant="secondary" render={<Link to={paths.recon(projectId)} />}>
            {t('radar.empty.action')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className={styles.feed}>
        <ActivityTimeline
          events={events}
          label={t('radar.feedLabel')}
          headingLevel={2}
          maxHeight={null}
          onOpenChange={setOpened}
        />
        {feed.hasNextPage ? (
          <Button
            className={styles.more}
            variant="secondary"
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {feed.isFetchingNextPage
              ? t('radar.loadingMore')
              : totalCapped
                ? t('radar.loadMoreCapped')
                : t('radar.loadMore', { count: Math.max(0, total - events.length) })}
          </Button>
        ) : null}
        {loadMoreError ? (
          <Alert tone="destructive" title={t('radar.loadMoreFailed')}>
            {loadMoreError.message}
          </Alert>
        ) : null}
      </div>
    );
  }

  return (
    <div className={screen.page}>
      <div className={screen.pageHeader}>
        <div>
          <h1 className={screen.title}>{t('radar.title')}</h1>
          <p className={screen.subtitle}>{project.data?.name ?? t('radar.subtitle')}</p>
        </div>
        <div className={styles.headerActions}>
          <p className={styles.status} role="status">
            {unread.isSuccess
              ? unread.unreadCapped
                ? t('radar.unreadCapped', { value: capText })
                : t('radar.unread', { count: unreadCount })
              : null}
          </p>
          <Button
            variant="secondary"
            disabled={unreadCount === 0 || !newest}
            loading={markRead.isPending}
            onClick={() => newest && markRead.mutate({ projectId, upTo: newest.created_at })}
          >
            <CheckCheck aria-hidden size={16} />
            {t('radar.markAllRead')}
          </Button>
        </div>
      </div>
      <RadarToolbar
        filters={filters}
        onChange={setFilters}
        onClear={clearFilters}
        competitors={competitors.data?.data ?? []}
      />
      {feed.isSuccess && events.length > 0 ? (
        <p className={styles.status} role="status">
          {isFiltered(filters)
            ? totalCapped
              ? t('radar.matchingCapped', { value: capText })
              : t('radar.matching', { count: total })
            : totalCapped
              ? t('radar.totalCapped', { value: capText })
              : t('radar.total', { count: total })}
        </p>
      ) : null}
      {body}
      <ChangeDialog open={opened !== null} onClose={() => setOpened(null)} change={opened} />
    </div>
  );
}
