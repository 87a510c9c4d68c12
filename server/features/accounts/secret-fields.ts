/**
 * Fields of the account routes' bodies (sign-in, registration, codes, password changes
 * and resets) that the API request log masks. They are no schema's fields, so no
 * `x-secret` marks them; schema fields are marked in their schema instead.
 */
export const ACCOUNT_SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'smsCode',
  'emailCode',
  'captchaCode',
  'token',
] as const;
