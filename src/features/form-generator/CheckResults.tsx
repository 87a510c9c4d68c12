import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CheckAnswer } from './formGeneratorApi';
import { MigrationStatements } from './MigrationStatements';
import { useText } from './useText';

/** What the last check said: the errors, each with where it points, and the migration. */
export function CheckResults({ answer }: { answer: CheckAnswer }) {
  const t = useText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fg-check" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id="fg-check" component="h2" variant="subtitle1">
        {t('check_title')}
      </Typography>
      {answer.ok ? (
        <Alert severity="success">{t('check_ok')}</Alert>
      ) : (
        <Alert severity="error">{t('check_errors', { smart_count: answer.errors.length })}</Alert>
      )}
      {answer.errors.length > 0 && (
        <List dense aria-labelledby="fg-check">
          {answer.errors.map((error) => (
            <ListItem key={`${error.pointer} ${error.message}`} disableGutters>
              <ListItemText
                primary={error.message}
                secondary={`${error.pointer || t('whole_schema')} · ${error.code}${error.rule ? ` · ${error.rule}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <MigrationStatements migration={answer.migration} />
    </Paper>
  );
}

/** The check's messages by the field they point at (`/properties/<name>/…`). */
export function problemsByField(answer: CheckAnswer | null): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const error of answer?.errors ?? []) {
    const match = /^\/properties\/([^/]+)/.exec(error.pointer);
    if (!match) continue;
    const name = match[1].replace(/~1/g, '/').replace(/~0/g, '~');
    const rest = error.pointer.slice(match[0].length);
    problems[name] = [...(problems[name] ?? []), rest ? `${rest.slice(1)}: ${error.message}` : error.message];
  }
  return problems;
}

/** The check's messages about the entity itself (its name, `x-resource`, the whole schema), with where they point. */
export function entityProblems(answer: CheckAnswer | null): string[] {
  return (answer?.errors ?? [])
    .filter((error) => !error.pointer.startsWith('/properties/'))
    .map((error) => (error.pointer ? `${error.pointer}: ${error.message}` : error.message));
}
