import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Migration } from './formGeneratorApi';
import { useText } from './useText';

/** The statements publishing would run, per database engine. */
export function MigrationStatements({ migration }: { migration: Migration }) {
  const t = useText();
  return (
    <>
      {(['sqlite', 'postgres'] as const).map((engine) => (
        <Box
          key={engine}
          component="section"
          aria-label={`${t('migration')} · ${t(`engine_${engine}`)}`}
          sx={{ mt: 1 }}
        >
          <Typography component="h3" variant="subtitle2">
            {t('migration')} · {t(`engine_${engine}`)}
          </Typography>
          {migration[engine].length === 0 ? (
            <Typography variant="body2">{t('migration_none')}</Typography>
          ) : (
            <Box
              component="pre"
              sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 12 }}
            >
              {`${migration[engine].join(';\n\n')};`}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
