import { Code } from '../../../contract/errors';
import type { RuleParams } from '../../../contract/rules/rule-messages';
import { ApiError, type FieldFailure } from '../../http/api-error';

const MAC_ADDRESS = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/;
const ALIAS_MAX_LENGTH = 50;

/** What a MAC address must look like, told under the field when one is refused. */
const MAC_SHAPE: RuleParams = {
  message: {
    en: 'A MAC address is six pairs of hexadecimal digits (0–9, A–F) separated by colons or hyphens, such as A0:B1:C2:D3:E4:F5',
    zh: 'MAC 地址为六组两位十六进制数字（0–9、A–F），以冒号或连字符分隔，例如 A0:B1:C2:D3:E4:F5',
  },
};

export interface Binding {
  /** The gateway's MAC address, upper case with colons: one spelling per gateway. */
  mac: string;
  alias: string;
}

/** A bind body read field by field, so that each missing or bad value answers 6034 naming it. */
export function readBinding(body: unknown): Binding {
  const { mac, alias } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const failures: FieldFailure[] = [];
  if (typeof mac !== 'string' || mac.trim() === '') failures.push({ field: 'mac', rule: 'required' });
  else if (!MAC_ADDRESS.test(mac.trim())) failures.push({ field: 'mac', rule: 'pattern', params: MAC_SHAPE });
  if (typeof alias !== 'string' || alias.trim() === '') failures.push({ field: 'alias', rule: 'required' });
  else if (alias.trim().length > ALIAS_MAX_LENGTH)
    failures.push({ field: 'alias', rule: 'maxLength', params: { max: ALIAS_MAX_LENGTH } });
  if (failures.length > 0) {
    const detail = failures.map((failure) => `${failure.field}: ${failure.rule}`).join(', ');
    throw ApiError.ofFields(Code.BIND_FAILED, detail, failures);
  }
  return { mac: String(mac).trim().toUpperCase().replaceAll('-', ':'), alias: String(alias).trim() };
}

/** A site id in a path, where a bad one answers the spec's own code rather than a generic 400. */
export function readSiteId(params: unknown, code: number): number {
  const id = Number((params as { id?: unknown }).id);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(code, 'the site id must be a positive integer');
  return id;
}
