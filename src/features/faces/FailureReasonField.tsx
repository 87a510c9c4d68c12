import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { cellText } from '../../schema-ui';
import type { FaceRecord } from './faceStatus';
import { failureReasonsOf } from './failureReasons';
import { reasonInWords } from './reasonWords';

/**
 * Why a face failed, in words of the current language (`reasonInWords`): in a list cell
 * the first reason and how many more ("+2 more", every one on hover); on the face's page
 * every reason, one a line.
 */
export default function FailureReasonField({ variant }: { variant: 'cell' | 'detail' }) {
  const face = useRecordContext<FaceRecord>();
  const translate = useTranslate();
  if (!face?.failureReason) return null;
  const reasons = failureReasonsOf(face);
  const words = reasons.map((reason) => reasonInWords(reason, face.status, translate));
  if (variant === 'detail') {
    return (
      <Box component="ul" data-reasons={reasons.length} sx={{ m: 0, pl: reasons.length > 1 ? 2.5 : 0 }}>
        {words.map((text, index) => (
          <Typography
            key={reasons[index]}
            component="li"
            variant="body2"
            data-reason={reasons[index]}
            sx={{ listStyle: reasons.length > 1 ? 'disc' : 'none' }}
          >
            {text}
          </Typography>
        ))}
      </Box>
    );
  }
  const { shown } = cellText(words[0]);
  const more = reasons.length - 1;
  return (
    <Typography
      component="span"
      variant="body2"
      title={words.join('\n')}
      data-reason={face.failureReason}
      data-reasons={reasons.length}
    >
      {shown}
      {more > 0 ? (
        <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {translate('app.tactics.more_failures', { smart_count: more })}
        </Box>
      ) : null}
    </Typography>
  );
}
