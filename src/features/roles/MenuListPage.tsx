import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { publicResources } from '../../../contract/registry';
import type { RoleRecord } from './accessApi';
import { type PermissionNode, permissionTree } from './permissionTree';

const EVERY_PERMISSION = '*';
/** Enough for every role a console has; the page lists them all at once. */
const ROLES_PAGE = { page: 1, perPage: 100 };

/** menu-list: the menu groups and routes with their codes, both titles, and the roles that hold each. */
export default function MenuListPage() {
  const translate = useTranslate();
  const tree = useMemo(() => permissionTree(publicResources()), []);
  const { data: roles = [], isFetching } = useGetList<RoleRecord>('roles', {
    pagination: ROLES_PAGE,
    sort: { field: 'id', order: 'ASC' },
  });
  const rows = tree.flatMap((node) => flatten(node, 0));
  const holders = (code: string) =>
    roles.filter((role) => role.permissionCodes?.includes(code) || role.permissionCodes?.includes(EVERY_PERMISSION));

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Title title={translate('routes.menu-list.title')} />
      <Table size="small" aria-label={translate('routes.menu-list.title')} aria-busy={isFetching}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.roles.title_en')}</TableCell>
            <TableCell>{translate('app.roles.title_zh')}</TableCell>
            <TableCell>{translate('app.roles.code')}</TableCell>
            <TableCell>{translate('app.roles.held_by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ node, depth }) => (
            <TableRow key={node.code} data-code={node.code}>
              <TableCell sx={{ pl: 2 + depth * 3, fontWeight: depth === 0 ? 600 : undefined }}>
                {node.title.en}
              </TableCell>
              <TableCell>{node.title.zh}</TableCell>
              <TableCell>
                <Typography component="code" variant="body2">
                  {node.code}
                </Typography>
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {holders(node.code).map((role) => (
                    <Chip key={role.id} size="small" label={role.name} />
                  ))}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function flatten(node: PermissionNode, depth: number): { node: PermissionNode; depth: number }[] {
  return [{ node, depth }, ...node.children.flatMap((child) => flatten(child, depth + 1))];
}
