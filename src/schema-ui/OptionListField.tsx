import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { FieldDefinition, Locale, ResourceDefinition } from '../../contract/resource';
import { cellText } from './cellText';

interface OptionListFieldProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  variant: 'cell' | 'detail';
  /** Option names from the field definition itself rather than the registry's translations (a draft's preview). */
  ownTexts?: boolean;
  /** Read by Datagrid and SimpleShowLayout for headers and labels. */
  source: string;
  label?: string;
  sortable?: boolean;
}

/**
 * A multi-select's value by the labels of its options, in the admin's language: a
 * cell joins them (cut at 100 characters, all of them in the hover title), a detail
 * shows one chip each. A value that is no longer an option shows as it is stored.
 */
export function OptionListField({ resource, field, variant, ownTexts = false, source }: OptionListFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const value = record?.[source];
  const values = Array.isArray(value) ? value.map(String) : [];
  const labelOf = (option: string) =>
    ownTexts
      ? (field.options?.find((candidate) => candidate.value === option)?.label[locale] ?? option)
      : translate(`resources.${resource.path}.options.${field.name}.${option}`, { _: option });
  const labels = values.map(labelOf);
  if (variant === 'detail') {
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {labels.map((label, index) => (
          <Chip key={values[index]} label={label} size="small" />
        ))}
      </Stack>
    );
  }
  const { shown, full } = cellText(labels.join(locale === 'zh' ? '、' : ', '));
  return (
    <Typography component="span" variant="body2" title={full}>
      {shown}
    </Typography>
  );
}
