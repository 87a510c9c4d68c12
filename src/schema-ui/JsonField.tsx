import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';

interface JsonFieldProps {
  source: string;
  label?: string;
}

/** A JSON value laid out for reading, on the show page. */
export function JsonField({ source }: JsonFieldProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (value === null || value === undefined) return null;
  return (
    <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'pre-wrap' }}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
