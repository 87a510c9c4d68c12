import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FilterKind } from '../../../contract/resource';
import type { PropertySchema } from '../../../generator/entity-schema';
import type { PropertyEdits } from './fieldEdits';
import { useText } from './useText';

/** Whether the field is a list column when the schema does not say (as the generator decides). */
function listedByDefault(prop: PropertySchema): boolean {
  const json = (prop.type === 'array' && !prop.items?.enum) || prop.type === 'object';
  return !prop.writeOnly && prop['x-ui']?.widget !== 'textarea' && !json;
}

/** The filters the generator accepts for a field's type (a multi-select: the rows holding one option). */
function filtersOf(prop: PropertySchema): FilterKind[] {
  const filters: FilterKind[] = ['equals'];
  if (prop.type === 'string') filters.unshift('search');
  if (prop.type === 'integer' || prop.type === 'number' || prop.format === 'date-time') filters.push('range');
  return prop['x-db']?.references ? ['equals'] : filters;
}

/** How the field shows in the list: column (or hidden column), filter, sort, and whether it is unique. */
export function ListSettings({ prop, edits }: { prop: PropertySchema; edits: PropertyEdits }) {
  const t = useText();
  const list = edits.ui.list;
  const listed = list === undefined ? listedByDefault(prop) : list !== false;
  const json = prop.type === 'array' || prop.type === 'object';
  const check = (label: string, checked: boolean, onChange: (checked: boolean) => void, disabled = false) => (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={<Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
  return (
    <>
      <FormGroup row>
        {check(t('list_column'), listed, (checked) => edits.setUi('list', checked))}
        {check(
          t('hidden_in_list'),
          list === 'hidden',
          (checked) => edits.setUi('list', checked ? 'hidden' : true),
          !listed,
        )}
        {check(t('sortable'), edits.ui.sort === true, (checked) => edits.setUi('sort', checked || undefined), json)}
        {check(
          t('unique'),
          prop['x-db']?.unique === true,
          (checked) => edits.setDb('unique', checked || undefined),
          json,
        )}
      </FormGroup>
      {(!json || prop.items?.enum) && (
        <TextField
          select
          size="small"
          label={t('filter')}
          value={edits.ui.filter ?? ''}
          onChange={(event) => edits.setUi('filter', (event.target.value || undefined) as FilterKind | undefined)}
          fullWidth
        >
          <MenuItem value="">{t('filter_none')}</MenuItem>
          {filtersOf(prop).map((filter) => (
            <MenuItem key={filter} value={filter}>
              {t(`filter_${filter}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
