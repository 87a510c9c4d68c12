import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** What every outbox line holds, SMS or mail alike (the fields a tester or a demo reads back). */
export interface OutboxEntry {
  to: string;
  scene: string;
  code: string;
  text: string;
  at: string;
}

/**
 * A JSON-lines file under `DATA_DIR/outbox/` standing in for a real gateway: each
 * message is one line, appended, so a test or a demo can read the code sent.
 */
export class OutboxFile {
  readonly file: string;

  constructor(dataDir: string, name: string) {
    this.file = path.join(dataDir, 'outbox', name);
  }

  async append(entry: OutboxEntry & Record<string, string>): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify(entry)}\n`, 'utf8');
  }
}
