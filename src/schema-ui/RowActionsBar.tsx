import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { EditButton, ShowButton } from 'react-admin';
import type { ResourceDefinition } from '../../contract/resource';
import type { ListActions } from './screenOverrides';

export interface RowActionsBarProps {
  /** A feature's actions on the row (bind, retry), drawn under the row's record context. */
  RowActions?: ListActions;
  /** Whether the row offers its edit button. */
  edit: boolean;
  /** Whether the row offers a button to its page (on a phone's card, where no row is clicked by keyboard). */
  show?: boolean;
}

/**
 * A row's actions wrap onto a second line before they push the table or the card past
 * the window, and none is ever cut or broken inside its words (编辑 never shows as 编).
 */
const ACTIONS = {
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 1,
  '& > *, & .MuiButton-root, & .MuiFormControlLabel-root': { flexShrink: 0, whiteSpace: 'nowrap' },
  '& .MuiFormControlLabel-root': { mr: 0 },
};

/** Whether a row offers its edit button: records that can be changed and have a page of their own (others open their form). */
export function rowOffersEdit(resource: ResourceDefinition): boolean {
  return resource.operations.includes('update') && resource.operations.includes('show');
}

/** The actions of one row of a list, in its table's Actions cell or on its phone card. */
export function RowActionsBar({ RowActions, edit, show = false }: RowActionsBarProps) {
  return (
    <Stack direction="row" sx={ACTIONS} data-row-actions onClick={(event) => event.stopPropagation()}>
      {RowActions && (
        <Suspense fallback={null}>
          <RowActions />
        </Suspense>
      )}
      {show && <ShowButton />}
      {edit && <EditButton />}
    </Stack>
  );
}
