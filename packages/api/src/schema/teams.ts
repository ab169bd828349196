import { z } from 'zod/mini';
import { emailSchema } from './auth';
import { idSchema, listOf, timestampSchema } from './common';
import { text } from './text';

/** owner: everything; editor: content (competitors, websites, pages, checks), not project deletion nor members; viewer: read only. */
export const teamRoles = ['owner', 'editor', 'viewer'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const TEAM_NAME_MIN = 3;
export const TEAM_NAME_MAX = 50;

const teamName = text({
  min: TEAM_NAME_MIN,
  minMessage: 'Name must be at least 3 characters',
  max: TEAM_NAME_MAX,
  maxMessage: 'Name must be less than 50 characters',
});

/** A team the caller belongs to, with their role in it. */
export const teamSchema = z.object({
  id: idSchema,
  name: z.string(),
  role: z.enum(teamRoles),
  member_count: z.number().check(z.int(), z.nonnegative()),
  /** The team whose projects the project list shows. */
  is_current: z.boolean(),
  created_at: timestampSchema,
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = listOf(teamSchema);
export type TeamList = z.infer<typeof teamListSchema>;

/** POST /api/v1/teams/ */
export const teamCreateSchema = z.strictObject({ name: teamName });
export type TeamCreate = z.input<typeof teamCreateSchema>;

/** PUT /api/v1/users/me/current-team: the team whose projects the list shows. */
export const currentTeamSchema = z.strictObject({ team_id: idSchema });
export type CurrentTeam = z.input<typeof currentTeamSchema>;

export const memberSchema = z.object({
  user_id: idSchema,
  email: z.string(),
  full_name: z.nullable(z.string()),
  role: z.enum(teamRoles),
  joined_at: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = listOf(memberSchema);
export type MemberList = z.infer<typeof memberListSchema>;

/** PATCH /api/v1/teams/{id}/members/{userId} */
export const memberUpdateSchema = z.strictObject({ role: z.enum(teamRoles) });
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

/** POST /api/v1/teams/{id}/invitations/ */
export const invitationCreateSchema = z.strictObject({ email: emailSchema, role: z.enum(teamRoles) });
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** A pending invitation (its link is only in the answer that created it). */
export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: z.enum(teamRoles),
  created_at: timestampSchema,
  expires_at: timestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = listOf(invitationSchema);
export type InvitationList = z.infer<typeof invitationListSchema>;

/** The invitation just made: its single-use link, to copy, and whether it was mailed. */
export const invitationCreatedSchema = z.extend(invitationSchema, {
  accept_url: z.string(),
  mailed: z.boolean(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

/** POST /api/v1/invitations/{token}/accept: the team joined. */
export const invitationAcceptedSchema = teamSchema;
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
