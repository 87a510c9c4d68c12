import type { HttpClient } from '../../providers/http';
import type { RegistryEntity } from './publishedEntities';

/** `GET /api/registry`: every entity the console renders, built-in and published. */
export async function fetchRegistry(http: HttpClient): Promise<RegistryEntity[]> {
  const { entities } = await http.request<{ entities: RegistryEntity[] }>('GET', '/api/registry');
  return entities;
}
