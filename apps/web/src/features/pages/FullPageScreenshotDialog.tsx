import { useCapturePageScreenshot } from '@spyglass/api/hooks';
import type { Page } from '@spyglass/api/schema';
import { Alert, Dialog, Spinner } from '@spyglass/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './PagesCard.css';
import { useImageUrl } from './useImageUrl';

export type FullPageScreenshotDialogProps = {
  open: boolean;
  onClose: () => void;
  page: Page;
};

/** A file name for the download: the page's name, kept to letters, digits and dashes. */
const fileName = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'page'
  }.webp`;

/**
 * The whole page as it looks now, rendered by the server's browser when the
 * dialog opens (nothing is stored): the picture, a link to open it full size
 * and one to download it, or why it could not be taken.
 */
export function FullPageScreenshotDialog({ open, onClose, page }: FullPageScreenshotDialogProps) {
  const { t } = useTranslation('pages');
  const capture = useCapturePageScreenshot();
  const { mutate } = capture;
  useEffect(() => {
    if (open) mutate(page.id);
  }, [open, page.id, mutate]);
  const url = useImageUrl(capture.data);

  let body;
  if (capture.isError) {
    body = (
      <Alert tone="destructive" title={t('screenshot.failed')}>
        {capture.error.message}
      </Alert>
    );
  } else if (!url) {
    body = <Spinner label={t('screenshot.taking')} />;
  } else {
    body = (
      <>
        {/* A tall page scrolls inside its frame, which the keyboard can reach. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.fullPage} tabIndex={0} role="region" aria-label={t('screenshot.frameLabel')}>
          <img className={styles.fullPageImage} src={url} alt={t('screenshot.alt', { name: page.name })} />
        </div>
        <p className={styles.screenshotLinks}>
          <a href={url} target="_blank" rel="noreferrer">
            {t('screenshot.open')}
          </a>
          <a href={url} download={fileName(page.name)}>
            {t('screenshot.download')}
          </a>
        </p>
      </>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('screenshot.title')}
      description={t('screenshot.description', { name: page.name })}
      closeLabel={t('screenshot.close')}
    >
      {body}
    </Dialog>
  );
}
