import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Title, useGetList, usePermissions, useTranslate } from 'react-admin';
import { getResource, publicResources } from '../../../contract/registry';
import { holdsCode } from '../../providers/loginInfo';
import type { RoleRecord } from './accessApi';
import { type PermissionNode, permissionTree } from './permissionTree';

const EVERY_PERMISSION = '*';
/** Enough for every role a console has; the page lists them all at once. */
const ROLES_PAGE = { page: 1, perPage: 100 };

/**
 * menu-list: the menu groups and routes with their codes, both titles, and the roles
 * that hold each, that last column only for an account that may list roles.
 */
export default function MenuListPage() {
  const translate = useTranslate();
  const tree = useMemo(() => permissionTree(publicResources()), []);
  const { permissions } = usePermissions<string[]>();
  const roleCode = getResource('role')?.permission ?? 'role-list';
  const showsHolders = Array.isArray(permissions) && holdsCode(permissions, roleCode);
  const { data: roles = [], isFetching } = useGetList<RoleRecord>(
    'roles',
    { pagination: ROLES_PAGE, sort: { field: 'id', order: 'ASC' } },
    { enabled: showsHolders },
  );
  const rows = tree.flatMap((node) => flatten(node, 0));
  const holders = (code: string) =>
    roles.filter((role) => role.permissionCodes?.includes(code) || role.permissionCodes?.includes(EVERY_PERMISSION));

  return (
    // A box that scrolls takes the focus, so the keyboard can scroll it too (WCAG 2.1.1).
    <Box role="region" aria-label={translate('routes.menu-list.title')} tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Title title={translate('routes.menu-list.title')} />
      <Table size="small" aria-label={translate('routes.menu-list.title')} aria-busy={isFetching}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.roles.title_en')}</TableCell>
            <TableCell>{translate('app.roles.title_zh')}</TableCell>
            <TableCell>{translate('app.roles.code')}</TableCell>
            {showsHolders && <TableCell>{translate('app.roles.held_by')}</TableCell>}
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
              {showsHolders && (
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {holders(node.code).map((role) => (
                      <Chip key={role.id} size="small" label={role.name} />
                    ))}
                  </Box>
                </TableCell>
              )}
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
