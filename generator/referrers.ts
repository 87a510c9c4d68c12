import type { Referrer, ResourceDefinition } from '../contract/resource';

/**
 * Gives each resource the list of fields elsewhere that reference it, so the server
 * can say what still refers to a row it may not delete. Referrers that others among
 * them depend on come first (a site's residents before their faces): SQLite does not
 * say which reference refused a delete, and the first is then the likeliest.
 */
export function withReferrers(resources: ResourceDefinition[]): ResourceDefinition[] {
  return resources.map((target) => {
    const referrers: Referrer[] = resources.flatMap((resource) =>
      resource.fields
        .filter((field) => field.references === target.name && field.db.onDelete !== undefined)
        .map((field) => ({
          resource: resource.name,
          table: resource.table,
          field: field.name,
          onDelete: field.db.onDelete ?? 'restrict',
        })),
    );
    if (referrers.length === 0) return target;
    const names = new Set(referrers.map((referrer) => referrer.resource));
    const dependsOnOthers = (referrer: Referrer) =>
      resources
        .find((resource) => resource.name === referrer.resource)
        ?.fields.filter((field) => field.references !== referrer.resource && names.has(field.references ?? ''))
        .length ?? 0;
    const ordered = referrers
      .map((referrer, order) => ({ referrer, order, rank: dependsOnOthers(referrer) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ referrer }) => referrer);
    return { ...target, referencedBy: ordered };
  });
}
