import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EntitySchema } from '../../../generator/entity-schema';
import { parseSchemaText, schemaText } from './schemaDraft';
import { useText } from './useText';

const JsonEditor = lazy(() => import('./JsonEditor'));

interface Props {
  schema: EntitySchema;
  onChange(schema: EntitySchema): void;
}

/**
 * The schema as JSON, edited both ways: the builder's changes show here; valid JSON
 * typed here changes the builder; invalid JSON is kept in the editor, named, and changes nothing.
 */
export function JsonView({ schema, onChange }: Props) {
  const t = useText();
  const [text, setText] = useState(() => schemaText(schema));
  const [problem, setProblem] = useState<string | null>(null);
  // A schema from the builder starts the editor again on its text (the editor defers outside changes while typing).
  const [revision, setRevision] = useState(0);
  // The schema this view last sent or showed: a new one from the builder replaces the text.
  const shown = useRef(schema);
  useEffect(() => {
    if (shown.current === schema) return;
    shown.current = schema;
    setText(schemaText(schema));
    setProblem(null);
    setRevision((count) => count + 1);
  }, [schema]);

  const onText = (value: string) => {
    setText(value);
    const parsed = parseSchemaText(value);
    if (typeof parsed === 'string') {
      setProblem(parsed);
      return;
    }
    setProblem(null);
    if (schemaText(parsed) === schemaText(schema)) return;
    shown.current = parsed;
    onChange(parsed);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="fg-json" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id="fg-json" component="h2" variant="subtitle1">
        {t('json')}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ my: 1 }}>
          {t('json_invalid', { reason: problem })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
        <Suspense fallback={<LinearProgress aria-label={t('json_editor')} />}>
          <JsonEditor key={revision} value={text} onChange={onText} label={t('json_editor')} />
        </Suspense>
      </Paper>
    </Paper>
  );
}
