import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { formatBeijingTime } from '../../schema-ui';
import { type PhotoReadPage, useFaceApi } from './faceApi';

const PAGE_SIZE = 10;

/** On a face's page: who read its photo, when and how, newest first, ten at a time. */
export function FacePhotoReads({ faceId }: { faceId: number }) {
  const translate = useTranslate();
  const api = useFaceApi();
  const noticeFailure = useFailureNotice();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [reads, setReads] = useState<PhotoReadPage | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .photoReads(faceId, page, PAGE_SIZE, controller.signal)
      .then(setReads)
      .catch((error) => controller.signal.aborted || noticeFailure(error));
    return () => controller.abort();
  }, [api, faceId, page, noticeFailure]);

  if (!reads) return null;
  const from = (page - 1) * PAGE_SIZE + 1;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ px: 2, pb: 2 }} data-testid="face-photo-reads">
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.faces.reads.title')}
      </Typography>
      {reads.total === 0 ? (
        <Typography variant="body2">{translate('app.faces.reads.empty')}</Typography>
      ) : (
        <>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate('app.faces.reads.when')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('app.faces.reads.who')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate('app.faces.reads.how')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reads.list.map((read) => (
                <TableRow key={read.id}>
                  <TableCell>{formatBeijingTime(read.at)}</TableCell>
                  <TableCell>
                    {translate(`app.faces.reads.kinds.${read.readerKind}`)}
                    {read.readerName ? `: ${read.readerName}` : ''}
                  </TableCell>
                  <TableCell>{translate(`app.faces.reads.ways.${read.via}`, { _: read.via })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
            <Typography variant="body2">
              {translate('app.faces.reads.range', {
                from,
                to: from + reads.list.length - 1,
                total: reads.total,
              })}
            </Typography>
            <IconButton
              aria-label={translate('app.faces.reads.newer')}
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label={translate('app.faces.reads.older')}
              disabled={!reads.hasNextPage}
              onClick={() => setPage(page + 1)}
            >
              <ChevronRight />
            </IconButton>
          </Stack>
        </>
      )}
    </Box>
  );
}
