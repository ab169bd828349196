import { useSession } from '@spyglass/api/session';
import { Button, Dialog } from '@spyglass/ui';
import { Compass, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateProjectDialog } from '../../features/projects/dialogs';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import * as styles from './Dashboard.css';

/** SPEC §2 /dashboard: where login lands; a welcome hero that starts a first project. */
export default function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const [learnMoreOpen, setLearnMoreOpen] = useState(false);
  useDocumentTitle(t('title'));
  const name = user?.full_name?.trim() || user?.email;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="dashboard-title">
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="dashboard-title" className={styles.title}>
          {name ? t('welcomeNamed', { name }) : t('welcome')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.actions}>
          <Button size="large" onClick={() => setCreating(true)}>
            <Rocket aria-hidden size={18} />
            {t('getStarted')}
          </Button>
          <Button size="large" variant="secondary" onClick={() => setCreating(true)}>
            <Compass aria-hidden size={18} />
            {t('explore')}
          </Button>
          <Button size="large" variant="ghost" onClick={() => setLearnMoreOpen(true)}>
            {t('learnMore')}
          </Button>
        </div>
      </section>
      <section className={styles.steps} aria-labelledby="dashboard-steps">
        <h2 id="dashboard-steps" className={styles.stepsTitle}>
          {t('steps.title')}
        </h2>
        <ol className={styles.stepList}>
          {(['project', 'competitors', 'pages'] as const).map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{t(`steps.${step}.title`)}</h3>
                <p className={styles.stepText}>{t(`steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
      <Dialog
        open={learnMoreOpen}
        onClose={() => setLearnMoreOpen(false)}
        title={t('learnMoreDialog.title')}
        description={t('learnMoreDialog.intro')}
        closeLabel={t('common:actions.close')}
      >
        <ul className={styles.learnList}>
          <li>{t('learnMoreDialog.checks')}</li>
          <li>{t('learnMoreDialog.alerts')}</li>
          <li>{t('learnMoreDialog.timeline')}</li>
        </ul>
      </Dialog>
    </div>
  );
}
