import { type SQL, sql } from 'drizzle-orm'

/**
 * The member each organization's interest in a grant is for, as a subquery of (user_id, grant_id):
 * a saved grant's saver, else the owner; an application's assignee, else its creator, else the
 * owner (whoever is still on the team). The deadline reminders use it for applications still being
 * written; the change notices for every application.
 */
export function grantFollowers(options: { openApplicationsOnly: boolean }): SQL {
  return sql`(
    select coalesce(sm.user_id, own.user_id) as user_id, s.grant_id
    from user_saved_grants s
    left join organization_members sm on sm.user_id = s.saved_by and sm.organization_id = s.organization_id
    join organization_members own on own.organization_id = s.organization_id and own.role = 'owner'
    union
    select coalesce(am.user_id, cm.user_id, own.user_id) as user_id, a.grant_id
    from applications a
    left join organization_members am on am.user_id = a.assignee_id and am.organization_id = a.organization_id
    left join organization_members cm on cm.user_id = a.created_by and cm.organization_id = a.organization_id
    join organization_members own on own.organization_id = a.organization_id and own.role = 'owner'
    ${options.openApplicationsOnly ? sql`where a.status in ('not_started', 'draft')` : sql``}
  )`
}
