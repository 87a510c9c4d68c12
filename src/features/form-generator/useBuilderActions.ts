import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { EntitySchema } from '../../../generator/entity-schema';
import { useFailureNotice } from '../../feedback';
import { announceRegistryChanged } from '../../registry/registryRead';
import {
  type DraftSummary,
  downloadSchemaFile,
  type Migration,
  type PublishAnswer,
  type RegistryEntity,
} from './formGeneratorApi';
import { loadPreviewValidators } from './previewValidators';
import { newSchema, schemaText } from './schemaDraft';
import { importedSchema } from './schemaImport';
import { useDraftSession } from './useDraftSession';
import type { SchemaHistory } from './useSchemaHistory';

/** What the builder's toolbar does: drafts opened, new, imported, exported, saved, checked and published. */
export function useBuilderActions(history: SchemaHistory, entities: RegistryEntity[]) {
  const session = useDraftSession();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const [busy, setBusy] = useState(false);
  const [drafts, setDrafts] = useState<DraftSummary[] | null>(null);
  /** The schema text whose validators the preview holds. */
  const [validatedText, setValidatedText] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Migration | null>(null);
  const [published, setPublished] = useState<PublishAnswer | null>(null);
  /** Why the last publish was refused, until the next try. */
  const [refusal, setRefusal] = useState<unknown>(null);
  const { schema, reset } = history;

  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      try {
        return await work();
      } catch (error) {
        noticeFailure(error);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [noticeFailure],
  );

  const fresh = (next: EntitySchema) => {
    reset(next);
    setValidatedText(null);
    setPublished(null);
    setRefusal(null);
  };

  const check = () =>
    run(async () => {
      const answer = await session.runCheck(schema);
      if (await loadPreviewValidators(answer, schema.$id)) setValidatedText(schemaText(schema));
      return answer;
    });

  return {
    session,
    busy,
    drafts,
    confirming,
    published,
    refusal,
    validated: validatedText === schemaText(schema),
    listDrafts: () => run(async () => setDrafts(await session.api.list())),
    closeDrafts: () => setDrafts(null),
    openDraft: (id: number) =>
      run(async () => {
        setDrafts(null);
        fresh((await session.open(id)).schema);
      }),
    newDraft: () => {
      session.startNew();
      fresh(newSchema());
    },
    importFile: (file: File) =>
      run(async () => {
        const imported = importedSchema(await file.text(), entities);
        if (typeof imported === 'string') {
          notify('app.form-generator.import_failed', { type: 'error', messageArgs: { reason: imported } });
          return;
        }
        session.startNew();
        fresh(imported.schema);
        if (imported.copyOf)
          notify('app.form-generator.imported_copy', { type: 'info', messageArgs: { name: imported.copyOf } });
      }),
    /** The file is the server's copy: unsaved changes are saved first. */
    exportFile: () =>
      run(async () => {
        const id = session.saved && !session.unsaved(schema) ? session.saved.id : (await session.save(schema)).id;
        await downloadSchemaFile(id, schema.$id);
      }),
    save: () =>
      run(async () => {
        await session.save(schema);
        notify('app.form-generator.saved', { type: 'success' });
      }),
    reload: () => run(async () => session.saved && fresh((await session.open(session.saved.id)).schema)),
    check,
    startPublish: () =>
      run(async () => {
        const answer = await check();
        if (!answer) return;
        if (answer.ok) setConfirming(answer.migration);
        else notify('app.form-generator.check_first', { type: 'error' });
      }),
    cancelPublish: () => setConfirming(null),
    confirmPublish: () =>
      run(async () => {
        setConfirming(null);
        setRefusal(null);
        try {
          setPublished(await session.publish());
          // The menu and screens take the entity in at once, not at the next periodic read.
          announceRegistryChanged();
        } catch (error) {
          setRefusal(error);
          throw error;
        }
      }),
  };
}

export type BuilderActions = ReturnType<typeof useBuilderActions>;
