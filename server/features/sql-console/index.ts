import { defineServerFeature } from '../../feature-host/server-feature';
import { consoleHistory, statementColumns } from './console-history';
import { type EngineState, registerConsoleRoutes } from './console-routes';
import { openPostgresEngine } from './postgres-engine';
import { SecretColumnSet, secretColumns } from './secret-columns';
import { consoleTimeoutMs } from './sql-console-settings';
import { openSqliteEngine } from './sqlite-engine';

/**
 * The SQL console (route `sql-console`): one read-only statement at a time against the
 * console's own database, its guards held by the engine: a SELECT-only login without
 * secret columns in a read-only transaction on PostgreSQL, a read-only connection in a
 * child process that is killed at the time limit on SQLite. The statements of its history
 * are masked like secrets: each admin reads only their own, through the history API.
 */
export default defineServerFeature({
  name: 'sql-console',
  async register(app, { backend, config, resources, maskInApiLog }) {
    if (!backend.tables.has('sql-console-query')) return;
    const secrets = new SecretColumnSet([...secretColumns(resources), ...statementColumns(backend.tables)]);
    // The API log keeps what a statement did (duration, rows, refusal), not its text: that is its author's alone.
    maskInApiLog(['sql'], '/api/sql-console');
    const timeoutMs = consoleTimeoutMs();
    let state: EngineState;
    const { database } = backend;
    if (database.dialect === 'sqlite') {
      state = { engine: openSqliteEngine({ file: database.location, secrets, timeoutMs }) };
    } else {
      try {
        const schema = database.schema ?? 'public';
        state = {
          engine: await openPostgresEngine({
            url: database.location,
            schema,
            secrets,
            timeoutMs,
            secretKey: config.secretKey,
            warn: (message) => app.log.warn('SQL console: %s', message),
          }),
        };
      } catch (error) {
        // Fail closed: without its reader role the console runs nothing.
        const problem = `the read-only role could not be prepared: ${error instanceof Error ? error.message : String(error)}`;
        app.log.warn({ err: error }, 'SQL console closed: %s', problem);
        state = { problem };
      }
    }
    app.addHook('onClose', async () => state.engine?.close());
    registerConsoleRoutes(app, state, consoleHistory(backend.tables), database.dialect);
  },
});
