import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DraftSummary } from './formGeneratorApi';
import { useText } from './useText';

interface Props {
  drafts: DraftSummary[] | null;
  onOpen(id: number): void;
  onClose(): void;
}

/** The saved drafts, newest first; one is opened by choosing it. */
export function DraftsDialog({ drafts, onOpen, onClose }: Props) {
  const t = useText();
  return (
    <Dialog open={drafts !== null} onClose={onClose} aria-labelledby="fg-drafts-title" fullWidth maxWidth="sm">
      <DialogTitle id="fg-drafts-title">{t('drafts_title')}</DialogTitle>
      <DialogContent>
        {drafts?.length === 0 && <Typography>{t('drafts_empty')}</Typography>}
        <List>
          {drafts?.map((draft) => (
            <ListItemButton key={draft.id} onClick={() => onOpen(draft.id)}>
              <ListItemText
                primary={t('draft_line', { id: draft.id, name: draft.name ?? '—', version: draft.version })}
                secondary={[
                  new Date(draft.updatedAt).toLocaleString(),
                  draft.publishedVersion ? t('draft_published', { version: draft.publishedVersion }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
