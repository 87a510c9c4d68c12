import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslate } from 'react-admin';
import { THEME_PRESETS } from './layoutSettings';

interface ThemeColourPickerProps {
  value: string;
  onChange: (colour: string) => void;
}

/** The eight preset theme colours, as swatches (docs/features/console.md#the-console, Settings panel). */
export function ThemeColourPicker({ value, onChange }: ThemeColourPickerProps) {
  const translate = useTranslate();
  return (
    <Box
      role="radiogroup"
      aria-label={translate('app.layout.settings.theme')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      {THEME_PRESETS.map((colour) => {
        const chosen = colour.toLowerCase() === value.toLowerCase();
        return (
          <ButtonBase
            key={colour}
            role="radio"
            aria-checked={chosen}
            aria-label={colour}
            title={colour}
            onClick={() => onChange(colour)}
            sx={{
              width: 26,
              height: 26,
              borderRadius: 1,
              bgcolor: colour,
              color: '#fff',
              outline: chosen ? 2 : 0,
              outlineColor: colour,
              outlineOffset: 2,
            }}
          >
            {chosen && <CheckIcon fontSize="small" />}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
