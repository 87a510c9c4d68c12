import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { RevisionChanges } from '../../../contract/record-history';
import type { ReferenceLabels } from '../../../contract/reference-labels';
import type { ResourceDefinition } from '../../../contract/resource';
import { changeLine } from './changeText';

interface ChangeListProps {
  resource: ResourceDefinition;
  changes: RevisionChanges;
  labels: ReferenceLabels;
}

/** Each changed field of a revision: its label, what it was → what it became, or that it is masked. */
export function ChangeList({ resource, changes, labels }: ChangeListProps) {
  const translate = useTranslate();
  const lines = Object.entries(changes).map(([name, change]) => ({
    name,
    ...changeLine(resource, name, change, labels, translate),
  }));
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <li key={line.name}>
          <strong>{line.label}</strong>
          {': '}
          {line.masked ? (
            translate('app.history.masked')
          ) : (
            <>
              {line.before !== undefined && <span>{line.before}</span>}
              {line.before !== undefined && line.after !== undefined && ' → '}
              {line.after !== undefined && <span>{line.after}</span>}
            </>
          )}
        </li>
      ))}
    </Box>
  );
}
