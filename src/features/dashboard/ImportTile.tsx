import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LastImport } from '../../../contract/home';
import { formatBeijingTime } from '../../schema-ui';
import { ListLink } from './ListLink';
import { importRunList } from './siteTargets';
import { Figure, FigureRecordLink, Figures, Tile } from './Tile';

/**
 * The last site import the account sees: its site, when, by whom and how it ended,
 * its rows, what it created and its failed rows, which open the run's page with
 * each failure; the tile ends with a link to the whole import history.
 */
export function LastImportTile({ lastImport }: { lastImport: LastImport | null }) {
  const translate = useTranslate();
  return (
    <Tile title={translate('app.dashboard.import_title')} testId="tile-last-import">
      {lastImport ? (
        <>
          <Typography variant="body2" data-testid="last-import-line">
            {translate('app.dashboard.import_line', {
              site: lastImport.siteName,
              time: formatBeijingTime(lastImport.startedAt),
              admin: lastImport.adminName ?? '—',
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`resources.site-import-runs.options.status.${lastImport.status}`, {
              _: lastImport.status,
            })}
          </Typography>
          <Figures>
            <Figure
              testId="figure-import-rows"
              label={translate('app.dashboard.import_rows')}
              count={lastImport.rowsTotal}
            />
            <Figure
              testId="figure-import-created"
              label={translate('app.dashboard.import_created')}
              count={lastImport.residentsCreated}
            />
            <Figure
              testId="figure-import-faces"
              label={translate('app.dashboard.import_faces')}
              count={lastImport.facesCreated}
            />
            <FigureRecordLink
              testId="figure-import-failed"
              label={translate('app.dashboard.import_failed')}
              count={lastImport.rowsFailed}
              to={`/site-import-runs/${lastImport.id}/show`}
            />
          </Figures>
        </>
      ) : (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.dashboard.import_none')}
        </Typography>
      )}
      <ListLink target={importRunList()}>{translate('app.dashboard.import_history')}</ListLink>
    </Tile>
  );
}
