import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server.ts'
import { applications, grants, user } from '../../db/schema/index.ts'
import type { ApplicationStatus } from '../applications/application-status.ts'
import { type OpportunityRow, opportunityColumns, toOpportunity } from './opportunity.server.ts'
import { offsetOf, type Page, paginationInfo } from './pagination.server.ts'
import { defined, person, usd } from './pipeline-rows.server.ts'

const assignee = alias(user, 'assignee')
const creator = alias(user, 'creator')

/** The columns of an application as the pipeline extension sends it. */
const applicationColumns = {
  id: applications.id,
  status: applications.status,
  submissionDate: applications.submissionDate,
  amountAwarded: applications.amountAwarded,
  notes: applications.notes,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  assigneeId: applications.assigneeId,
  assigneeName: assignee.name,
  createdById: applications.createdBy,
  createdByName: creator.name,
  grant: opportunityColumns,
}

/** The organization's applications with their grants and people; `where` adds to the organization's own rows. */
export function selectApplications(db: Db, organizationId: string, where?: SQL) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(grants, eq(grants.id, applications.grantId))
    .leftJoin(assignee, eq(assignee.id, applications.assigneeId))
    .leftJoin(creator, eq(creator.id, applications.createdBy))
    .where(and(eq(applications.organizationId, organizationId), where))
}

type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number]

export function toApplication(r: ApplicationRow, appUrl: string) {
  return defined({
    id: r.id,
    status: r.status,
    submissionDate: r.submissionDate ?? undefined,
    amountAwarded: usd(r.amountAwarded),
    notes: r.notes || undefined,
    assignee: person(r.assigneeId, r.assigneeName),
    createdBy: person(r.createdById, r.createdByName),
    createdAt: new Date(r.createdAt).toISOString(),
    lastModifiedAt: new Date(r.updatedAt).toISOString(),
    opportunity: toOpportunity(r.grant as OpportunityRow, appUrl),
  })
}

/** GET /api/v1/pipeline/applications: the organization's applications, most recently changed first, optionally in one status. */
export async function listApplications(db: Db, organizationId: string, status: ApplicationStatus | undefined, page: Page, appUrl: string) {
  const inStatus = status ? eq(applications.status, status) : undefined
  const [rows, [{ n }]] = await Promise.all([
    selectApplications(db, organizationId, inStatus).orderBy(desc(applications.updatedAt), desc(applications.id)).limit(page.pageSize).offset(offsetOf(page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.organizationId, organizationId), inStatus)),
  ])
  return { items: rows.map((r) => toApplication(r, appUrl)), paginationInfo: paginationInfo(page, Number(n)) }
}
