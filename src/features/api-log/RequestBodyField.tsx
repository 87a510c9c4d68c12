import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { prettyBody } from './prettyBody';

const CELL_LENGTH = 60;

/** A request's masked body: indented JSON on its page when it parses, else the text as logged. */
export default function RequestBodyField({ variant }: { variant: 'cell' | 'detail' }) {
  const row = useRecordContext<ResourceRecords['api-log']>();
  const translate = useTranslate();
  const body = row?.body;
  if (body === null || body === undefined || body === '') return null;
  if (variant === 'cell') return <span>{body.length > CELL_LENGTH ? `${body.slice(0, CELL_LENGTH)}…` : body}</span>;
  const pretty = prettyBody(body);
  return (
    <>
      <Box
        component="pre"
        data-testid="request-body"
        sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {pretty ?? body}
      </Box>
      {pretty === null && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.api-log.body_not_json')}
        </Typography>
      )}
    </>
  );
}
