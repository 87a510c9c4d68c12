import HomeIcon from '@mui/icons-material/Home';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { publicResources } from '../../contract/registry';
import { HOME_ROUTE } from '../../contract/routes';
import { permittedMenu, unroutedResources } from '../navigation/routePages';
import { useDevice } from './layout';
import { groupIcon } from './menuIcons';

/** A group's title; in a narrow sidebar a rule instead, so that the icons still fall into their groups. */
function GroupTitle({ title }: { title: string }) {
  const [open] = useSidebarState();
  if (!open) return <Divider component="li" aria-hidden sx={{ my: 0.5 }} />;
  return (
    <ListSubheader disableSticky sx={{ lineHeight: '2.25em', mt: 1, bgcolor: 'transparent' }}>
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

/**
 * The menu from the route tree (spec section 2): Home, then each group with the
 * screens the admin holds a code for; resources that brought a code of their own
 * come last.
 */
export function ConsoleMenu() {
  const translate = useTranslate();
  const closeDrawer = useCloseDrawerOnChoice();
  const { permissions } = usePermissions<string[]>();
  const held = permissions ?? [];
  const extra = unroutedResources(publicResources()).filter((resource) => held.includes(resource.permission));

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
      {extra.length > 0 && <GroupTitle title={translate('app.menu.other')} />}
      {extra.map((resource) => (
        <Menu.Item
          key={resource.path}
          to={`/${resource.path}`}
          primaryText={translate(`resources.${resource.path}.name`)}
          leftIcon={groupIcon('')}
          onClick={closeDrawer}
        />
      ))}
    </Menu>
  );
}
