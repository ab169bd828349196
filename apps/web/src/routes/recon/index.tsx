import { ApiError } from '@spyglass/api/client';
import {
  useCancelDiscovery,
  useCompetitors,
  useDiscoverPages,
  useDiscovery,
  useProject,
  useWebsites,
} from '@spyglass/api/hooks';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, EmptyState, Select, Spinner } from '@spyglass/ui';
import { ScanSearch, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../lib/Link';
import * as screen from '../../features/layout/screen.css';
import { type RouteParams, paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ProjectNotFound } from '../project/ProjectNotFound';
import { AddPagesDialog } from './AddPagesDialog';
import { DiscoveredPagesTable } from './DiscoveredPagesTable';
import { DiscoveryStatus } from './DiscoveryStatus';
import * as styles from './Recon.css';
import { ReadOnlyNotice, useTeamAccess } from '../../features/teams';

/**
 * /{projectId}/recon: pick a competitor's website, discover its pages
 * (progress, stop), tick the ones worth watching and add them in one step.
 * The URL keeps the website and the discovery, so a reload finds them again.
 */
export default function ReconRoute() {
  const { projectId = '' } = useParams<RouteParams>();
  const { t } = useTranslation('pages');
  const [search, setSearch] = useSearchParams();
  const competitorId = search.get('competitor') ?? '';
  const websiteId = search.get('website') ?? '';
  const discoveryId = search.get('discovery') ?? '';
  const project = useProject(projectId);
  const { canEdit } = useTeamAccess(project.data?.team_id);
  const competitors = useCompetitors(projectId);
  const websites = useWebsites(competitorId || null);
  const discovery = useDiscovery(discoveryId || null);
  const discover = useDiscoverPages({
    onSuccess: (started) => setSearch({ competitor: competitorId, website: websiteId, discovery: started.id }),
  });
  const cancel = useCancelDiscovery();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  useDocumentTitle(t('recon.title'));

  const website = websites.data?.data.find((each) => each.id === websiteId);
  const current = discovery.data && discovery.data.website_id === websiteId ? discovery.data : undefined;
  const chosen = useMemo(
    () => (current?.data ?? []).filter((page) => selected.has(page.url) && !page.monitored),
    [current, selected],
  );

  if (project.error instanceof ApiError && project.error.status === 404) return <ProjectNotFound />;

  const pick = (next: { competitor?: string; website?: string }) => {
    setSelected(new Set());
    discover.reset();
    const competitor = next.competitor ?? competitorId;
    setSearch({ competitor, ...(next.website ? { website: next.website } : {}) });
  };
  const start = () => {
    setSelected(new Set());
    discover.mutate(websiteId);
  };

  let picker;
  if (competitors.isPending) {
    picker = <Spinner label={t('recon.loadingCompetitors')} />;
  } else if (competitors.isError) {
    picker = (
      <Alert tone="destructive" title={t('recon.competitorsFailed')}>
        {competitors.error.message}
      </Alert>
    );
  } else if (competitors.data.data.length === 0) {
    picker = (
      <EmptyState
        icon={<Users size={32} />}
        title={t('recon.noCompetitors.title')}
        description={t('recon.noCompetitors.description')}
        headingLevel={3}
        action={
          <Button variant="secondary" render={<Link to={paths.competitors(projectId)} />}>
            {t('recon.noCompetitors.action')}
          </Button>
        }
      />
    );
  } else {
    const noWebsites = Boolean(competitorId) && websites.isSuccess && websites.data.data.length === 0;
    picker = (
      <>
        <div className={styles.picker}>
          <Select
            className={styles.select}
            label={t('recon.competitor')}
            placeholder={t('recon.competitorPlaceholder')}
            value={competitorId}
            options={competitors.data.data.map((competitor) => ({ value: competitor.id, label: competitor.name }))}
            onChange={(competitor) => pick({ competitor })}
          />
          <Select
            className={styles.select}
            label={t('recon.website')}
            placeholder={t('recon.websitePlaceholder')}
            value={websiteId}
            disabled={!competitorId || noWebsites}
            options={(websites.data?.data ?? []).map((each) => ({
              value: each.id,
              label: `${each.name} (${new URL(each.url).host})`,
            }))}
            onChange={(website) => pick({ website })}
          />
          <Button
            disabled={!canEdit || !website || current?.status === 'running'}
            loading={discover.isPending}
            onClick={start}
          >
            <ScanSearch aria-hidden size={16} />
            {current ? t('recon.discoverAgain') : t('recon.discover')}
          </Button>
        </div>
        {noWebsites ? (
          <p className={styles.hint}>
            {t('recon.noWebsites')}{' '}
            <Link to={paths.competitor(projectId, competitorId)}>{t('recon.noWebsitesLink')}</Link>
          </p>
        ) : (
          <p className={styles.hint}>{t('recon.how')}</p>
        )}
      </>
    );
  }

  let results = null;
  if (discover.isError) {
    results = (
      <Alert tone="destructive" title={t('recon.refused')}>
        {discover.error.message}
      </Alert>
    );
  } else if (discoveryId && discovery.isPending) {
    results = <Spinner label={t('recon.loadingDiscovery')} />;
  } else if (discoveryId && discovery.isError) {
    results = (
      <Alert tone="destructive" title={t('recon.discoveryFailed')}>
        {discovery.error.message}
      </Alert>
    );
  } else if (current) {
    results = (
      <>
        <DiscoveryStatus
          discovery={current}
          stopping={cancel.isPending}
          onStop={() => cancel.mutate(current.id)}
          onRetry={start}
        />
        {current.count > 0 ? (
          <DiscoveredPagesTable
            pages={current.data}
            site={website ? new URL(website.url).host : ''}
            selected={selected}
            onSelectedChange={setSelected}
            onAdd={() => setAdding(true)}
          />
        ) : current.status === 'done' ? (
          <EmptyState
            icon={<ScanSearch size={32} />}
            title={t('recon.nothingFound.title')}
            description={t('recon.nothingFound.description')}
            headingLevel={3}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={screen.page}>
      <div className={screen.pageHeader}>
        <div>
          <h1 className={screen.title}>{t('recon.title')}</h1>
          <p className={screen.subtitle}>{project.data?.name ?? t('recon.subtitle')}</p>
        </div>
      </div>
      <ReadOnlyNotice />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('recon.pickTitle')}</CardTitle>
        </CardHeader>
        <CardContent>{picker}</CardContent>
      </Card>
      {results ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('recon.resultsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>{results}</CardContent>
        </Card>
      ) : null}
      {website ? (
        <AddPagesDialog
          open={adding}
          onClose={() => setAdding(false)}
          websiteId={website.id}
          pages={chosen}
          onAdded={() => setSelected(new Set())}
        />
      ) : null}
    </div>
  );
}
