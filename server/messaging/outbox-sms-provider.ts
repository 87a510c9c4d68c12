import { OutboxFile } from './outbox-file';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** The default provider: `DATA_DIR/outbox/sms.jsonl`, one JSON line per message. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  private readonly outbox: OutboxFile;

  constructor(dataDir: string) {
    this.outbox = new OutboxFile(dataDir, 'sms.jsonl');
  }

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.append({ ...message, at: new Date().toISOString() });
  }
}
