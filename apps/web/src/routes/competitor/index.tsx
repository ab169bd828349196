import { useCompetitor, useCompetitorActivity } from '@spyglass/api/hooks';
import { Alert, Button, EmptyState, Spinner, Tab, TabList, TabPanel, Tabs, VisuallyHidden } from '@spyglass/ui';
import { ArrowLeft, Pencil, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import { ActivityTimeline, type RecordedChange } from '../../features/activity';
import {
  CompetitorDetailsCard,
  CompetitorStatusBadge,
  DeleteCompetitorDialog,
  EditCompetitorDialog,
} from '../../features/competitors';
import * as screen from '../../features/layout/screen.css';
import { ChangeDialog } from '../../features/pages/dialogs';
import { PricingHistory } from '../../features/pricing';
import { WebsitesCard } from '../../features/websites';
import { type RouteParams, paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from './CompetitorRoute.css';
import { ReadOnlyNotice, useRouteProjectAccess } from '../../features/teams';

/** SPEC §2: competitor-not-found message with a go-back link. */
function CompetitorNotFound({ backHref }: { backHref: string }) {
  const { t } = useTranslation('competitors');
  return (
    <EmptyState
      icon={<SearchX size={32} />}
      title={t('detail.notFound.title')}
      description={t('detail.notFound.description')}
      headingLevel={1}
      action={
        <Button variant="secondary" render={<Link to={backHref} />}>
          {t('detail.notFound.back')}
        </Button>
      }
    />
  );
}

function CompetitorActivity({ competitorId }: { competitorId: string }) {
  const { t } = useTranslation('activity');
  // SPEC §2/§9: the 50 latest events.
  const activity = useCompetitorActivity(competitorId, { limit: 50 });
  const [opened, setOpened] = useState<RecordedChange | null>(null);
  if (activity.isPending) return <Spinner label={t('loading')} />;
  if (activity.isError) {
    return (
      <Alert tone="destructive" title={t('loadFailed')}>
        {activity.error.message}
      </Alert>
    );
  }
  // The tab panel sits right under the h1: the day headings come next in the outline.
  return (
    <>
      <ActivityTimeline events={activity.data.data} headingLevel={2} onOpenChange={setOpened} />
      <ChangeDialog open={opened !== null} onClose={() => setOpened(null)} change={opened} />
    </>
  );
}

/** SPEC §2 /{projectId}/competitors/{competitorId}: one competitor, its websites and its activity. */
export default function CompetitorRoute() {
  const { projectId = '', competitorId = '' } = useParams<RouteParams>();
  const { t } = useTranslation('competitors');
  const navigate = useNavigate();
  const competitor = useCompetitor(competitorId);
  const { canEdit } = useRouteProjectAccess();
  // Shares the cache entry with the Activity tab, so the count badge and the list agree.
  const activity = useCompetitorActivity(competitorId, { limit: 50 });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(competitor.data?.name ?? t('title'));
  const listHref = paths.competitors(projectId);

  if (competitor.isPending) {
    return (
      <div className={screen.center}>
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  if (competitor.isError) return <CompetitorNotFound backHref={listHref} />;
  const current = competitor.data;
  const industry = current.industry?.trim();
  const eventCount = activity.data?.data.length;

  return (
    <div className={screen.page}>
      <div>
        <Button variant="ghost" size="small" render={<Link to={listHref} />}>
          <ArrowLeft aria-hidden size={16} />
          {t('detail.back')}
        </Button>
      </div>
      <div className={screen.pageHeader}>
        <div>
          <div className={styles.titleRow}>
            <h1 className={screen.title}>{current.name}</h1>
            <CompetitorStatusBadge active={current.is_active} />
          </div>
          {industry ? (
            <p className={screen.subtitle}>
              <VisuallyHidden>{t('detail.industry')}: </VisuallyHidden>
              {industry}
            </p>
          ) : null}
        </div>
        <div className={screen.actions}>
          <Button variant="secondary" disabled={!canEdit} onClick={() => setEditing(true)}>
            <Pencil aria-hidden size={16} />
            {t('detail.edit')}
          </Button>
          <Button variant="destructive" disabled={!canEdit} onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden size={16} />
            {t('detail.delete')}
          </Button>
        </div>
      </div>
      <ReadOnlyNotice />
      <Tabs defaultSelectedId="overview">
        <TabList label={t('detail.tabs')}>
          <Tab id="overview">{t('detail.overview')}</Tab>
          <Tab
            id="activity"
            count={eventCount}
            countLabel={eventCount === undefined ? undefined : t('detail.activityCount', { count: eventCount })}
          >
            {t('detail.activity')}
          </Tab>
          <Tab id="pricing">{t('detail.pricing')}</Tab>
        </TabList>
        <TabPanel tabId="overview">
          <div className={styles.overview}>
            <CompetitorDetailsCard competitor={current} />
            <WebsitesCard
              competitorId={current.id}
              hrefOf={(website) => paths.website(current.project_id, current.id, website.id)}
            />
          </div>
        </TabPanel>
        {/* Drawn when chosen: a hidden timeline of up to 50 events would slow the first screen for nothing. */}
        <TabPanel tabId="activity" unmountOnHide>
          <CompetitorActivity competitorId={current.id} />
        </TabPanel>
        {/* Fetched when chosen, like the timeline. */}
        <TabPanel tabId="pricing" unmountOnHide>
          <PricingHistory competitorId={current.id} />
        </TabPanel>
      </Tabs>
      <EditCompetitorDialog open={editing} onClose={() => setEditing(false)} competitor={current} />
      <DeleteCompetitorDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        competitor={current}
        onDeleted={(deleted) => navigate(paths.competitors(deleted.project_id), { replace: true })}
      />
    </div>
  );
}
