import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Code, messageOf } from '../../../contract/errors';
import type { Locale, ResourceDefinition } from '../../../contract/resource';
import { isRuntimeResource } from '../../../contract/runtime-registry';
import { asLocale } from '../../i18n/localeChoice';
import { countOfRows, labelInSentence } from '../../i18n/resourceNotices';
import { type DeleteImpact, useDeleteImpactApi } from './deleteImpactApi';

const TEXT_OF = {
  cascade: 'app.deletes.cascade',
  restrict: 'app.deletes.restrict',
  'set-null': 'app.deletes.set_null',
};

/**
 * The body of a delete confirmation: react-admin's question, then what else the delete
 * does, as the server reads it from the schemas' integrity rules (rows deleted with
 * them, rows that keep the delete from happening, rows that lose their reference),
 * and whether the write path would refuse it (the server tries it and rolls it back).
 */
export function DeleteImpactText({
  resource,
  ids,
}: {
  resource: ResourceDefinition;
  ids: readonly (number | string)[];
}) {
  const translate = useTranslate();
  const [localeSetting] = useLocaleState();
  const locale = asLocale(localeSetting) ?? 'en';
  const api = useDeleteImpactApi();
  // Entities published at run time have no such route (and no integrity rules of their own).
  const asks = !isRuntimeResource(resource.name) && ids.length > 0;
  const [impact, setImpact] = useState<DeleteImpact | 'failed' | null>(null);
  const key = ids.join(',');

  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    api
      .impactOf(resource.path, key.split(','), controller.signal)
      .then(setImpact)
      .catch(() => controller.signal.aborted || setImpact('failed'));
    return () => controller.abort();
  }, [api, asks, resource.path, key]);

  const name = labelInSentence(resource.label, locale, ids.length);
  const question =
    ids.length === 1
      ? translate('ra.message.delete_content', { name })
      : translate('ra.message.bulk_delete_content', { smart_count: ids.length, name });
  const lines = !asks
    ? []
    : impact === null
      ? [translate('app.deletes.checking')]
      : impact === 'failed'
        ? [translate('app.deletes.unknown')]
        : [...refusalLines(impact, locale, translate), ...effectLines(resource, impact, ids.length, locale, translate)];

  return (
    <>
      <Typography component="p">{question}</Typography>
      {lines.length > 0 && (
        <ul aria-live="polite" data-testid="delete-impact">
          {lines.map((line) => (
            <Typography
              component="li"
              key={line}
              color={
                impact !== null && impact !== 'failed' && (impact.refused || impact.refusal !== null)
                  ? 'error'
                  : undefined
              }
            >
              {line}
            </Typography>
          ))}
        </ul>
      )}
    </>
  );
}

type Translate = ReturnType<typeof useTranslate>;

/** A refusal the integrity rules do not already say: a rule of the write path, or a reference they do not know. */
function refusalLines(impact: DeleteImpact, locale: Locale, translate: Translate): string[] {
  const refusal = impact.refusal;
  if (!refusal || (refusal.code === Code.IN_USE && impact.refused)) return [];
  return [translate('app.deletes.refused', { reason: messageOf(refusal.code, locale, refusal.detail ?? undefined) })];
}

/** One line per integrity rule touching rows; "nothing else" only where rules exist to say it. */
function effectLines(
  resource: ResourceDefinition,
  impact: DeleteImpact,
  chosen: number,
  locale: Locale,
  translate: Translate,
): string[] {
  if (impact.effects.length === 0)
    return impact.refusal || !resource.referencedBy?.length ? [] : [translate('app.deletes.nothing_else')];
  return impact.effects.map((effect) =>
    translate(TEXT_OF[effect.onDelete], { smart_count: chosen, what: countOfRows(effect.label, locale, effect.count) }),
  );
}
