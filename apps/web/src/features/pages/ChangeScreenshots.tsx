import { usePageScreenshot } from '@spyglass/api/hooks';
import type { PageChange, Screenshot } from '@spyglass/api/schema';
import { HighlightedImage } from '@spyglass/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './PagesCard.css';
import { useImageUrl } from './useImageUrl';

type Side = 'before' | 'after';

function Shot({
  pageId,
  side,
  shot,
  regions,
}: {
  pageId: string;
  side: Side;
  shot: Screenshot | null;
  regions: PageChange['changed_regions'];
}) {
  const { t } = useTranslation('pages');
  const image = usePageScreenshot(pageId, shot?.id);
  const url = useImageUrl(image.data);
  const caption = t(side === 'before' ? 'history.before' : 'history.after');
  if (!shot) {
    return (
      <HighlightedImage
        alt=""
        width={16}
        height={5}
        caption={caption}
        placeholder={t(side === 'before' ? 'history.noShotBefore' : 'history.noShotAfter')}
      />
    );
  }
  const alt =
    regions.length > 0
      ? t(side === 'before' ? 'history.altBeforeOutlined' : 'history.altAfterOutlined', { count: regions.length })
      : t(side === 'before' ? 'history.altBefore' : 'history.altAfter');
  return (
    <HighlightedImage
      src={url}
      alt={alt}
      width={shot.width}
      height={shot.height}
      regions={regions}
      caption={caption}
      placeholder={image.isError ? t('history.shotFailed') : t('history.shotLoading')}
    />
  );
}

/**
 * The page before and after a change (browser fetcher), with the areas that
 * differ outlined on both. The diff below them says in text what changed.
 */
export function ChangeScreenshots({ change }: { change: PageChange }) {
  const { t } = useTranslation('pages');
  const { before_screenshot: before, after_screenshot: after, changed_regions: regions } = change;
  if (!before && !after) return null;
  return (
    <section className={styles.screenshots} aria-label={t('history.screenshots')}>
      <div className={styles.screenshotPair}>
        <Shot pageId={change.page_id} side="before" shot={before} regions={before && after ? regions : []} />
        <Shot pageId={change.page_id} side="after" shot={after} regions={before && after ? regions : []} />
      </div>
      {before && after && regions.length === 0 ? <p className={styles.muted}>{t('history.notLocated')}</p> : null}
    </section>
  );
}
