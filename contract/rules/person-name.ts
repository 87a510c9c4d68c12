import { Code } from '../errors';

export const NAME_LENGTH = { min: 1, max: 20 } as const;
export const SURNAME_LENGTH = { min: 1, max: 10 } as const;

function lengthFailure(value: string | null | undefined, max: number, empty: number, tooLong: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return empty;
  return [...text].length > max ? tooLong : null;
}

/** 6008 empty, 6009 longer than 20 characters. */
export function nameFailure(name: string | null | undefined): number | null {
  return lengthFailure(name, NAME_LENGTH.max, Code.NAME_EMPTY, Code.NAME_LENGTH);
}

/** 6028 empty, 6029 longer than 10 characters. */
export function surnameFailure(surname: string | null | undefined): number | null {
  return lengthFailure(surname, SURNAME_LENGTH.max, Code.SURNAME_EMPTY, Code.SURNAME_LENGTH);
}
