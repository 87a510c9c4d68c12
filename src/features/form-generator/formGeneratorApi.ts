import type {
  CheckAnswer,
  DraftSummary,
  Migration,
  PublishAnswer,
  SchemaProblem,
} from '../../../contract/form-schemas';
import type { RegistryEntity } from '../../../contract/runtime-registry';
import type { EntitySchema } from '../../../generator/entity-schema';
import type { HttpClient } from '../../providers/http';
import { createTokenStore } from '../../providers/tokenStore';
import { useConsoleApi } from '../../providers/useConsoleHttp';

export type { CheckAnswer, DraftSummary, Migration, PublishAnswer, RegistryEntity, SchemaProblem };

export interface Draft extends DraftSummary {
  schema: EntitySchema;
}

const BASE = '/api/form-schemas';

/** The form generator's calls: drafts, check, publish, export, and the registry's entities. */
export function formGeneratorApi(http: HttpClient) {
  return {
    list: () => http.request<DraftSummary[]>('GET', BASE),
    get: (id: number) => http.request<Draft>('GET', `${BASE}/${id}`),
    create: (schema: EntitySchema) => http.request<Draft>('POST', BASE, { body: { schema } }),
    replace: (id: number, schema: EntitySchema, version: number) =>
      http.request<Draft>('PUT', `${BASE}/${id}`, { body: { schema, version } }),
    check: (id: number) => http.request<CheckAnswer>('POST', `${BASE}/${id}/check`),
    publish: (id: number) => http.request<PublishAnswer>('POST', `${BASE}/${id}/publish`),
    registry: () => http.request<{ entities: RegistryEntity[] }>('GET', '/api/registry'),
  };
}

export type FormGeneratorApi = ReturnType<typeof formGeneratorApi>;

export function useFormGeneratorApi(): FormGeneratorApi {
  return useConsoleApi(formGeneratorApi);
}

/** Downloads a draft as its schema file (the raw file, not an envelope), named `<$id>.json`. */
export async function downloadSchemaFile(id: number, name: string): Promise<void> {
  const token = createTokenStore().get();
  const response = await fetch(`${BASE}/${id}/export`, { headers: token ? { token } : {} });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
