import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatBeijingTime } from './beijingTime';

interface BeijingDateFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

export function BeijingDateField({ source }: BeijingDateFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2" title={translate('app.time.beijing')} sx={{ whiteSpace: 'nowrap' }}>
      {formatBeijingTime(value)}
    </Typography>
  );
}
