import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { getResource } from '../../../contract/registry';
import type { LoginAdmin } from '../../providers/loginInfo';
import { FieldValue } from '../../schema-ui/FieldValue';
import { fieldLabelKey } from '../../schema-ui/resourceLabels';

const admins = getResource('admin');

/** Shown as the avatar above the details, or leading to other screens (roles need a code of their own). */
const NOT_LISTED = new Set(['avatar', 'roleIds']);

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The signed-in account's own fields as getLoginInfo returns them, labelled as the accounts screen labels them. */
export default function AccountDetail({ admin }: { admin: LoginAdmin }) {
  const translate = useTranslate();
  const fields = (admins?.fields ?? []).filter(
    (field) => field.ui.show && !field.internal && !field.writeOnly && !NOT_LISTED.has(field.name),
  );
  return (
    <RecordContextProvider value={admin}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Avatar src={admin.avatar ?? undefined} alt={admin.accountName} sx={{ width: 56, height: 56 }} />
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
                {isEmpty(admin[field.name]) ? (
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
