import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EntitySchema } from '../../../generator/entity-schema';
import { FieldRow } from './FieldRow';
import { useText } from './useText';

export const FIELD_LIST_ID = 'field-list';

interface Props {
  schema: EntitySchema;
  selected: string | null;
  problems: Record<string, string[]>;
  onSelect(name: string): void;
  onRemove(name: string): void;
}

/** The schema's fields in order: the drop target of the palette and a sortable list. */
export function FieldList({ schema, selected, problems, onSelect, onRemove }: Props) {
  const t = useText();
  const { setNodeRef, isOver } = useDroppable({ id: FIELD_LIST_ID });
  const names = Object.keys(schema.properties ?? {});
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-labelledby="fg-fields"
      sx={{ p: 1.5, minHeight: 160, outline: isOver ? '2px dashed' : undefined, outlineColor: 'primary.main' }}
    >
      <Typography id="fg-fields" component="h2" variant="subtitle1">
        {t('fields')}
      </Typography>
      {names.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3 }}>
          {t('fields_empty')}
        </Typography>
      )}
      <SortableContext items={names} strategy={verticalListSortingStrategy}>
        <ul aria-labelledby="fg-fields" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {names.map((name) => (
            <FieldRow
              key={name}
              name={name}
              prop={schema.properties[name]}
              selected={name === selected}
              problems={problems[name] ?? []}
              onSelect={() => onSelect(name)}
              onRemove={() => onRemove(name)}
            />
          ))}
        </ul>
      </SortableContext>
    </Paper>
  );
}
