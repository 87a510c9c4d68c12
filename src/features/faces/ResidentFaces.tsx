import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RecordContextProvider, useCreatePath, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceDefinition } from '../../../contract/resource';
import { formatBeijingTime } from '../../schema-ui';
import FaceStatusField from './FaceStatusField';
import FailureReasonField from './FailureReasonField';
import type { FaceRecord } from './faceStatus';

/** A resident has a handful of faces; one page holds them all. */
const FACES_SHOWN = 100;

/**
 * On a resident's page (a tab beside its fields): the resident's faces, each with its
 * state, why it failed when it did, when it was registered, and a link to its page.
 */
export default function ResidentFaces({ resource }: { resource: ResourceDefinition }) {
  const resident = useRecordContext<{ id: number } & Record<string, unknown>>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const captionId = useId();
  const { data: faces = [], isPending } = useGetList<FaceRecord & { id: number }>(
    'faces',
    {
      filter: { residentId: resident?.id },
      pagination: { page: 1, perPage: FACES_SHOWN },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: resident !== undefined },
  );
  if (!resident || isPending) return null;
  if (faces.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        {translate('app.faces.of_resident_none')}
      </Typography>
    );
  }
  const name = String(resident[resource.recordTitle] ?? resident.id);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, overflowX: 'auto' }}>
      <Typography id={captionId} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('app.faces.of_resident_caption', { name })}
      </Typography>
      <Table size="small" aria-labelledby={captionId} data-testid="resident-faces">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.faces.face')}</TableCell>
            <TableCell>{translate('resources.faces.fields.status')}</TableCell>
            <TableCell>{translate('resources.faces.fields.failureReason')}</TableCell>
            <TableCell>{translate('resources.faces.fields.registerDate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {faces.map((face) => (
            <RecordContextProvider key={face.id} value={face}>
              <TableRow>
                <TableCell>
                  <Link component={RouterLink} to={createPath({ resource: 'faces', id: face.id, type: 'show' })}>
                    #{face.id}
                  </Link>
                </TableCell>
                <TableCell>
                  <FaceStatusField />
                </TableCell>
                <TableCell>
                  <FailureReasonField variant="cell" />
                </TableCell>
                <TableCell>{face.registerDate ? formatBeijingTime(String(face.registerDate)) : ''}</TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
