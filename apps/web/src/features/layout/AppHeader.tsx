import { useSession } from '@spyglass/api/session';
import { Button, Header, Menu, MenuItem, toast } from '@spyglass/ui';
import { useQueryClient } from '@tanstack/react-query';
import { CircleUserRound, LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { CreateTeamDialog, TeamMenuItems } from '../teams';
import { LanguageSelect } from './LanguageSelect';
import * as styles from './layout.css';

/** Header: language switcher, the profile menu (account, preferences, teams) and logout (SPEC §2 Chrome). */
export function AppHeader({ onPreferences }: { onPreferences: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const displayName = user?.full_name?.trim() || user?.email || '';
  const [creatingTeam, setCreatingTeam] = useState(false);

  const onLogout = () => {
    logout();
    // The next person at this browser must not see the last one's data.
    queryClient.clear();
    toast({ title: t('session.loggedOut'), description: t('session.loggedOutDescription') });
    navigate(paths.login, { replace: true });
  };

  return (
    <Header
      end={
        <div className={styles.headerEnd}>
          <div className={styles.headerLanguage}>
            <LanguageSelect name="header-language" />
          </div>
          <Menu
            label={t('header.signedInAs', { name: displayName })}
            icon={<UserRound aria-hidden size={18} />}
            buttonText={displayName}
          >
            <MenuItem icon={<CircleUserRound aria-hidden size={16} />} onSelect={() => navigate(paths.account())}>
              {t('header.account')}
            </MenuItem>
            <MenuItem icon={<Settings aria-hidden size={16} />} onSelect={onPreferences}>
              {t('nav.preferences')}
            </MenuItem>
            <TeamMenuItems onCreateTeam={() => setCreatingTeam(true)} />
          </Menu>
          <CreateTeamDialog open={creatingTeam} onClose={() => setCreatingTeam(false)} />
          <Button variant="ghost" onClick={onLogout}>
            <LogOut aria-hidden size={16} />
            {t('header.logout')}
          </Button>
        </div>
      }
    />
  );
}
