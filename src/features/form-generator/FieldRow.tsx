import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale } from 'react-admin';
import type { Locale } from '../../../contract/resource';
import type { PropertySchema } from '../../../generator/entity-schema';
import { fieldTypeOf } from './fieldTypes';
import { useText } from './useText';

interface Props {
  name: string;
  prop: PropertySchema;
  selected: boolean;
  /** The check's complaints about this field, shown under it. */
  problems: string[];
  onSelect(): void;
  onRemove(): void;
}

/** One field of the list: a handle to drag (or move by keyboard: Space, arrows, Space), its label and type, remove. */
export function FieldRow({ name, prop, selected, problems, onSelect, onRemove }: Props) {
  const t = useText();
  const locale = useLocale() as Locale;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: name });
  const label = prop['x-ui']?.label?.[locale] || name;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="li"
      data-field={name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        borderColor: selected ? 'primary.main' : problems.length > 0 ? 'error.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      <IconButton
        size="small"
        {...attributes}
        {...listeners}
        aria-label={t('drag_handle', { name: label })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <ButtonBase
        onClick={onSelect}
        aria-label={t('select_field', { name: label })}
        aria-pressed={selected}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          borderRadius: 1,
          px: 0.5,
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <span style={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {name} · {t(`type_${fieldTypeOf(prop)}`)}
          </Typography>
          {problems.map((problem) => (
            <Typography key={problem} variant="caption" color="error" component="div">
              {problem}
            </Typography>
          ))}
        </span>
      </ButtonBase>
      <IconButton size="small" onClick={onRemove} aria-label={t('remove_field', { name: label })}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Paper>
  );
}
