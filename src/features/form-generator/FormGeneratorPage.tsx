import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../contract/resource';
import { useFailureNotice } from '../../feedback';
import { BuilderBoard } from './BuilderBoard';
import { CheckResults, entityProblems, problemsByField } from './CheckResults';
import { DraftBar } from './DraftBar';
import { DraftsDialog } from './DraftsDialog';
import { EntitySettings } from './EntitySettings';
import type { RegistryEntity } from './formGeneratorApi';
import { JsonView } from './JsonView';
import { PreviewPanel } from './PreviewPanel';
import { PropertyPanel } from './PropertyPanel';
import { PublishDialog } from './PublishDialog';
import { PublishRefusal } from './PublishRefusal';
import { addField, moveField, newSchema, removeField, renameField, setField, setRequired } from './schemaDraft';
import { useBuilderActions } from './useBuilderActions';
import { useSchemaHistory } from './useSchemaHistory';
import { useText } from './useText';

/**
 * form-generator: an entity schema built from a palette of field types, its fields'
 * properties and the entity's settings, previewed by the real screens, edited as JSON
 * too, saved as a draft, checked (errors beside their fields, the migration) and published.
 */
export default function FormGeneratorPage() {
  const t = useText();
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const noticeFailure = useFailureNotice();
  const history = useSchemaHistory(newSchema);
  const [entities, setEntities] = useState<RegistryEntity[]>([]);
  const actions = useBuilderActions(history, entities);
  const [selected, setSelected] = useState<string | null>(null);
  const { schema, change } = history;
  const { api, check, stale } = actions.session;

  const published = actions.published;
  // Read at the start and again after a publish: the new entity may be referenced next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a publish is the reason to read again.
  useEffect(() => {
    api.registry().then((answer) => setEntities(answer.entities), noticeFailure);
  }, [api, noticeFailure, published]);

  const current = selected && schema.properties?.[selected] ? selected : null;
  const problems = problemsByField(check);
  const references = entities.find((entity) => entity.name === 'site')?.name ?? entities[0]?.name;

  return (
    <Box sx={{ mt: 1, minWidth: 0 }}>
      <Title title={translate('routes.form-generator.title')} />
      <Typography component="h1" variant="h6">
        {translate('routes.form-generator.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <DraftBar actions={actions} history={history} />
        {stale && (
          <Alert severity="warning" action={<Button onClick={() => void actions.reload()}>{t('reload')}</Button>}>
            {t('stale')}
          </Alert>
        )}
        {actions.refusal !== null && <PublishRefusal error={actions.refusal} />}
        {published && (
          <Alert severity="success">
            {t('published', { version: published.publishedVersion })}{' '}
            <Link component={RouterLink} to={`/${published.entity.path}`}>
              {t('open_list', { name: published.entity.label?.[locale] ?? published.entity.name })}
            </Link>
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: '280px minmax(0, 1fr)',
              xl: '280px minmax(0, 1fr) minmax(0, 1fr)',
            },
            alignItems: 'start',
          }}
        >
          <BuilderBoard
            schema={schema}
            selected={current}
            problems={problems}
            onAdd={(type, index) => {
              const added = addField(schema, type, { index, references });
              change(() => added.schema);
              setSelected(added.name);
            }}
            onMove={(from, to) => change((before) => moveField(before, from, to))}
            onSelect={setSelected}
            onRemove={(name) => change((before) => removeField(before, name))}
          />
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {current ? (
              <PropertyPanel
                name={current}
                prop={schema.properties[current]}
                required={(schema.required ?? []).includes(current)}
                problems={problems[current] ?? []}
                entities={entities}
                onChange={(prop) => change((before) => setField(before, current, prop))}
                onRename={(name) => {
                  change((before) => renameField(before, current, name));
                  setSelected(name);
                }}
                onRequired={(required) => change((before) => setRequired(before, current, required))}
              />
            ) : (
              <Alert severity="info">{t('no_selection')}</Alert>
            )}
            <EntitySettings schema={schema} problems={entityProblems(check)} onChange={(next) => change(() => next)} />
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0, gridColumn: { md: '1 / -1', xl: 'auto' } }}>
            <PreviewPanel schema={schema} validated={actions.validated} />
            <JsonView schema={schema} onChange={(next) => change(() => next)} />
            {check && <CheckResults answer={check} />}
          </Stack>
        </Box>
      </Stack>
      <DraftsDialog drafts={actions.drafts} onOpen={(id) => void actions.openDraft(id)} onClose={actions.closeDrafts} />
      <PublishDialog
        migration={actions.confirming}
        busy={actions.busy}
        onConfirm={() => void actions.confirmPublish()}
        onClose={actions.cancelPublish}
      />
    </Box>
  );
}
