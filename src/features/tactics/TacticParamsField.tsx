import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { paramLabelKey, shownParams } from './tacticParams';

/**
 * A tactic's limits, each labelled in the reader's language with its unit ("Minimum
 * width (px): 300"); a limit the code does not read (an admin's own tactic) keeps its name.
 */
export default function TacticParamsField({ variant }: { variant: 'cell' | 'detail' }) {
  const tactic = useRecordContext<ResourceRecords['auto-detect-tactic']>();
  const translate = useTranslate();
  if (!tactic) return null;
  const limits = shownParams(tactic.code, tactic.params);
  if (limits.length === 0) return <span>{translate('app.tactics.params_none')}</span>;
  return (
    <Box
      component="dl"
      data-tactic-params={tactic.code}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'start',
        columnGap: 1,
        fontSize: variant === 'cell' ? '0.8125rem' : undefined,
      }}
    >
      {limits.map(({ name, value }) => {
        const key = paramLabelKey(tactic.code, name);
        return (
          <Box key={name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {key ? translate(key) : name}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {typeof value === 'object' ? JSON.stringify(value) : String(value)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
