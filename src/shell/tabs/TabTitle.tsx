import { useEffect, useRef } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import { isRecordGone } from '../../providers/recordGone';
import type { TabSubject } from './tabSubject';

interface RecordTabTitleProps {
  resource: ResourceDefinition;
  id: string;
  view: 'edit' | 'show';
  /** Told once the record is found gone (404): the tab then closes, and nothing asks for the record again. */
  onGone?: () => void;
}

function RecordTabTitle({ resource, id, view, onGone }: RecordTabTitleProps) {
  const translate = useTranslate();
  const name = translate(`resources.${resource.path}.name`);
  const { data: record, error } = useGetOne(resource.path, { id }, { retry: false });
  const gone = isRecordGone(error);
  const told = useRef(false);
  useEffect(() => {
    if (!gone || told.current) return;
    told.current = true;
    onGone?.();
  }, [gone, onGone]);
  const title = record?.[resource.recordTitle];
  if (title === undefined || title === null || title === '') return <>{translate('app.tabs.record', { name, id })}</>;
  return <>{translate(`ra.page.${view}`, { name, recordRepresentation: String(title) })}</>;
}

/** A tab's title in the current language: the route's title, or the resource's label and the record's title. */
export function TabTitle({ subject, onRecordGone }: { subject: TabSubject; onRecordGone?: () => void }) {
  const translate = useTranslate();
  if (subject.kind === 'route') return <>{translate(`routes.${subject.name}.title`)}</>;
  const { resource, view, id } = subject;
  const name = translate(`resources.${resource.path}.name`);
  if ((view === 'edit' || view === 'show') && id !== undefined) {
    return <RecordTabTitle resource={resource} id={id} view={view} onGone={onRecordGone} />;
  }
  return <>{view === 'create' ? translate('ra.page.create', { name }) : name}</>;
}
