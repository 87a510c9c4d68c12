import HomeIcon from '@mui/icons-material/Home';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { publicResources } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { HOME_ROUTE } from '../../contract/routes';
import { permittedMenu, publishedListResources, unroutedResources } from '../navigation/routePages';
import { holdsCode } from '../providers/loginInfo';
import { usePublishedResources } from '../registry/useConsoleResources';
import { useDevice } from './layout';
import { groupIcon } from './menuIcons';

/** A group's title; in a narrow sidebar a rule instead, so that the icons still fall into their groups. */
function GroupTitle({ title }: { title: string }) {
  const [open] = useSidebarState();
  if (!open) return <Divider component="li" aria-hidden sx={{ my: 0.5 }} />;
  return (
    // The menu is an ARIA menu, whose items are menu items: the title is no item of it, only text.
    <ListSubheader role="none" disableSticky sx={{ lineHeight: '2.25em', mt: 1, bgcolor: 'transparent' }}>
      {title}
    </ListSubheader>
  );
}

/** On a mobile device the menu is a drawer over the page: choosing a screen closes it. */
function useCloseDrawerOnChoice(): (() => void) | undefined {
  const device = useDevice();
  const [, setOpen] = useSidebarState();
  return device === 'mobile' ? () => setOpen(false) : undefined;
}

/** A group of resources shown apart from the route tree, each linking to its list at `/<path>`. */
function ResourceGroup({ titleKey, resources }: { titleKey: string; resources: readonly ResourceDefinition[] }) {
  const translate = useTranslate();
  const closeDrawer = useCloseDrawerOnChoice();
  if (resources.length === 0) return null;
  return (
    <>
      <GroupTitle title={translate(titleKey)} />
      {resources.map((resource) => (
        <Menu.Item
          key={resource.path}
          to={`/${resource.path}`}
          primaryText={translate(`resources.${resource.path}.name`)}
          leftIcon={groupIcon('')}
          onClick={closeDrawer}
        />
      ))}
    </>
  );
}

/**
 * The menu from the route tree (docs/features/console.md#the-console): Home, then each group with the
 * screens the admin holds a code for; resources that brought a code of their own
 * come next, and the entities published at run time last, each to whoever holds its code.
 */
export function ConsoleMenu() {
  const translate = useTranslate();
  const closeDrawer = useCloseDrawerOnChoice();
  const { permissions } = usePermissions<string[]>();
  const held = permissions ?? [];
  const permitted = (resource: ResourceDefinition) => holdsCode(held, resource.permission);
  const extra = unroutedResources(publicResources()).filter(permitted);
  const published = publishedListResources(usePublishedResources()).filter(permitted);

  return (
    <Menu>
      <Menu.Item
        to={HOME_ROUTE.path}
        primaryText={translate(`routes.${HOME_ROUTE.name}.title`)}
        leftIcon={<HomeIcon />}
        onClick={closeDrawer}
      />
      {permittedMenu(held).map(({ group, pages }) => (
        <Fragment key={group.name}>
          <GroupTitle title={translate(`routes.${group.name}.title`)} />
          {pages.map((page) => (
            <Menu.Item
              key={page.route.name}
              to={page.path}
              primaryText={translate(`routes.${page.route.name}.title`)}
              leftIcon={groupIcon(group.name)}
              onClick={closeDrawer}
            />
          ))}
        </Fragment>
      ))}
      <ResourceGroup titleKey="app.menu.other" resources={extra} />
      <ResourceGroup titleKey="app.menu.published" resources={published} />
    </Menu>
  );
}
