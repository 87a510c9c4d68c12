import DoorbellIcon from '@mui/icons-material/Doorbell';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HOME_ROUTE } from '../../../contract/routes';

/** The product's mark and name at the top of the sidebar; the mark alone when the sidebar is narrow. */
export function SidebarLogo() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const title = translate('app.title');
  return (
    <Box
      component={Link}
      to={HOME_ROUTE.path}
      aria-label={title}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 48,
        // The drawer is a flex column: without this a long menu squeezes the logo away.
        flexShrink: 0,
        px: '13px',
        color: 'text.primary',
        textDecoration: 'none',
        overflow: 'hidden',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 26,
          height: 26,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <DoorbellIcon sx={{ fontSize: 18 }} />
      </Box>
      {open && (
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      )}
    </Box>
  );
}
