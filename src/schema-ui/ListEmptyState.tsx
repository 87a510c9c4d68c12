import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { CreateButton, useLocale, usePermissions, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import { labelInSentence } from '../i18n/resourceNotices';
import { holdsCode } from '../providers/loginInfo';
import { EVERY_RESOURCE, useScreenOverride } from './screenOverrides';

/** Lets an account see every admin's sites, and their residents and faces (contract/routes.ts). */
const ALL_SITES = 'all-sites';

/** Why a list is empty for this account, and what it can do about it: message keys under `app.empty`. */
export function emptyStateReason(
  resource: ResourceDefinition,
  codes: readonly string[],
): { why: string; todo: string | undefined; mayCreate: boolean } {
  const mayCreate = resource.operations.includes('create') && holdsCode(codes, resource.permission);
  const ownOnly = resource.ownership.kind !== 'none' && !holdsCode(codes, ALL_SITES);
  if (ownOnly) {
    const why = resource.ownership.kind === 'direct' ? 'app.empty.own_only' : 'app.empty.own_sites_only';
    return { why, todo: mayCreate ? 'app.empty.create_or_ask' : 'app.empty.ask', mayCreate };
  }
  return { why: 'app.empty.none', todo: mayCreate ? 'app.empty.create' : undefined, mayCreate };
}

/**
 * What an empty list shows: that there is nothing yet, why (an account without
 * `all-sites` sees only its own sites and what hangs off them), and what to do, with
 * Create only when the account may create, and the list actions a feature gives every
 * resource (its deleted records), which an empty list needs most.
 */
export function ListEmptyState({ resource }: { resource: ResourceDefinition }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const codes = Array.isArray(permissions) ? permissions : [];
  const name = labelInSentence(resource.label, useLocale() === 'zh' ? 'zh' : 'en', 2);
  const { why, todo, mayCreate } = emptyStateReason(resource, codes);
  const EveryResourceActions = useScreenOverride(EVERY_RESOURCE)?.resourceListActions;
  return (
    <Box
      data-empty-state={resource.name}
      role="status"
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', gap: 1.5, justifyItems: 'center' }}
    >
      <Typography variant="h6" component="p">
        {translate('app.empty.title', { name })}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {translate(why, { name })}
      </Typography>
      {todo && (
        <Typography variant="body2" color="text.secondary">
          {translate(todo, { name })}
        </Typography>
      )}
      {mayCreate && <CreateButton resource={resource.path} variant="contained" />}
      {EveryResourceActions && (
        <Suspense fallback={null}>
          <EveryResourceActions resource={resource} />
        </Suspense>
      )}
    </Box>
  );
}
