import type { RowClickFunction } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import type { ScreenOverride } from './screenOverrides';

/**
 * Where clicking a row of a list leads: what a feature's override says (a modal,
 * say), else the record's page, its form, or nowhere.
 */
export function rowClick(
  resource: ResourceDefinition,
  openRecord?: ScreenOverride['openRecord'],
): 'show' | 'edit' | false | RowClickFunction {
  if (openRecord) {
    return (_id, _resource, record) => {
      openRecord(record);
      return false;
    };
  }
  if (resource.operations.includes('show')) return 'show';
  if (resource.operations.includes('update')) return 'edit';
  return false;
}
