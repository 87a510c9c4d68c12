import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { publicResources } from '../../../contract/registry';
import { asLocale } from '../../i18n/localeChoice';
import { heldPermissions } from './heldPermissions';
import { permissionTree } from './permissionTree';

/** How many titles a list cell shows before "+N". */
const CELL_TITLES = 4;

/**
 * A role's permissions by their titles in the current language, grouped as the
 * permission tree groups them (its page), or the first few titles (a list cell).
 */
export default function PermissionCodesField({ variant }: { variant: 'cell' | 'detail' }) {
  const role = useRecordContext<ResourceRecords['role']>();
  const translate = useTranslate();
  const [localeSetting] = useLocaleState();
  const locale = asLocale(localeSetting) ?? 'en';
  const tree = useMemo(() => permissionTree(publicResources()), []);
  const held = heldPermissions(tree, role?.permissionCodes ?? []);

  if (held.every) return <Typography variant="body2">{translate('app.roles.every_permission')}</Typography>;
  const titles = [
    ...held.groups.flatMap((group) =>
      group.items.length > 0 ? group.items.map((item) => item.title[locale]) : group.title ? [group.title[locale]] : [],
    ),
    ...held.unknown,
  ];
  if (titles.length === 0) return <Typography variant="body2">{translate('app.roles.no_permission')}</Typography>;
  if (variant === 'cell') {
    const more = titles.length - CELL_TITLES;
    const shown = titles.slice(0, CELL_TITLES).join(', ');
    return <>{more > 0 ? translate('app.roles.and_more', { shown, smart_count: more }) : shown}</>;
  }
  return (
    <Stack spacing={1.5} data-testid="role-permissions">
      {held.groups.map((group) => (
        <Box key={group.code || 'other'} component="section">
          <Typography variant="subtitle2" component="h3">
            {group.title ? group.title[locale] : translate('app.roles.other_permissions')}
          </Typography>
          {group.items.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', mt: 0.5, mb: 0, p: 0, listStyle: 'none' }}
              component="ul"
              role="list"
            >
              {group.items.map((item) => (
                <Chip key={item.code} component="li" size="small" variant="outlined" label={item.title[locale]} />
              ))}
            </Stack>
          )}
        </Box>
      ))}
      {held.unknown.length > 0 && (
        <Box component="section">
          <Typography variant="subtitle2" component="h3">
            {translate('app.roles.unknown_permissions')}
          </Typography>
          <Typography variant="body2" component="code">
            {held.unknown.join(', ')}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
