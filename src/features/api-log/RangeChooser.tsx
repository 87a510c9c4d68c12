import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { RANGE_CHOICES, type RangeChoice } from './statsRange';

const CHOICE_KEYS: Record<RangeChoice, string> = {
  hour: 'app.api-log.range_hour',
  '6h': 'app.api-log.range_6h',
  '24h': 'app.api-log.range_24h',
  '7d': 'app.api-log.range_7d',
  custom: 'app.api-log.range_custom',
};

export interface RangeChoiceValue {
  choice: RangeChoice;
  custom: { from: string; to: string };
}

/** Which range the statistics cover: a span ending now, or chosen ends in Beijing time (shown with "Show"). */
export function RangeChooser({ onChange }: { onChange: (value: RangeChoiceValue) => void }) {
  const translate = useTranslate();
  const [choice, setChoice] = useState<RangeChoice>('hour');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const choose = (next: RangeChoice) => {
    setChoice(next);
    if (next !== 'custom') onChange({ choice: next, custom });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('app.api-log.range')}
        value={choice}
        onChange={(event) => choose(event.target.value as RangeChoice)}
        sx={{ minWidth: 180 }}
      >
        {RANGE_CHOICES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(CHOICE_KEYS[value])}
          </MenuItem>
        ))}
      </TextField>
      {choice === 'custom' && (
        <>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              size="small"
              type="datetime-local"
              label={translate(`app.api-log.${end}`)}
              value={custom[end]}
              onChange={(event) => setCustom({ ...custom, [end]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <Button variant="outlined" onClick={() => onChange({ choice, custom })}>
            {translate('app.api-log.show')}
          </Button>
        </>
      )}
    </Stack>
  );
}
