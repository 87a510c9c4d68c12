import { useEffect, useMemo, useState } from 'react';
import { AutocompleteInput, useInput } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import type { HttpClient } from '../providers/http';
import { useConsoleHttp } from '../providers/useConsoleHttp';

interface Choice {
  id: number;
  label: string;
}

interface ReferenceLookupInputProps {
  /** Not `resource`: the list's filter form gives its inputs a `resource` of its own. */
  listed: ResourceDefinition;
  field: FieldDefinition;
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** The choices the lookup at `path` answers to `query`; none while `query` is undefined. */
function useLookup(http: HttpClient, path: string, query: Record<string, string> | undefined): Choice[] {
  const [choices, setChoices] = useState<Choice[]>([]);
  const asked = query ? new URLSearchParams(query).toString() : undefined;
  useEffect(() => {
    if (asked === undefined) return;
    const controller = new AbortController();
    http
      .request<{ list: Choice[] }>('GET', path, { query: new URLSearchParams(asked), signal: controller.signal })
      .then((answer) => setChoices(answer.list))
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, path, asked]);
  return choices;
}

/**
 * A filter on a reference field for an account that may not list the referenced
 * resource: its choices come from `GET /api/<path>/references/<field>`, which asks
 * only for the list's own permission (a login log filtered by admin needs the login
 * log's code, not `admin-list`).
 */
export function ReferenceLookupInput({ listed, field, source, label, alwaysOn }: ReferenceLookupInputProps) {
  const http = useConsoleHttp();
  const { field: input } = useInput({ source });
  const [text, setText] = useState('');
  const path = `/api/${listed.path}/references/${field.name}`;
  const value = input.value;

  const found = useLookup(http, path, text ? { q: text } : {});
  const chosen = useLookup(
    http,
    path,
    value === null || value === undefined || value === '' ? undefined : { id: String(value) },
  );

  const choices = useMemo(() => {
    const byId = new Map<number, Choice>();
    for (const choice of [...chosen, ...found]) byId.set(choice.id, choice);
    return [...byId.values()];
  }, [chosen, found]);

  return (
    <AutocompleteInput
      source={source}
      label={label}
      alwaysOn={alwaysOn}
      helperText={false}
      choices={choices}
      optionText="label"
      setFilter={setText}
    />
  );
}
