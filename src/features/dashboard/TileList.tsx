import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface TileItem {
  key: number;
  primary: ReactNode;
  secondary?: ReactNode;
  testId?: string;
}

/** The rows a tile names (the latest failures, the sites with most waiting), or a line saying there are none. */
export function TileList({ items, empty }: { items: TileItem[]; empty: string }) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.key} disableGutters data-testid={item.testId}>
          <ListItemText primary={item.primary} secondary={item.secondary} />
        </ListItem>
      ))}
    </List>
  );
}
