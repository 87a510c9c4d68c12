import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, Suspense, useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ResourceDefinition } from '../../contract/resource';
import { RECORD_TAB_PARAMETER } from '../navigation/routePages';
import { useRecordTabs } from './screenOverrides';

const DETAILS = 'details';

/**
 * A record's page with the tabs features add to it (its history): the record's own
 * fields (`children`) first, then each feature's tab, opened by the tab bar or by the
 * address (`?section=<key>`). The fields stay mounted while another tab is open, so an
 * edit in progress is not lost; a feature's tab is drawn only while it is open.
 * Without any tab the page is its fields alone.
 */
export function RecordPageTabs({ resource, children }: { resource: ResourceDefinition; children: ReactNode }) {
  const tabs = useRecordTabs(resource);
  const translate = useTranslate();
  const record = useRecordContext();
  const [params, setParams] = useSearchParams();
  const base = useId();
  if (tabs.length === 0) return <>{children}</>;

  const open = tabs.find((tab) => tab.key === params.get(RECORD_TAB_PARAMETER))?.key ?? DETAILS;
  const choose = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === DETAILS) next.delete(RECORD_TAB_PARAMETER);
        else next.set(RECORD_TAB_PARAMETER, key);
        return next;
      },
      { replace: true },
    );
  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = (key: string) => `${base}-panel-${key}`;
  const title = String(record?.[resource.recordTitle] ?? record?.id ?? '');
  const panel = (key: string) => ({
    role: 'tabpanel',
    id: panelId(key),
    'aria-labelledby': tabId(key),
    hidden: open !== key,
  });

  return (
    <>
      <Tabs
        value={open}
        onChange={(_event, key: string) => choose(key)}
        aria-label={translate('app.record_page.tabs_label', { name: title })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
      >
        {[{ key: DETAILS, label: 'app.record_page.details' }, ...tabs].map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={translate(tab.label)}
            id={tabId(tab.key)}
            aria-controls={panelId(tab.key)}
          />
        ))}
      </Tabs>
      <div {...panel(DETAILS)}>{children}</div>
      {tabs.map(({ key, Part }) => (
        <div key={key} {...panel(key)}>
          {open === key && (
            <Suspense fallback={null}>
              <Part resource={resource} />
            </Suspense>
          )}
        </div>
      ))}
    </>
  );
}
