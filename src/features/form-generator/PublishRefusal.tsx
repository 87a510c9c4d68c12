import Alert from '@mui/material/Alert';
import { ApiError } from '../../providers/apiError';

/** The fields a refusal names (`data.failures` or `data.fields`: pointers with their rule or message). */
export function refusedFields(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const { failures, fields, field } = data as Record<string, unknown>;
  const list = Array.isArray(failures) ? failures : Array.isArray(fields) ? fields : field ? [data] : [];
  return list.map((entry) => {
    if (typeof entry !== 'object' || entry === null) return String(entry);
    const { field: name, pointer, rule, message } = entry as Record<string, unknown>;
    return [name ?? pointer, message ?? rule].filter((part) => part !== undefined && part !== '').join(': ');
  });
}

/** Why publishing was refused: the catalogue text and each field named. */
export function PublishRefusal({ error }: { error: unknown }) {
  const text = error instanceof Error ? error.message : String(error);
  const fields = error instanceof ApiError ? refusedFields(error.data) : [];
  return (
    <Alert severity="error">
      {text}
      {fields.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
