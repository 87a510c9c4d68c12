import { useCallback, useState } from 'react';
import { Code } from '../../../contract/errors';
import type { EntitySchema } from '../../../generator/entity-schema';
import { ApiError } from '../../providers/apiError';
import { type CheckAnswer, type Draft, type FormGeneratorApi, useFormGeneratorApi } from './formGeneratorApi';
import { schemaText } from './schemaDraft';

interface Saved {
  id: number;
  version: number;
  name: string | null;
  /** The schema as last saved or opened, as text, to tell unsaved changes. */
  text: string;
}

/**
 * The draft on the server behind the builder: saved (created the first time, then
 * replaced with its version), checked, published. A save refused as stale (6075:
 * someone else changed the draft) is kept as `stale` until the admin reloads.
 */
export function useDraftSession() {
  const api: FormGeneratorApi = useFormGeneratorApi();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [stale, setStale] = useState(false);
  const [check, setCheck] = useState<CheckAnswer | null>(null);

  const remember = useCallback((draft: Draft) => {
    setSaved({ id: draft.id, version: draft.version, name: draft.name, text: schemaText(draft.schema) });
    setStale(false);
    return draft;
  }, []);

  const open = useCallback(
    async (id: number) => {
      const draft = remember(await api.get(id));
      setCheck(null);
      return draft;
    },
    [api, remember],
  );

  const startNew = useCallback(() => {
    setSaved(null);
    setStale(false);
    setCheck(null);
  }, []);

  const save = useCallback(
    async (schema: EntitySchema): Promise<Draft> => {
      try {
        return remember(saved ? await api.replace(saved.id, schema, saved.version) : await api.create(schema));
      } catch (error) {
        if (error instanceof ApiError && error.code === Code.STALE) setStale(true);
        throw error;
      }
    },
    [api, saved, remember],
  );

  const runCheck = useCallback(
    async (schema: EntitySchema): Promise<CheckAnswer> => {
      const draft = await save(schema);
      const answer = await api.check(draft.id);
      setCheck(answer);
      return answer;
    },
    [api, save],
  );

  const publish = useCallback(async () => {
    if (!saved) throw new Error('not saved');
    return api.publish(saved.id);
  }, [api, saved]);

  return {
    api,
    saved,
    stale,
    check,
    open,
    startNew,
    save,
    runCheck,
    publish,
    unsaved: (schema: EntitySchema) => saved?.text !== schemaText(schema),
  };
}

export type DraftSession = ReturnType<typeof useDraftSession>;
