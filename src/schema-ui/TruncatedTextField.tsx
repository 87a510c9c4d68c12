import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { cellText } from './cellText';

interface TruncatedTextFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** A list cell: at most 100 characters, the whole text in the hover title. */
export function TruncatedTextField({ source }: TruncatedTextFieldProps) {
  const record = useRecordContext();
  const { shown, full } = cellText(record?.[source]);
  return (
    <Typography component="span" variant="body2" title={full}>
      {shown}
    </Typography>
  );
}
