import SearchIcon from '@mui/icons-material/Search';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { publicResources } from '../../../contract/registry';
import { permittedMenu, publishedListResources, unroutedResources } from '../../navigation/routePages';
import { holdsCode } from '../../providers/loginInfo';
import { usePublishedResources } from '../../registry/useConsoleResources';
import { createRouteSearch, type SearchableRoute } from './routeSearch';
import { searchableRoutes } from './searchableRoutes';
import { usePinyinReadings } from './usePinyinReadings';

interface RouteSearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The pages the admin may open, titled in the language shown. */
function usePermittedRoutes(): SearchableRoute[] {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const published = usePublishedResources();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `translate` keeps its identity when the language changes; the titles do not.
  return useMemo(() => {
    const held = permissions ?? [];
    const apart = [...unroutedResources(publicResources()), ...publishedListResources(published)];
    const own = apart.filter((resource) => holdsCode(held, resource.permission));
    return searchableRoutes(permittedMenu(held), own, translate);
  }, [permissions, published, translate, locale]);
}

/** The search box and its results: arrows move, Enter opens, Escape closes. */
export default function RouteSearchDialog({ open, onClose }: RouteSearchDialogProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listId = useId();
  const routes = usePermittedRoutes();
  const readings = usePinyinReadings(routes);
  const search = useMemo(() => createRouteSearch(routes, readings), [routes, readings]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => search(query), [search, query]);
  const current = Math.min(active, results.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (route: SearchableRoute | undefined) => {
    if (!route) return;
    onClose();
    navigate(route.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter also ends the composition of a Chinese input method; that one is not a choice.
    if (event.nativeEvent.isComposing || results.length === 0) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[current]);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { 'aria-label': translate('app.search.placeholder') },
        transition: {
          onExited: () => {
            setQuery('');
            setActive(0);
          },
        },
      }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: '12vh' } }}
    >
      <TextField
        autoFocus
        fullWidth
        value={query}
        placeholder={translate('app.search.placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        sx={{ p: 2, pb: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            'aria-label': translate('app.search.placeholder'),
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
          },
        }}
      />
      <List
        id={listId}
        role="listbox"
        aria-label={translate('app.search.results')}
        dense
        sx={{ maxHeight: '50vh', overflowY: 'auto', px: 1 }}
      >
        {results.map((route, index) => (
          <ListItemButton
            key={route.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            selected={index === current}
            onMouseMove={() => index !== current && setActive(index)}
            onClick={() => choose(route)}
            sx={{ borderRadius: 1 }}
          >
            <ListItemText primary={route.page} secondary={route.group} />
          </ListItemButton>
        ))}
      </List>
      {results.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 3, pb: 2 }}>
          {translate('app.search.no_match', { query: query.trim() })}
        </Typography>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 3, pb: 1.5, borderTop: 1, borderColor: 'divider', pt: 1 }}
      >
        {translate('app.search.hint')}
      </Typography>
    </Dialog>
  );
}
