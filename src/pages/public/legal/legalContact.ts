/**
 * Where people write to the operator about their personal data and these terms: one
 * address for every document, set per deployment at build time (`VITE_LEGAL_CONTACT`).
 * Without it the documents name the privacy mailbox of the host the console is served from.
 */
export const LEGAL_CONTACT_EMAIL =
  import.meta.env.VITE_LEGAL_CONTACT?.trim() || `privacy@${globalThis.location?.hostname ?? 'localhost'}`;

/** Working days within which a request about personal data is answered. */
export const ANSWER_WITHIN_WORKING_DAYS = 15;
