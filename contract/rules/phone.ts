import { type CountryCode, getCountries, getCountryCallingCode, isValidPhoneNumber } from 'libphonenumber-js';
import { Code } from '../errors';

export const MAINLAND_CHINA = '+86';
/** The spec's mainland mobile pattern: 11 digits, 1, then 3, 4, 5, 7 or 8, then nine digits. */
const MAINLAND_MOBILE = /^1[34578][0-9]{9}$/;
const COUNTRY_CODE_SHAPE = /^\+[0-9]{1,4}$/;

let callingCodes: ReadonlySet<string> | undefined;

/** Every country calling code in use ("+1", "+44", "+86"…), from the phone-number metadata. */
export function knownCallingCodes(): ReadonlySet<string> {
  callingCodes ??= new Set(getCountries().map((country: CountryCode) => `+${getCountryCallingCode(country)}`));
  return callingCodes;
}

/** The calling codes in use in numeric order ("+1", "+7", "+20"…): what a country code input offers. */
export function sortedCallingCodes(): string[] {
  return [...knownCallingCodes()].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

/** 6155 empty, 6156 not a calling code in use. */
export function countryCodeFailure(countryCode: string | null | undefined): number | null {
  const value = countryCode?.trim() ?? '';
  if (value === '') return Code.COUNTRY_CODE_BLANK;
  if (!COUNTRY_CODE_SHAPE.test(value) || !knownCallingCodes().has(value)) return Code.COUNTRY_CODE_WRONG;
  return null;
}

/**
 * 6003 empty, 6004 not a valid number for its country code: the spec's pattern for
 * +86, the phone-number metadata of that country for every other one. The country
 * code is checked on its own (countryCodeFailure) first.
 */
export function phoneFailure(countryCode: string, phone: string | null | undefined): number | null {
  const value = phone?.trim() ?? '';
  if (value === '') return Code.PHONE_EMPTY;
  if (!/^[0-9]+$/.test(value)) return Code.PHONE_FORMAT;
  if (countryCode.trim() === MAINLAND_CHINA) return MAINLAND_MOBILE.test(value) ? null : Code.PHONE_FORMAT;
  return isValidPhoneNumber(`${countryCode.trim()}${value}`) ? null : Code.PHONE_FORMAT;
}
