import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { ListPage } from '../../contract/list-page';
import { MAX_PAGE_SIZE, type ResourceDefinition } from '../../contract/resource';
import { isApiError } from './apiError';
import { attachFieldError } from './fieldErrors';
import type { HttpClient } from './http';
import { listQuery } from './listQuery';

export interface DataProviderOptions {
  http: HttpClient;
  /** The registry entry of a react-admin resource name (which is the resource's API path). */
  resourceOf: (path: string) => ResourceDefinition | undefined;
}

type Row = RaRecord & { version?: number };

/** What a list's answer says of its length when its rows were not all counted (`meta` of getList). */
export type ListTotalMeta = Pick<ListPage<Row>, 'totalEstimate' | 'totalMoreThan'>;
type Cancellable = { signal?: AbortSignal };

const collection = (resource: string) => `/api/${encodeURIComponent(resource)}`;
const member = (resource: string, id: Identifier) => `${collection(resource)}/${encodeURIComponent(String(id))}`;

/**
 * react-admin's DataProvider over the schema resources (`/api/<path>`, docs/architecture.md#the-http-contract). Every call goes
 * through the envelope-aware HTTP client, so failures reach react-admin as ApiErrors
 * whose message is the catalogue text; failures of a save are also put under the
 * field they concern.
 */
export function createDataProvider({ http, resourceOf }: DataProviderOptions): DataProvider {
  const saving = async <T>(resource: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw isApiError(error) ? attachFieldError(resourceOf(resource), error, http.locale()) : error;
    }
  };

  const getList = async (resource: string, params: GetListParams & Cancellable) => {
    const page = await http.request<ListPage<Row>>('GET', collection(resource), {
      query: listQuery(params),
      signal: params.signal,
    });
    if (page.total !== undefined) return { data: page.list, total: page.total };
    // Not all counted (a large list): react-admin's partial pagination, and what is known of the length.
    const meta: ListTotalMeta = { totalEstimate: page.totalEstimate, totalMoreThan: page.totalMoreThan };
    const hasPreviousPage = (params.pagination?.page ?? 1) > 1;
    return { data: page.list, pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage }, meta };
  };

  const getOne = (resource: string, id: Identifier, signal?: AbortSignal) =>
    http.request<Row>('GET', member(resource, id), { signal });

  const update = (resource: string, id: Identifier, data: Record<string, unknown>, version: unknown) =>
    saving(resource, () => http.request<Row>('PUT', member(resource, id), { body: { ...data, version } }));

  const provider = {
    supportAbortSignal: true,

    getList,

    async getOne(resource: string, params: GetOneParams & Cancellable) {
      return { data: await getOne(resource, params.id, params.signal) };
    },

    async getMany(resource: string, params: GetManyParams & Cancellable) {
      // The `id` filter takes at most one page of ids, so larger sets are fetched page by page.
      const data: Row[] = [];
      for (let start = 0; start < params.ids.length; start += MAX_PAGE_SIZE) {
        const ids = params.ids.slice(start, start + MAX_PAGE_SIZE);
        const page = await getList(resource, {
          pagination: { page: 1, perPage: ids.length },
          filter: { id: ids },
          signal: params.signal,
        });
        data.push(...page.data);
      }
      return { data };
    },

    getManyReference(resource: string, params: GetManyReferenceParams & Cancellable) {
      return getList(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
        signal: params.signal,
      });
    },

    async create(resource: string, params: CreateParams) {
      const row = await saving(resource, () => http.request<Row>('POST', collection(resource), { body: params.data }));
      return { data: row };
    },

    async update(resource: string, params: UpdateParams) {
      // The version the form was loaded with, so that a row changed meanwhile is refused (6075), not overwritten.
      const version = params.previousData?.version ?? params.data?.version;
      return { data: await update(resource, params.id, params.data, version) };
    },

    async updateMany(resource: string, params: UpdateManyParams) {
      // The API has no batch update; each row is changed on top of the version just read.
      for (const id of params.ids) {
        const current = await getOne(resource, id);
        await update(resource, id, params.data, current.version);
      }
      return { data: params.ids };
    },

    async delete(resource: string, params: DeleteParams) {
      await http.request<unknown>('DELETE', member(resource, params.id));
      return { data: params.previousData ?? { id: params.id } };
    },

    async deleteMany(resource: string, params: DeleteManyParams) {
      await http.request<unknown>('POST', `${collection(resource)}/delete`, { body: { ids: params.ids } });
      return { data: params.ids };
    },
  };
  // Rows are whatever the schemas describe; react-admin's per-call record type parameters cannot be known here.
  return provider as DataProvider;
}
