import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FIELD_TYPES, type FieldType } from './fieldTypes';
import { useText } from './useText';

export const PALETTE_PREFIX = 'palette:';

function PaletteItem({ type, onAdd }: { type: FieldType; onAdd(type: FieldType): void }) {
  const t = useText();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${type}` });
  return (
    <Button
      ref={setNodeRef}
      // Pointer only: Enter and Space keep clicking the button (which adds the field).
      onPointerDown={(event) => listeners?.onPointerDown?.(event)}
      variant="outlined"
      size="small"
      onClick={() => onAdd(type)}
      aria-label={t('add_type', { type: t(`type_${type}`) })}
      data-field-type={type}
      sx={{ justifyContent: 'flex-start', opacity: isDragging ? 0.5 : 1, touchAction: 'none' }}
    >
      {t(`type_${type}`)}
    </Button>
  );
}

/** The field types: a click adds one at the end of the list, a drag drops one where it is let go. */
export function Palette({ onAdd }: { onAdd(type: FieldType): void }) {
  const t = useText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fg-palette" sx={{ p: 1.5 }}>
      <Typography id="fg-palette" component="h2" variant="subtitle1">
        {t('palette')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('palette_hint')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.75, mt: 1 }}>
        {FIELD_TYPES.map((type) => (
          <PaletteItem key={type} type={type} onAdd={onAdd} />
        ))}
      </Box>
    </Paper>
  );
}
