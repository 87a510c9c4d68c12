import DownloadIcon from '@mui/icons-material/Download';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../contract/resource';
import { useChosenColumns } from '..';
import { EXPORT_ROW_LIMIT } from './exportLimits';
import { fetchListRows } from './fetchListRows';
import { fetchReferenceTitles } from './referenceTitles';
import { saveFile } from './saveFile';
import { spreadsheetFile, spreadsheetFileName } from './spreadsheetFile';
import { spreadsheetTable } from './spreadsheetTable';

/**
 * Exports the rows of the list's current query — every page, filters and sort as
 * shown — to an .xlsx file, built in the browser (docs/features/console.md#the-console, Lists): the id, then the
 * columns the admin sees, in their order.
 */
export function SpreadsheetExportButton({ resource }: { resource: ResourceDefinition }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const columns = useChosenColumns(resource);

  const exportList = async () => {
    setExporting(true);
    try {
      const { rows, total: matched } = await fetchListRows(dataProvider, resource.path, { filter: filterValues, sort });
      // Rows gone since the list was shown, or a session ended meanwhile (the sign-in prompt then says so).
      if (rows.length === 0) {
        notify('app.export.empty', { type: 'info' });
        return;
      }
      const titles = await fetchReferenceTitles(dataProvider, columns, rows);
      const label = translate(`resources.${resource.path}.name`);
      const file = await spreadsheetFile(label, spreadsheetTable(resource, columns, rows, translate, titles));
      saveFile(file, spreadsheetFileName(label));
      if (matched > rows.length) {
        notify('app.export.capped', { type: 'warning', messageArgs: { max: EXPORT_ROW_LIMIT, total: matched } });
      } else {
        notify('app.export.done', { type: 'success', messageArgs: { smart_count: rows.length } });
      }
    } catch (error) {
      notify('app.export.failed', {
        type: 'error',
        messageArgs: { reason: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button label="app.export.button" onClick={exportList} disabled={exporting || !total} aria-busy={exporting}>
      {exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
}
