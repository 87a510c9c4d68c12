import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';

export type SiteChoice = Pick<ResourceRecords['site'], 'id' | 'name'>;

const CHOICES = { page: 1, perPage: 20 };

/** The site to import into, chosen by name among the caller's sites (the list's own search and scope). */
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
  const [search, setSearch] = useState('');
  const { data = [], isFetching } = useGetList<ResourceRecords['site']>('sites', {
    pagination: CHOICES,
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  return (
    <Autocomplete
      value={value}
      disabled={disabled}
      onChange={(_event, site) => onChange(site ? { id: site.id, name: site.name } : null)}
      inputValue={search}
      onInputChange={(_event, text) => setSearch(text)}
      options={data.map((site) => ({ id: site.id, name: site.name }))}
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
