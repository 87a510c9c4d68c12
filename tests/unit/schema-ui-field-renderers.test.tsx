import { lazy, type ReactElement } from 'react';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { FieldValue } from '../../src/schema-ui/FieldValue';
import { type FieldRenderer, ScreenOverridesContext } from '../../src/schema-ui/screenOverrides';

function resource(name: string): ResourceDefinition {
  const found = getResource(name);
  if (!found) throw new Error(`the registry has no ${name}`);
  return found;
}

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** A feature's drawing of a field: the row's value and where it is drawn. */
function LoudStatus({ variant }: { variant: 'cell' | 'detail' }) {
  const record = useRecordContext();
  return (
    <b>
      {String(record?.status).toUpperCase()} in {variant}
    </b>
  );
}
const loudStatus: FieldRenderer = lazy(async () => ({ default: LoudStatus }));

describe('the schema-ui engine given a feature’s field renderer', () => {
  const face = resource('face');
  const status = face.fields.find((field) => field.name === 'status');

  it('draws the field the feature’s way, with the row and the variant', async () => {
    if (!status) throw new Error('face has a status');
    const drawn = await html(
      <ScreenOverridesContext value={{ face: { fields: { status: loudStatus } } }}>
        <RecordContextProvider value={{ id: 1, status: 'register_failed' }}>
          <FieldValue resource={face} field={status} variant="detail" source="status" />
        </RecordContextProvider>
      </ScreenOverridesContext>,
    );
    expect(drawn).toContain('REGISTER_FAILED<!-- --> in <!-- -->detail');
  });
});
