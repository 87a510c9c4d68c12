import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { useConsoleHttp } from '../../providers/useConsoleHttp';

export type SiteChoice = Pick<ResourceRecords['site'], 'id' | 'name'>;

/**
 * The site to import into, chosen by name among the caller's sites. They come from
 * `GET /api/site-import/sites` (under `site-import` itself), so an account holding the
 * import's code without the site list's still chooses among its own sites.
 */
export function SitePicker({
  value,
  onChange,
  disabled = false,
}: {
  value: SiteChoice | null;
  onChange(site: SiteChoice | null): void;
  /** Once previewed, the import belongs to its site: start over to choose another. */
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const http = useConsoleHttp();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<SiteChoice[]>([]);
  const [isFetching, setFetching] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    http
      .request<{ list: { id: number; label: string }[] }>('GET', '/api/site-import/sites', {
        query: new URLSearchParams(search ? { q: search } : {}),
        signal: controller.signal,
      })
      .then((answer) => setChoices(answer.list.map(({ id, label }) => ({ id, name: label }))))
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setFetching(false);
      });
    return () => controller.abort();
  }, [http, search]);
  return (
    <Autocomplete
      value={value}
      disabled={disabled}
      onChange={(_event, site) => onChange(site ? { id: site.id, name: site.name } : null)}
      inputValue={search}
      onInputChange={(_event, text) => setSearch(text)}
      options={choices}
      getOptionLabel={(site) => site.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options) => options}
      loading={isFetching}
      noOptionsText={translate('app.site-import.no_sites')}
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.site-import.site')}
          helperText={translate('app.site-import.site_help')}
        />
      )}
    />
  );
}
