import { Code } from '../../../contract/errors';
import type { RevisionView } from '../../../contract/record-history';
import type { FieldDefinition, Locale, ResourceDefinition } from '../../../contract/resource';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { KnownRecord, RecordAccess } from './record-access';
import { type RecordState, undone, valuesBeforeDelete } from './record-state';
import { titlesOf } from './reference-titles';
import { RevisionReads } from './revision-reads';
import { asRestoreOf } from './revision-recorder';

export interface RestoreRequest {
  principal: Principal;
  resource: ResourceDefinition;
  recordId: number;
  revisionId: number;
  /** The version of the record the admin saw (an update's version check). */
  version: unknown;
  locale: Locale;
}

/** What an admin may write back: the fields a form edits, never a secret, whose value a revision kept. */
function writable(resource: ResourceDefinition, state: RecordState): FieldDefinition[] {
  return resource.fields.filter(
    (field) =>
      !field.readOnly && !field.internal && !field.writeOnly && !field.secret && !state.unknown.has(field.name),
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Puts back the record as revision `revisionId` left it, through the write path (its
 * validation, ownership, hooks: a face is judged and goes through its lifecycle again),
 * recorded as a revision restored from it. A record that exists is updated with the
 * fields that differ, under the version check; a deleted one is made again (a new id)
 * when every row it refers to still exists, else refused with 6230 naming the first gone,
 * and when its history still keeps every value it needs, else refused with 6231 naming
 * them (a deleted resident's personal data, erased once the delete committed).
 */
export class RecordRestore {
  private readonly reads: RevisionReads;

  constructor(
    private readonly services: ResourceServices,
    private readonly access: RecordAccess,
  ) {
    this.reads = new RevisionReads(services.tables);
  }

  async restore(request: RestoreRequest): Promise<Row> {
    const { principal, resource, recordId, revisionId } = request;
    const record = await this.access.visible(principal, resource, recordId);
    const revision = await this.reads.byId(revisionId);
    if (!revision || revision.resource !== resource.name || revision.recordId !== recordId) {
      throw new ApiError(Code.NOT_FOUND, `revision ${revisionId} of ${resource.name} ${recordId}`);
    }
    const state = await this.stateAt(record, revision);
    const service = this.services.of(resource.name);
    const fields = writable(resource, state);
    if (record.deleted) {
      const values = Object.fromEntries(
        fields
          .filter((field) => state.values[field.name] != null)
          .map((field) => [field.name, state.values[field.name]]),
      );
      await this.checkReferencesExist(resource, values, request.locale);
      this.checkValuesKept(resource, state, request.locale);
      return asRestoreOf(this.services.tables, revisionId, (tables) => service.create(principal, values, { tables }));
    }
    const changed = fields.filter((field) => !sameValue(state.values[field.name], record.values[field.name]));
    if (changed.length === 0) return service.present(record.values);
    const values = Object.fromEntries(changed.map((field) => [field.name, state.values[field.name] ?? null]));
    return asRestoreOf(this.services.tables, revisionId, (tables) =>
      service.update(principal, recordId, { ...values, version: request.version }, { tables }),
    );
  }

  /** The values as `revision` left them: the record now (or before its delete) with every later change undone. */
  private async stateAt(record: KnownRecord, revision: RevisionView): Promise<RecordState> {
    const newer = await this.reads.newerThan(revision.resource, revision.recordId, revision.id);
    if (!record.deleted) return undone({ values: record.values, unknown: new Set() }, newer);
    const beforeDelete = valuesBeforeDelete(record.deleted);
    return undone(
      beforeDelete,
      newer.filter((later) => later.id !== record.deleted?.id),
    );
  }

  /** 6231 naming the fields a new record needs whose values its history no longer keeps (a secret, erased data). */
  private checkValuesKept(resource: ResourceDefinition, state: RecordState, locale: Locale): void {
    const lost = resource.fields.filter(
      (field) => field.required && !field.readOnly && !field.internal && state.unknown.has(field.name),
    );
    if (lost.length === 0) return;
    throw ApiError.ofFields(
      Code.RESTORE_VALUES_NOT_KEPT,
      lost.map((field) => field.label[locale]).join(', '),
      lost.map((field) => ({ field: field.name, rule: 'required' })),
    );
  }

  /** 6230 naming the first row a re-created record would refer to that is gone (a resident's deleted site). */
  private async checkReferencesExist(resource: ResourceDefinition, values: Row, locale: Locale): Promise<void> {
    const { tables } = this.services;
    for (const field of resource.fields) {
      const target = field.references;
      const value = values[field.name];
      if (!target || value === null || value === undefined) continue;
      const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isInteger(id));
      const present = new Set((await tables.of(target).findByIds(ids)).map((row) => Number(row.id)));
      const gone = ids.find((id) => !present.has(id));
      if (gone === undefined) continue;
      const title = (await titlesOf(tables, target, [gone])).get(gone) ?? `#${gone}`;
      const label = tables.of(target).resource.label[locale];
      throw ApiError.ofFields(Code.RESTORE_REFERENCE_GONE, `${label} “${title}”`, [
        { field: field.name, rule: 'references' },
      ]);
    }
  }
}
