import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import { type MouseEvent, useId, useState } from 'react';
import { FieldTitle, useResourceContext, useTranslate } from 'react-admin';
import { type ChosenColumn, useColumnChoice } from './useColumnChoice';

/**
 * The Columns button of a table: each column a labelled switch in a plain list, moved
 * up or down by named buttons, so the choice works by keyboard and reads well to a
 * screen reader (react-admin's own chooser draws options holding switches, outside any
 * listbox). It keeps react-admin's stored preferences, which its configurable table reads.
 */
export function ColumnsButton({ preferenceKey }: { preferenceKey: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const choice = useColumnChoice(preferenceKey);
  const title = translate('ra.action.select_columns', { _: 'Columns' });
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewWeekIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {title}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box id={titleId} component="h2" sx={{ typography: 'subtitle2', px: 2, pt: 1.5, m: 0 }}>
          {title}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 1, m: 0 }}>
          {choice.columns.map((column, position) => (
            <ColumnRow key={column.index} column={column} position={position} choice={choice} />
          ))}
        </Box>
      </Popover>
    </>
  );
}

function ColumnRow({
  column,
  position,
  choice,
}: {
  column: ChosenColumn;
  position: number;
  choice: ReturnType<typeof useColumnChoice>;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const name = column.label ?? column.source ?? column.index;
  const label = <FieldTitle label={column.label} source={column.source} resource={resource} />;
  const moveName = (direction: 'up' | 'down') =>
    translate(`app.lists.move_column_${direction}`, { column: typeof name === 'string' ? translate(name) : '' });
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <FormControlLabel
        sx={{ flex: 1, mr: 1 }}
        control={<Switch size="small" checked={column.shown} onChange={() => choice.toggle(column.index)} />}
        label={label}
      />
      <IconButton
        size="small"
        aria-label={moveName('up')}
        disabled={position === 0}
        onClick={() => choice.move(position, position - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={moveName('down')}
        disabled={position === choice.columns.length - 1}
        onClick={() => choice.move(position, position + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
