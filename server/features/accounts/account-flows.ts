import type { SessionTokens } from '../../auth/session-tokens';
import type { VerificationCodes } from '../../auth/verification-codes';
import type { ResourceServices } from '../../crud/resource-services';
import type { FeatureTables } from '../../db/resource-tables';
import type { MailTransport } from '../../messaging/mail-transport';
import type { CodeTexts } from './live-senders';

/** What the register, code and password flows work with. */
export interface AccountFlows {
  tables: FeatureTables;
  /** The write path: accounts and password hashes are written through it. */
  services: ResourceServices;
  sessions: SessionTokens;
  codes: VerificationCodes;
  sms: CodeTexts;
  mail: MailTransport;
}

/** The international form a text message is addressed to and a code is kept under. */
export function phoneRecipient(countryCode: string, phone: string): string {
  return `${countryCode}${phone}`;
}
