import { useCallback } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { asLocale } from '../../i18n/localeChoice';
import { type ItemOutcome, itemOutcomes, type ManualResult, useFaceApi } from './faceApi';
import type { FaceRecord } from './faceStatus';
import { outcomeSummary } from './resultOutcome';

type Face = Pick<FaceRecord, 'id' | 'siteId' | 'version'>;

/** How many faces a retry answer says were sent again: its per-item answers, a count, or every id asked. */
function retriedCount(data: unknown, asked: number): number {
  const outcomes = itemOutcomes(data);
  if (outcomes.length > 0) return outcomes.filter((outcome) => outcome.code === 200).length;
  const { count, retried } = (data ?? {}) as { count?: unknown; retried?: unknown };
  if (typeof count === 'number') return count;
  if (typeof retried === 'number') return retried;
  return Array.isArray(retried) ? retried.length : asked;
}

/**
 * Retry and manual results for some faces, each told to the admin when it ends: a
 * result is given per site (the route is the site's), every face with the version it
 * was loaded with, and the answers per face are summed up in one message.
 */
export function useFaceCommands(onDone?: () => void) {
  const api = useFaceApi();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [localeSetting] = useLocaleState();
  const locale = asLocale(localeSetting) ?? 'en';

  const retry = useCallback(
    async (faces: readonly Face[]) => {
      try {
        const data = await api.retry(faces.map((face) => Number(face.id)));
        notify('app.faces.retried', {
          type: 'success',
          messageArgs: { smart_count: retriedCount(data, faces.length) },
        });
        onDone?.();
      } catch (error) {
        noticeFailure(error);
      }
      refresh();
    },
    [api, notify, noticeFailure, refresh, onDone],
  );

  const giveResult = useCallback(
    async (faces: readonly Face[], result: ManualResult, reason?: string) => {
      const bySite = new Map<number, Face[]>();
      for (const face of faces) bySite.set(face.siteId, [...(bySite.get(face.siteId) ?? []), face]);
      const outcomes: ItemOutcome[] = [];
      try {
        for (const [siteId, ofSite] of bySite) {
          const items = ofSite.map((face) => ({ id: Number(face.id), version: Number(face.version) }));
          outcomes.push(...(await api.giveResult(siteId, items, result, reason)));
        }
        const { text, allDone } = outcomeSummary(outcomes, result, translate, locale);
        notify(text, { type: allDone ? 'success' : 'warning' });
        onDone?.();
      } catch (error) {
        noticeFailure(error);
      }
      refresh();
    },
    [api, notify, noticeFailure, refresh, translate, locale, onDone],
  );

  return { retry, giveResult };
}
