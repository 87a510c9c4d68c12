import { useEffect, useMemo, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { referenceLabel } from '../../contract/reference-labels';
import type { HttpClient } from '../providers/http';
import { useConsoleHttp } from '../providers/useConsoleHttp';

/** One row a reference lookup offers. */
export interface Choice {
  id: number;
  label: string;
}

/** The ids a reference input holds: one, several or none. */
function idsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
}

/** A page of a lookup: its choices, and whether more rows match than it holds. */
interface LookupPage {
  list: Choice[];
  hasNextPage: boolean;
}

const NOTHING: LookupPage = { list: [], hasNextPage: false };

/** The page the lookup at `path` answers to `query`; nothing while `query` is undefined. */
function useLookup(http: HttpClient, path: string, query: URLSearchParams | undefined): LookupPage {
  const [page, setPage] = useState<LookupPage>(NOTHING);
  const asked = query?.toString();
  useEffect(() => {
    if (asked === undefined) return;
    const controller = new AbortController();
    http
      .request<LookupPage>('GET', path, { query: new URLSearchParams(asked), signal: controller.signal })
      .then((answer) => setPage({ list: answer.list, hasNextPage: Boolean(answer.hasNextPage) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, path, asked]);
  return page;
}

/** What a reference input offers: its choices, and whether more rows match than the first page shown. */
export interface ReferenceChoices {
  choices: Choice[];
  /** The first page holds this many matches and more exist: typing narrows them. */
  moreThan?: number;
}

/**
 * The choices of a reference input over `GET <path>` (a lookup under the permission of
 * the rows that refer, server/crud/reference-lookup-routes.ts): the first page of
 * rows matching `text` (and whether more match), and the chosen `value`'s own rows so
 * they show by name. A
 * chosen id's name comes from the edited row's `referenceLabels` when it carries it,
 * else from the lookup's `id=` form: the referenced resource's API is never asked.
 */
export function useReferenceChoices(path: string, source: string, value: unknown, text: string): ReferenceChoices {
  const http = useConsoleHttp();
  const record = useRecordContext();
  const [named, setNamed] = useState<ReadonlyMap<number, string>>(new Map());
  const chosenKey = idsOf(value).join(',');
  // Kept while the same ids stay chosen, so that the lookups below are not asked again on each drawing.
  const chosen = useMemo(() => (chosenKey ? chosenKey.split(',').map(Number) : []), [chosenKey]);

  const carried = useMemo(() => {
    const labels = new Map<number, string>();
    for (const id of chosen) {
      const label = referenceLabel(record, source, id);
      if (label !== undefined) labels.set(id, label);
    }
    return labels;
  }, [record, source, chosen]);

  const page = useLookup(http, path, new URLSearchParams(text ? { q: text } : {}));
  const found = page.list;
  const unnamed = chosen.filter((id) => !carried.has(id) && !named.has(id) && !found.some((c) => c.id === id));
  const asked = useLookup(
    http,
    path,
    unnamed.length > 0 ? new URLSearchParams(unnamed.map((id) => ['id', String(id)])) : undefined,
  ).list;

  useEffect(() => {
    const fresh = [...found, ...asked].filter((choice) => named.get(choice.id) !== choice.label);
    if (fresh.length === 0) return;
    setNamed((before) => new Map([...before, ...fresh.map((choice) => [choice.id, choice.label] as const)]));
  }, [found, asked, named]);

  const choices = useMemo(() => {
    const byId = new Map<number, Choice>();
    for (const id of chosen) {
      const label = carried.get(id) ?? named.get(id);
      if (label !== undefined) byId.set(id, { id, label });
    }
    for (const choice of found) byId.set(choice.id, choice);
    return [...byId.values()];
  }, [chosen, carried, named, found]);
  return { choices, moreThan: page.hasNextPage ? found.length : undefined };
}
