import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useGetIdentity, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { publicResources } from '../../../contract/registry';
import { MessageBox, useFailureNotice } from '../../feedback';
import { type RoleRecord, useAccessApi } from './accessApi';
import { PermissionTree } from './PermissionTree';
import { dropsRoleManagement, permissionTree } from './permissionTree';

/** Holding `*`, a role has every code whatever the tree says; it is not edited here. */
const EVERY_PERMISSION = '*';

/**
 * The role's codes on the menu tree, saved on their own. Taking the role-management
 * codes away from a role one holds oneself is asked twice: it locks one out of here.
 */
export function RolePermissionsPanel({ roleId }: { roleId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const api = useAccessApi();
  const tree = useMemo(() => permissionTree(publicResources()), []);
  const { data: role } = useGetOne<RoleRecord>('roles', { id: roleId });
  const { identity } = useGetIdentity();
  const [edited, setEdited] = useState<Set<string> | undefined>();
  const [confirming, setConfirming] = useState<0 | 1 | 2>(0);
  const [saving, setSaving] = useState(false);

  if (!role) return null;
  const held = role.permissionCodes ?? [];
  const locked = held.includes(EVERY_PERMISSION);
  const selected = edited ?? new Set(held);
  const ownRoleIds: unknown = identity?.admin?.roleIds;
  const isOwnRole = Array.isArray(ownRoleIds) && ownRoleIds.includes(role.id);

  const save = async () => {
    setConfirming(0);
    setSaving(true);
    try {
      await api.setRolePermissions(role, [...selected]);
      setEdited(undefined);
      notify('app.roles.saved', { type: 'success' });
      refresh();
    } catch (error) {
      noticeFailure(error);
    } finally {
      setSaving(false);
    }
  };
  const askOrSave = () => {
    if (isOwnRole && dropsRoleManagement(held, selected)) setConfirming(1);
    else void save();
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {translate('app.roles.permissions')}
          {role.builtIn && <LockIcon fontSize="small" titleAccess={translate('app.roles.built_in')} />}
        </Typography>
        {locked ? (
          <Typography color="text.secondary">{translate('app.roles.every_permission')}</Typography>
        ) : (
          <>
            <PermissionTree tree={tree} selected={selected} onChange={setEdited} disabled={saving} />
            <Button variant="contained" sx={{ mt: 2 }} disabled={saving || !edited} onClick={askOrSave}>
              {translate('app.roles.save_permissions')}
            </Button>
          </>
        )}
      </CardContent>
      <MessageBox
        open={confirming === 1}
        title={translate('app.roles.own_role_title')}
        text={translate('app.roles.own_role_first')}
        confirmLabel={translate('app.roles.continue')}
        cancelLabel={translate('ra.action.cancel')}
        onConfirm={() => setConfirming(2)}
        onCancel={() => setConfirming(0)}
      />
      <MessageBox
        open={confirming === 2}
        title={translate('app.roles.own_role_title')}
        text={translate('app.roles.own_role_second')}
        confirmLabel={translate('app.roles.remove_anyway')}
        cancelLabel={translate('ra.action.cancel')}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(0)}
      />
    </Card>
  );
}
