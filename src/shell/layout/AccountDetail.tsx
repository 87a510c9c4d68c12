import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { getResource } from '../../../contract/registry';
import type { LoginAdmin } from '../../providers/loginInfo';
import { FieldValue, fieldLabelKey } from '../../schema-ui';
import { StoredAvatar } from '../../uploads';

const admins = getResource('admin');

/** Shown as the avatar above the details. */
const NOT_LISTED = new Set(['avatar']);
const ROLES_FIELD = 'roleIds';

/** The roles to name: the signed-in account's come with its login info; others are looked up as admin-list does. */
export type AccountRoles = readonly { id: number; name: string }[];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The signed-in account's own fields as getLoginInfo returns them, labelled as the accounts screen labels them. */
export default function AccountDetail({ admin, roles }: { admin: LoginAdmin; roles?: AccountRoles }) {
  const translate = useTranslate();
  // The registry names the fields; the record is read by those names.
  const values: Record<string, unknown> = admin;
  const fields = (admins?.fields ?? []).filter(
    (field) => field.ui.show && !field.internal && !field.writeOnly && !NOT_LISTED.has(field.name),
  );
  return (
    <RecordContextProvider value={admin}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <StoredAvatar url={admin.avatar} alt={admin.accountName} sx={{ width: 56, height: 56 }} />
        <Typography variant="h6" component="p">
          {admin.accountName}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.25, m: 0 }}
      >
        {admins &&
          fields.map((field) => (
            <Fragment key={field.name}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(fieldLabelKey(admins, field.name))}
              </Typography>
              <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                {field.name === ROLES_FIELD && roles ? (
                  <RoleChips roles={roles} />
                ) : isEmpty(values[field.name]) ? (
                  <Typography variant="body2" color="text.disabled">
                    —
                  </Typography>
                ) : (
                  <FieldValue resource={admins} field={field} variant="detail" source={field.name} />
                )}
              </Box>
            </Fragment>
          ))}
      </Box>
    </RecordContextProvider>
  );
}

function RoleChips({ roles }: { roles: AccountRoles }) {
  if (roles.length === 0)
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((role) => (
        <Chip key={role.id} size="small" label={role.name} />
      ))}
    </Box>
  );
}
