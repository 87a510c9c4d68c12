import { useGetOne, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import type { TabSubject } from './tabSubject';

function RecordTabTitle({ resource, id, view }: { resource: ResourceDefinition; id: string; view: 'edit' | 'show' }) {
  const translate = useTranslate();
  const name = translate(`resources.${resource.path}.name`);
  const { data: record } = useGetOne(resource.path, { id }, { retry: false });
  const title = record?.[resource.recordTitle];
  if (title === undefined || title === null || title === '') return <>{translate('app.tabs.record', { name, id })}</>;
  return <>{translate(`ra.page.${view}`, { name, recordRepresentation: String(title) })}</>;
}

/** A tab's title in the current language: the route's title, or the resource's label and the record's title. */
export function TabTitle({ subject }: { subject: TabSubject }) {
  const translate = useTranslate();
  if (subject.kind === 'route') return <>{translate(`routes.${subject.name}.title`)}</>;
  const { resource, view, id } = subject;
  const name = translate(`resources.${resource.path}.name`);
  if ((view === 'edit' || view === 'show') && id !== undefined) {
    return <RecordTabTitle resource={resource} id={id} view={view} />;
  }
  return <>{view === 'create' ? translate('ra.page.create', { name }) : name}</>;
}
