import { useSetCurrentTeam, useTeams } from '@spyglass/api/hooks';
import { MenuItem, MenuSeparator, VisuallyHidden, toast } from '@spyglass/ui';
import { Check, Plus, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';

/**
 * The profile menu's team switcher: each of the person's teams (the current
 * one ticked), choosing another shows its projects; and "New team".
 */
export function TeamMenuItems({ onCreateTeam }: { onCreateTeam: () => void }) {
  const { t, i18n } = useTranslation();
  // The new-team dialog speaks `settings`, which a screen outside the settings may not have
  // loaded: asked for as the menu opens, it is in by the time "New team" is chosen.
  useEffect(() => {
    void i18n.loadNamespaces('settings');
  }, [i18n]);
  const { data } = useTeams();
  const navigate = useNavigate();
  const switchTeam = useSetCurrentTeam({
    onSuccess: () => navigate(paths.dashboard),
  });
  const teams = data?.data ?? [];
  return (
    <>
      <MenuSeparator />
      {teams.map((team) => (
        <MenuItem
          key={team.id}
          icon={team.is_current ? <Check size={16} /> : <Users size={16} />}
          disabled={switchTeam.isPending}
          onSelect={() => {
            if (team.is_current) return;
            switchTeam.mutate(team.id, {
              onError: (error) =>
                toast({ title: t('teams.switchFailed'), description: error.message, variant: 'destructive' }),
            });
          }}
        >
          {t('teams.switchTo', { name: team.name })}
          {team.is_current ? <VisuallyHidden>{t('teams.currentMarker')}</VisuallyHidden> : null}
        </MenuItem>
      ))}
      <MenuItem icon={<Plus size={16} />} onSelect={onCreateTeam}>
        {t('teams.newTeam')}
      </MenuItem>
    </>
  );
}
