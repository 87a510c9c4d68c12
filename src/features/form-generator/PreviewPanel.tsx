import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { ResourceDefinition } from '../../../contract/resource';
import type { EntitySchema } from '../../../generator/entity-schema';
import { resourceOf } from '../../../generator/resource-model';
import { FormPreview } from './FormPreview';
import { ListPreview } from './ListPreview';
import { PreviewBoundary } from './PreviewBoundary';
import { schemaText } from './schemaDraft';
import { useText } from './useText';

/** The name the preview's validators are registered under: never a live entity's. */
export function previewNameOf(name: string): string {
  return `preview-${name}`;
}

/** The definition the real screens would get, named for the preview; or why there is none yet. */
function previewResource(schema: EntitySchema): ResourceDefinition | string {
  try {
    return { ...resourceOf(schema), name: previewNameOf(schema.$id) };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

interface Props {
  schema: EntitySchema;
  /** The checked schema's validators are registered under the preview's name. */
  validated: boolean;
}

/** The form and list the published entity would have, drawn by the schema-ui engine from the draft. */
export function PreviewPanel({ schema, validated }: Props) {
  const t = useText();
  const [tab, setTab] = useState<'form' | 'list'>('form');
  const resource = useMemo(() => previewResource(schema), [schema]);
  const unavailable = (reason: string) => <Alert severity="warning">{t('preview_unavailable', { reason })}</Alert>;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fg-preview" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id="fg-preview" component="h2" variant="subtitle1">
        {t('preview')}
      </Typography>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-labelledby="fg-preview">
        <Tab value="form" label={t('preview_form')} id="fg-tab-form" aria-controls="fg-panel-form" />
        <Tab value="list" label={t('preview_list')} id="fg-tab-list" aria-controls="fg-panel-list" />
      </Tabs>
      <Box role="tabpanel" id={`fg-panel-${tab}`} aria-labelledby={`fg-tab-${tab}`} sx={{ pt: 1.5, minWidth: 0 }}>
        {typeof resource === 'string' ? (
          unavailable(resource)
        ) : (
          <PreviewBoundary resetKey={schemaText(schema)} fallback={unavailable}>
            {tab === 'form' ? (
              <FormPreview resource={resource} validated={validated} />
            ) : (
              <ListPreview resource={resource} />
            )}
          </PreviewBoundary>
        )}
      </Box>
    </Paper>
  );
}
