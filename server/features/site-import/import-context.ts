import type { ResourceDefinition } from '../../../contract/resource';
import type { ResourceServices } from '../../crud/resource-services';
import type { FileStore } from '../../files/file-store';
import type { UploadConfig } from '../../upload-config';
import type { ImportColumn } from './import-columns';
import type { ImportLimits } from './import-limits';
import type { ImportStates } from './import-state';

/** What previews and runs of imports work with. */
export interface ImportContext {
  services: ResourceServices;
  store: FileStore;
  states: ImportStates;
  limits: ImportLimits;
  uploads: UploadConfig;
  resident: ResourceDefinition;
  columns: readonly ImportColumn[];
}
