/** Helpers of the back-office operations (src/renderer/vocabulary/operations/back-office): answers as screens read them. */
import type { ProductRequest, WorkflowActivityList, WorkflowVersion } from '../../generated/schemas.ts';
import { workflowSteps } from '../../domain/workflow-steps.ts';

/** The activities in the order an item meets them (src/domain/workflow-steps.ts), each with the items waiting there. */
export function activityRows(list: WorkflowActivityList) {
  const byId = new Map(list.items.map((activity) => [activity.id, activity]));
  return {
    items: workflowSteps({ activities: list.items }).map((row) => ({
      ...row,
      workflowId: byId.get(row.id)!.workflowId,
      waiting: byId.get(row.id)!.waiting,
    })),
  };
}

/** A version as the workflow page's header shows it: the definition's name and activity count, not the whole document. */
export function versionSummary(version: WorkflowVersion) {
  return {
    id: version.id,
    name: version.definition.name,
    subjectType: version.definition.subjectType,
    version: version.version,
    published: version.published,
    publishedVersion: version.publishedVersion,
    activities: version.definition.activities.length,
    createdAt: version.createdAt,
    publishedAt: version.publishedAt,
  };
}

/** A product form's values as the API takes them: only the request's fields (the form may hold the whole product). */
export function productRequestOf(values: unknown): ProductRequest {
  const { name, type, subType, description } = values as ProductRequest;
  return { name, type, subType: subType || null, description: description || null };
}
