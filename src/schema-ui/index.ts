/**
 * The schema-ui engine: screens for any registry resource from its definition alone,
 * the overrides a feature gives them, and the parts a feature's own screens reuse.
 * This file is the engine's whole public surface: code outside `src/schema-ui/`
 * imports from here only (the lint's restricted imports keep it so).
 */

export { formatBeijingTime, fromBeijingInput, toBeijingInput } from './beijingTime';
export { type CellText, cellText, TEXT_CELL_LIMIT } from './cellText';
export { deletesMessages } from './deletes/messages';
export { emptyStateMessages } from './emptyStateMessages';
export { exportMessages } from './export/messages';
export { saveFile } from './export/saveFile';
export { spreadsheetFile, spreadsheetFileName } from './export/spreadsheetFile';
export type { SpreadsheetCell, SpreadsheetTable } from './export/spreadsheetTable';
export { FieldInput, type FieldInputProps } from './FieldInput';
export { FieldValue, type FieldValueProps } from './FieldValue';
export { type FormMode, type FormPayload, formPayload } from './formPayload';
export { type FormErrors, formErrors } from './formValidation';
export { ImageInput, type ImageInputProps } from './ImageInput';
export { columnsPreferenceKey, listColumns, shownColumns } from './listColumns';
export { listTotalMessages } from './listTotalMessages';
export { OptionListField } from './OptionListField';
export { recordPageMessages } from './recordPageMessages';
export { recordTitleText } from './recordTitleText';
export { referencedResource } from './referencedResource';
export { fieldLabelKey, optionChoices } from './resourceLabels';
export {
  Deferred,
  LazySchemaList,
  type ResourceViews,
  type ResourceViewsOptions,
  resourceViews,
} from './resourceViews';
export { default as SchemaEdit } from './SchemaEdit';
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { ShippedTextField, useShippedText } from './ShippedTextField';
export {
  EVERY_RESOURCE,
  type FieldInputRenderer,
  type FieldRenderer,
  type FormCheck,
  type FormCheckLoader,
  type ListActions,
  type RecordTab,
  type ResourcePart,
  type ResourceScreen,
  type ScreenOverride,
  type ScreenOverrides,
  ScreenOverridesContext,
  type Translate,
  useScreenOverride,
} from './screenOverrides';
export { useChosenColumns } from './useChosenColumns';
