import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Button, useTranslate } from 'react-admin';
import type { SchemaTable } from './sqlConsoleApi';

interface Props {
  tables: SchemaTable[] | null;
  onClose(): void;
}

/** The tables the console reads, each with its columns: type, whether it may be empty, secret columns marked. */
export function SchemaDialog({ tables, onClose }: Props) {
  const translate = useTranslate();
  const t = (name: string, options?: Record<string, unknown>) => translate(`app.sql-console.${name}`, options);
  return (
    <Dialog open={tables !== null} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t('schema_title')}</DialogTitle>
      <DialogContent dividers>
        {(tables ?? []).map((table) => (
          <section key={table.name} aria-label={table.name}>
            <Typography variant="subtitle1" component="h3" sx={{ fontFamily: 'monospace', mt: 1 }}>
              {table.name}
            </Typography>
            <List dense disablePadding>
              {table.columns.map((column) => (
                <ListItem key={column.name} sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                    {column.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {column.type || t('no_type')}
                    {column.nullable ? '' : ` · ${t('not_null')}`}
                  </Typography>
                  {column.secret && <Chip size="small" color="warning" label={t('secret')} />}
                </ListItem>
              ))}
            </List>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
