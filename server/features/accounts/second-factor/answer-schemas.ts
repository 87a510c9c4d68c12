import { envelopeSchema, FAILURE_DATA, FAILURE_RESPONSES } from '../../../crud/route-schemas';

/** What the second factor's routes answer, for the OpenAPI document. */

const PASSKEY_ROW = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'name', 'createdAt', 'lastUsedAt'],
};

export const STATE_ANSWER = {
  200: envelopeSchema({
    type: 'object',
    description: 'What the account has set up; never a secret',
    properties: {
      totp: { type: 'boolean', description: 'An authenticator app is on' },
      recoveryCodesLeft: { type: 'integer' },
      passkeys: { type: 'array', items: PASSKEY_ROW },
      passkeyOnly: { type: 'boolean', description: 'A passkey alone signs the account in' },
      required: { type: 'boolean', description: 'A role of the account requires a second factor' },
    },
    required: ['totp', 'recoveryCodesLeft', 'passkeys', 'passkeyOnly', 'required'],
  }),
  ...FAILURE_RESPONSES,
};

export const SESSION_ANSWER = {
  200: envelopeSchema({
    type: 'object',
    properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
    required: ['token', 'expiresAt'],
  }),
  ...FAILURE_RESPONSES,
};

export const RECOVERY_CODES_ANSWER = {
  200: envelopeSchema({
    type: 'object',
    properties: {
      recoveryCodes: {
        type: 'array',
        items: { type: 'string' },
        description: 'Ten single-use codes, shown this once',
      },
    },
    required: ['recoveryCodes'],
  }),
  ...FAILURE_RESPONSES,
};

/** A WebAuthn options object as the browser's `navigator.credentials` takes it (JSON form). */
const WEBAUTHN_OPTIONS = {
  type: 'object',
  additionalProperties: true,
  description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON',
};

export const PASSKEY_OPTIONS_ANSWER = {
  200: envelopeSchema({
    type: 'object',
    properties: {
      challenge: { type: 'string', description: 'The single-use step to send back with the credential' },
      options: WEBAUTHN_OPTIONS,
      expiresInSeconds: { type: 'integer' },
    },
    required: ['challenge', 'options', 'expiresInSeconds'],
  }),
  ...FAILURE_RESPONSES,
};

export const TOTP_SETUP_ANSWER = {
  200: envelopeSchema({
    type: 'object',
    properties: {
      secret: { type: 'string', description: 'The base32 secret, for typing into the app by hand' },
      uri: { type: 'string', description: 'The otpauth:// address the QR code carries' },
      qrSvg: { type: 'string', description: 'The QR code of the address, as an SVG document' },
    },
    required: ['secret', 'uri', 'qrSvg'],
  }),
  ...FAILURE_RESPONSES,
};

/** The credential the browser answered (`PublicKeyCredential` as JSON). */
export const CREDENTIAL_BODY = {
  type: 'object',
  additionalProperties: true,
  description: 'The credential as the browser answered it, in its JSON form',
};

/** With 6200: the second step a password sign-in must finish. */
const SECOND_STEP_DATA = {
  type: 'object',
  description: 'With 6200: the challenge to send back with a second factor, and the factors this account has',
  properties: {
    challenge: { type: 'string' },
    methods: { type: 'array', items: { type: 'string', enum: ['totp', 'recovery', 'passkey'] } },
    passkeyOptions: { anyOf: [{ type: 'null' }, WEBAUTHN_OPTIONS] },
    expiresInSeconds: { type: 'integer' },
  },
  required: ['challenge', 'methods', 'passkeyOptions', 'expiresInSeconds'],
};

/** The sign-in's refusals: the catalogue's, and 6200 with its second step (listed first, so it is kept whole). */
export const SIGN_IN_REFUSALS = {
  '4xx': envelopeSchema(
    { anyOf: [SECOND_STEP_DATA, ...(FAILURE_DATA.anyOf as object[])] },
    'Refused: a catalogue code and its message; with 6200, the second step to finish',
  ),
  '5xx': FAILURE_RESPONSES['5xx'],
};
