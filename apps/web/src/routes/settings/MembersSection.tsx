import {
  useCreateInvitation,
  useInvitations,
  useMembers,
  useProject,
  useRemoveMember,
  useRevokeInvitation,
  useTeams,
  useUpdateMember,
} from '@spyglass/api/hooks';
import { useSession } from '@spyglass/api/session';
import {
  invitationCreateSchema,
  teamRoles,
  type InvitationCreated,
  type Member,
  type TeamRole,
} from '@spyglass/api/schema';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Select,
  Spinner,
  TextField,
  toast,
} from '@spyglass/ui';
import { Copy, LogOut, Send, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod/mini';
import * as styles from '../../features/notifications/Notifications.css';
import { useDateLocale } from '../../lib/dateLocale';
import { formatLongDate } from '../../lib/formatDate';
import { paths } from '../../lib/paths';

/** Settings › Members: the project's team, its roles, invitations, and leaving it. */
export default function MembersSection() {
  const { projectId = '' } = useParams();
  const { data: project } = useProject(projectId);
  return <TeamMembers teamId={project?.team_id ?? null} />;
}

/**
 * A team's members and their roles; for its owners also the invitation form
 * and the pending invitations. Settings › Members shows the project's team,
 * Account › Team the current one (a new team has no project yet).
 */
export function TeamMembers({ teamId }: { teamId: string | null }) {
  const { t } = useTranslation('settings');
  const teams = useTeams();
  const team = teams.data?.data.find((row) => row.id === teamId);
  const members = useMembers(teamId);

  if (!teamId || teams.isPending || members.isPending) {
    return <Spinner label={t('teams.members.loading')} />;
  }
  if (!team || members.isError) {
    return (
      <Alert tone="destructive" title={t('teams.members.loadFailed')}>
        {members.error?.message}
      </Alert>
    );
  }
  const owner = team.role === 'owner';
  return (
    <>
      <MembersCard teamId={team.id} teamName={team.name} members={members.data.data} owner={owner} />
      {owner ? (
        <>
          <InviteCard teamId={team.id} />
          <InvitationsCard teamId={team.id} />
        </>
      ) : null}
    </>
  );
}

function roleOptions(t: (key: string) => string) {
  return teamRoles.map((role) => ({ value: role, label: t(`teams.roles.${role}`) }));
}

function MembersCard({
  teamId,
  teamName,
  members,
  owner,
}: {
  teamId: string;
  teamName: string;
  members: Member[];
  owner: boolean;
}) {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const navigate = useNavigate();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const leaving = removing?.user_id === user?.id;
  const nameOf = (member: Member) => member.full_name?.trim() || member.email;

  const onRoleChange = (member: Member, role: TeamRole) =>
    update.mutate(
      { teamId, userId: member.user_id, role },
      {
        onSuccess: () => toast({ title: t('teams.members.roleChanged', { name: nameOf(member) }), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('teams.members.roleFailed'), description: error.message, variant: 'destructive' }),
      },
    );

  const onConfirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { teamId, userId: removing.user_id },
      {
        onSuccess: () => {
          setRemoving(null);
          if (leaving) {
            toast({ title: t('teams.members.left', { team: teamName }), variant: 'success' });
            navigate(paths.dashboard);
          } else toast({ title: t('teams.members.removed', { name: nameOf(removing) }), variant: 'success' });
        },
        onError: (error) => {
          setRemoving(null);
          toast({ title: t('teams.members.removeFailed'), description: error.message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('teams.members.title')}</CardTitle>
        <CardDescription>{t('teams.members.description', { team: teamName })}</CardDescription>
      </CardHeader>
      <CardContent>
        {owner ? null : <p className={styles.meta}>{t('teams.members.ownersOnly')}</p>}
        <ul className={styles.list} aria-label={t('teams.members.listLabel')}>
          {members.map((member) => {
            const self = member.user_id === user?.id;
            return (
              <li key={member.user_id} className={styles.item}>
                <div className={styles.itemTop}>
                  <span className={styles.target}>
                    {nameOf(member)}
                    {self ? ` ${t('teams.members.you')}` : ''}
                  </span>
                  <span className={styles.meta}>{member.email}</span>
                </div>
                <div className={styles.actions}>
                  {owner ? (
                    <Select
                      label={t('teams.members.roleOf', { name: nameOf(member) })}
                      options={roleOptions(t)}
                      value={member.role}
                      disabled={update.isPending}
                      onChange={(value) => onRoleChange(member, value as TeamRole)}
                    />
                  ) : (
                    <span>{t('teams.members.roleIs', { role: t(`teams.roles.${member.role}`) })}</span>
                  )}
                  {self ? (
                    <Button variant="secondary" onClick={() => setRemoving(member)}>
                      <LogOut aria-hidden size={16} />
                      {t('teams.members.leave')}
                    </Button>
                  ) : owner ? (
                    <Button
                      variant="ghost"
                      aria-label={t('teams.members.removeNamed', { name: nameOf(member) })}
                      onClick={() => setRemoving(member)}
                    >
                      <UserMinus aria-hidden size={16} />
                      {t('teams.members.remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={onConfirmRemove}
        title={leaving ? t('teams.members.leaveTitle') : t('teams.members.removeTitle')}
        message={
          leaving
            ? t('teams.members.leaveMessage', { team: teamName })
            : t('teams.members.removeMessage', { name: removing ? nameOf(removing) : '', team: teamName })
        }
        confirmLabel={leaving ? t('teams.members.leave') : t('teams.members.remove')}
        cancelLabel={t('common:actions.cancel')}
        pending={remove.isPending}
        tone="destructive"
      />
    </Card>
  );
}

function InviteCard({ teamId }: { teamId: string }) {
  const { t } = useTranslation('settings');
  const create = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('viewer');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [created, setCreated] = useState<InvitationCreated | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(invitationCreateSchema, { email, role });
    if (!parsed.success) {
      setEmailError(t('teams.invite.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    create.mutate(
      { teamId, data: parsed.data },
      {
        onSuccess: (invitation) => {
          setCreated(invitation);
          setEmail('');
        },
      },
    );
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.accept_url);
      toast({ title: t('teams.invite.copied'), variant: 'success' });
    } catch {
      toast({ title: t('teams.invite.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('teams.invite.title')}</CardTitle>
        <CardDescription>{t('teams.invite.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('teams.invite.title')}>
          {create.isError ? (
            <Alert tone="destructive" title={t('teams.invite.failed')}>
              {create.error.message}
            </Alert>
          ) : null}
          <div className={styles.row}>
            <TextField
              label={t('teams.invite.email')}
              type="email"
              autoComplete="off"
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Select
              label={t('teams.invite.role')}
              options={roleOptions(t)}
              value={role}
              onChange={(value) => setRole(value as TeamRole)}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={create.isPending}>
              <Send aria-hidden size={16} />
              {create.isPending ? t('teams.invite.submitting') : t('teams.invite.submit')}
            </Button>
          </div>
        </form>
        {created ? (
          <Alert tone="success" title={t('teams.invite.createdTitle', { email: created.email })}>
            <p>{created.mailed ? t('teams.invite.mailed') : t('teams.invite.notMailed')}</p>
            <TextField
              label={t('teams.invite.link')}
              hint={t('teams.invite.linkHint')}
              value={created.accept_url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden size={16} />
              {t('teams.invite.copy')}
            </Button>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function InvitationsCard({ teamId }: { teamId: string }) {
  const { t } = useTranslation('settings');
  const locale = useDateLocale();
  const invitations = useInvitations(teamId);
  const revoke = useRevokeInvitation();
  const rows = invitations.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('teams.invitations.title')}</CardTitle>
        <CardDescription>{t('teams.invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <Spinner label={t('teams.invitations.loading')} />
        ) : rows.length === 0 ? (
          <p className={styles.meta}>{t('teams.invitations.empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('teams.invitations.title')}>
            {rows.map((invitation) => (
              <li key={invitation.id} className={styles.item}>
                <div className={styles.itemTop}>
                  <span className={styles.target}>{invitation.email}</span>
                  <span className={styles.meta}>
                    {t('teams.invitations.meta', {
                      role: t(`teams.roles.${invitation.role}`),
                      date: formatLongDate(invitation.expires_at, locale) ?? '',
                    })}
                  </span>
                </div>
                <div className={styles.actions}>
                  <Button
                    variant="ghost"
                    aria-label={t('teams.invitations.revokeNamed', { email: invitation.email })}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(
                        { teamId, invitationId: invitation.id },
                        {
                          onSuccess: () =>
                            toast({
                              title: t('teams.invitations.revoked', { email: invitation.email }),
                              variant: 'success',
                            }),
                          onError: (error) =>
                            toast({
                              title: t('teams.invitations.revokeFailed'),
                              description: error.message,
                              variant: 'destructive',
                            }),
                        },
                      )
                    }
                  >
                    <X aria-hidden size={16} />
                    {t('teams.invitations.revoke')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
