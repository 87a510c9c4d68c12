import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import type { BuilderActions } from './useBuilderActions';
import type { SchemaHistory } from './useSchemaHistory';
import { useText } from './useText';

/** The builder's toolbar: drafts, new, import, export, undo and redo, save (with the unsaved mark), check, publish. */
export function DraftBar({ actions, history }: { actions: BuilderActions; history: SchemaHistory }) {
  const t = useText();
  const file = useRef<HTMLInputElement>(null);
  const { session, busy } = actions;
  const unsaved = session.unsaved(history.schema);
  const state = !session.saved ? 'not_saved_yet' : unsaved ? 'unsaved' : 'all_saved';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => void actions.listDrafts()}>
        {t('drafts')}
      </Button>
      <Button variant="outlined" onClick={actions.newDraft}>
        {t('new_draft')}
      </Button>
      <Button variant="outlined" onClick={() => file.current?.click()}>
        {t('import')}
      </Button>
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        aria-label={t('import_file')}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void actions.importFile(chosen);
        }}
      />
      <Button variant="outlined" onClick={() => void actions.exportFile()} disabled={busy}>
        {t('export')}
      </Button>
      <Tooltip title={t('undo_hint')}>
        <span>
          <IconButton onClick={history.undo} disabled={!history.canUndo} aria-label={t('undo')}>
            <Undo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('undo_hint')}>
        <span>
          <IconButton onClick={history.redo} disabled={!history.canRedo} aria-label={t('redo')}>
            <Redo />
          </IconButton>
        </span>
      </Tooltip>
      <Button variant="contained" onClick={() => void actions.save()} disabled={busy}>
        {t('save')}
      </Button>
      <Button variant="outlined" onClick={() => void actions.check()} disabled={busy}>
        {t('check')}
      </Button>
      <Button variant="contained" color="secondary" onClick={() => void actions.startPublish()} disabled={busy}>
        {t('publish')}
      </Button>
      <Chip role="status" size="small" color={state === 'all_saved' ? 'success' : 'warning'} label={t(state)} />
    </Stack>
  );
}
