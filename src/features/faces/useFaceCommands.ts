import { useCallback } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../feedback';
import { asLocale } from '../../i18n/localeChoice';
import { type ItemOutcome, type ManualResult, useFaceApi } from './faceApi';
import type { FaceRecord } from './faceStatus';
import { outcomeSummary } from './resultOutcome';

type Face = Pick<FaceRecord, 'id' | 'siteId' | 'version'>;

/** How many faces a retry sent again: the faces it answers with (all or none), else every one asked. */
function retriedCount(data: unknown, asked: number): number {
  const faces = (data as { faces?: unknown } | null)?.faces;
  return Array.isArray(faces) ? faces.length : asked;
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
      // A result is given at the face's site; every face has one once created (the resident's).
      for (const face of faces) {
        if (face.siteId !== null) bySite.set(face.siteId, [...(bySite.get(face.siteId) ?? []), face]);
      }
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
