import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { crumbText } from './routeTrail';
import { useRouteTrail } from './useRouteTrail';

/** Group › page of the route tree (docs/features/console.md#the-console, Layout); on a phone only the page. */
export function Breadcrumb() {
  const translate = useTranslate();
  const crumbs = useRouteTrail();
  return (
    <Breadcrumbs
      separator="›"
      aria-label={translate('app.layout.breadcrumb')}
      sx={{
        flex: 1,
        minWidth: 0,
        color: 'inherit',
        '& ol': { flexWrap: 'nowrap' },
        '& li': { minWidth: 0 },
        '& li:not(:last-of-type)': { display: { xs: 'none', sm: 'flex' } },
      }}
    >
      {crumbs.map((crumb, index) => {
        const text = crumbText(translate, crumb);
        const last = index === crumbs.length - 1;
        if (crumb.path && !last) {
          return (
            <Link key={crumb.titleKey} component={RouterLink} to={crumb.path} color="inherit" underline="hover" noWrap>
              {text}
            </Link>
          );
        }
        return (
          <Typography
            key={crumb.titleKey}
            color="inherit"
            noWrap
            sx={{ opacity: last ? 1 : 0.8 }}
            aria-current={last ? 'page' : undefined}
          >
            {text}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
