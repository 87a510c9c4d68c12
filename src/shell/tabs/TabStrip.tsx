import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import { useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { asLocale } from '../../i18n/localeChoice';
import { labelInSentence } from '../../i18n/resourceNotices';
import { useConsoleResources } from '../../registry/useConsoleResources';
import type { DropSide, OpenTab } from './openTabs';
import { PageTab } from './PageTab';
import { TabMenu, type TabMenuTarget } from './TabMenu';
import { mayOpen, PINNED_PATHS, type TabSubject, tabSubjectOf } from './tabSubject';
import { type TabsChange, useOpenTabs } from './useOpenTabs';
import { useScrollIntoStrip, useWheelScrollsStrip } from './useScrollIntoStrip';
import { useTabActions } from './useTabActions';
import { useVisitedTab } from './useVisitedTab';

interface ShownTab {
  tab: OpenTab;
  subject: TabSubject;
  pinned: boolean;
}

/** The tabs the admin may still open (the codes of a role can change between two sessions). */
function useShownTabs(tabs: readonly OpenTab[]): ShownTab[] {
  const { permissions } = usePermissions<string[]>();
  const resources = useConsoleResources();
  return tabs.flatMap((tab) => {
    const subject = tabSubjectOf(tab.path, resources);
    const pinned = PINNED_PATHS.includes(tab.path);
    if (!subject || !(pinned || mayOpen(subject, permissions ?? []))) return [];
    return [{ tab, subject, pinned }];
  });
}

/** Where a fixed app bar ends: react-admin's bar is 56 px high on phones and 48 px (dense) from `sm` up. */
const UNDER_APP_BAR = { xs: 56, sm: 48 };

/**
 * The strip of open pages above the content (docs/features/console.md#the-console, Tabs); `sticky`
 * keeps it under a fixed app bar while the page scrolls.
 */
export function TabStrip({ sticky = false }: { sticky?: boolean }) {
  const [tabs, change] = useOpenTabs();
  useVisitedTab(change);
  return <TabBar tabs={tabs} change={change} sticky={sticky} />;
}

function TabBar({ tabs, change, sticky }: { tabs: OpenTab[]; change: TabsChange; sticky: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const actions = useTabActions(change);
  const notify = useNotify();
  const [localeSetting] = useLocaleState();
  const shown = useShownTabs(tabs);
  const strip = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<OpenTab>();
  const [dropMark, setDropMark] = useState<{ path: string; side: DropSide }>();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuTarget, setMenuTarget] = useState<TabMenuTarget>();
  useScrollIntoStrip(strip, pathname, shown.length);
  useWheelScrollsStrip(strip);

  const endDrag = () => {
    setDragged(undefined);
    setDropMark(undefined);
  };

  return (
    <Box
      ref={strip}
      role="tablist"
      aria-label={translate('app.tabs.label')}
      sx={{
        ...(sticky
          ? { position: 'sticky', top: UNDER_APP_BAR, zIndex: (theme) => theme.zIndex.appBar - 1 }
          : { position: 'relative' }),
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        flexShrink: 0,
        px: 1,
        py: 0.75,
        overflowX: 'auto',
        overflowY: 'hidden',
        // However many tabs are open, the strip never widens the page: it scrolls.
        contain: 'inline-size',
        scrollbarWidth: 'thin',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {shown.map(({ tab, subject, pinned }) => (
        <PageTab
          key={tab.path}
          tab={tab}
          subject={subject}
          active={tab.path === pathname}
          pinned={pinned}
          dragging={dragged !== undefined}
          dropSide={dropMark?.path === tab.path ? dropMark.side : undefined}
          onOpen={() => {
            if (tab.path !== pathname) navigate(tab.url);
          }}
          onClose={() => actions.close(tab)}
          onRecordGone={() => {
            if (subject.kind !== 'resource' || pinned) return;
            // The page shown says it itself (it says it with the strip hidden too); a tab behind it says it here.
            const name = labelInSentence(subject.resource.label, asLocale(localeSetting) ?? 'en');
            if (tab.path !== pathname)
              notify('app.tabs.record_deleted', { type: 'warning', messageArgs: { name, id: subject.id } });
            actions.closeGone(tab, `/${subject.resource.path}`);
          }}
          onMenu={(pointer) => {
            const others = shown.filter((other) => other.tab.path !== tab.path);
            setMenuTarget({
              tab,
              pointer,
              closable: !pinned,
              othersClosable: others.some((other) => !other.pinned),
              anyClosable: shown.some((other) => !other.pinned),
            });
            setMenuOpen(true);
          }}
          onDragStart={() => setDragged(tab)}
          onDragOver={(side) => {
            if (dropMark?.path !== tab.path || dropMark.side !== side) setDropMark({ path: tab.path, side });
          }}
          onDrop={(side) => {
            if (dragged) actions.move(dragged, tab, side);
            endDrag();
          }}
          onDragEnd={endDrag}
        />
      ))}
      <TabMenu open={menuOpen} target={menuTarget} actions={actions} onClose={() => setMenuOpen(false)} />
    </Box>
  );
}
