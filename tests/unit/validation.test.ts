import { describe, expect, it } from 'vitest';
import { getResource, publicResources } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { validateInput } from '../../contract/validation';

function resource(name: string): ResourceDefinition {
  const found = getResource(name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
}

const admin = resource('admin');
const site = resource('site');
const validAdmin = {
  accountName: 'alice',
  name: 'Alice',
  surname: 'Li',
  countryCode: '+86',
  phone: '13800138000',
  email: 'alice@example.com',
};

function codeOf(name: string, mode: 'create' | 'update', input: unknown) {
  return validateInput(resource(name), mode, input)?.code;
}

describe('required fields', () => {
  it('gives the field code when a required field is missing on create', () => {
    expect(validateInput(site, 'create', {})).toEqual({
      code: 6037,
      field: 'name',
      keyword: 'required',
      msg: 'name is required',
    });
    expect(codeOf('device-config', 'create', { value: 'v' })).toBe(6066);
    expect(codeOf('device-config', 'create', { key: 'k' })).toBe(6067);
    expect(codeOf('auto-detect-tactic', 'create', { name: 'Resolution' })).toBe(6082);
    expect(codeOf('role', 'create', {})).toBe(6027);
    expect(codeOf('resident', 'create', { firstName: 'A', lastName: 'B' })).toBe(6021);
  });

  it('treats an empty or blank string as missing', () => {
    expect(validateInput(site, 'create', { name: '' })?.keyword).toBe('required');
    expect(codeOf('site', 'create', { name: '   ' })).toBe(6037);
    expect(codeOf('admin', 'create', { ...validAdmin, accountName: '' })).toBe(6005);
  });

  it('checks on update only the required fields the body carries', () => {
    expect(validateInput(site, 'update', { address: 'Main street 1' })).toBeNull();
    expect(codeOf('site', 'update', { name: '' })).toBe(6037);
    expect(codeOf('site', 'update', { name: null })).toBe(6037);
  });

  it('accepts null in an optional field', () => {
    expect(validateInput(site, 'create', { name: 'North', address: null, description: null })).toBeNull();
  });
});

describe('rule codes of the admin account', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ['account name too long', { accountName: 'a'.repeat(21) }, 6006],
    ['account name with full-width characters', { accountName: 'ａｌｉｃｅ' }, 6007],
    ['account name purely numeric', { accountName: '123456' }, 6042],
    ['account name in email format', { accountName: 'al@ex.com' }, 6083],
    ['name empty', { name: '' }, 6008],
    ['name too long', { name: 'n'.repeat(21) }, 6009],
    ['surname empty', { surname: '' }, 6028],
    ['surname too long', { surname: 's'.repeat(11) }, 6029],
    ['phone empty', { phone: '' }, 6003],
    ['phone format', { phone: '138-0013' }, 6004],
    ['country code empty', { countryCode: '' }, 6155],
    ['country code format', { countryCode: '86' }, 6156],
    ['email empty', { email: '' }, 6010],
    ['email format', { email: 'alice.example.com' }, 6011],
  ];
  for (const [rule, change, code] of cases) {
    it(`${rule} gives ${code}`, () => {
      expect(validateInput(admin, 'create', { ...validAdmin, ...change })?.code).toBe(code);
    });
  }

  it('accepts a valid account', () => {
    expect(validateInput(admin, 'create', validAdmin)).toBeNull();
  });
});

describe('length and format rules without a spec code', () => {
  it('fail with 400 and a message naming the field and the limits', () => {
    expect(validateInput(resource('device-config'), 'create', { key: 'k'.repeat(31), value: 'v' })).toEqual({
      code: 400,
      field: 'key',
      keyword: 'maxLength',
      msg: 'key must be between 1 and 30 characters',
      params: { min: 1, max: 30 },
    });
    expect(validateInput(resource('device-config'), 'update', { description: 'd'.repeat(101) })?.msg).toBe(
      'description must be between 0 and 100 characters',
    );
  });

  it('refuses a value outside an enum', () => {
    const failure = validateInput(resource('email-template'), 'update', { locale: 'fr' });
    expect(failure).toMatchObject({ code: 400, field: 'locale', keyword: 'enum' });
    expect(failure?.msg).toBe('locale must be one of en, zh');
  });

  it('refuses a wrong type with the field code where one is declared', () => {
    expect(validateInput(resource('resident'), 'update', { siteId: 'one' })).toMatchObject({
      code: 6021,
      keyword: 'type',
    });
    expect(validateInput(resource('resident'), 'update', { phone: 13800138000 })).toMatchObject({
      code: 6004,
      keyword: 'type',
    });
  });

  it('checks the items of an array field', () => {
    expect(validateInput(admin, 'update', { roleIds: [1, 'two'] })).toMatchObject({ code: 400, field: 'roleIds' });
    expect(validateInput(admin, 'update', { roleIds: [1, 2] })).toBeNull();
  });
});

describe('unknown, system and read-only fields', () => {
  it('refuses a field the schema does not declare with 400', () => {
    expect(validateInput(site, 'create', { name: 'North', colour: 'red' })).toEqual({
      code: 400,
      field: 'colour',
      keyword: 'additionalProperties',
      msg: 'colour is not a field of site',
    });
  });

  it('never accepts an internal column, even one that exists in the table', () => {
    expect(validateInput(admin, 'update', { passwordHash: 'x' })).toMatchObject({ code: 400, field: 'passwordHash' });
  });

  it('accepts system and read-only fields on update, whatever they hold', () => {
    const record = {
      id: 7,
      version: 3,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: 'yesterday',
      ownerId: 1,
      name: 'North',
      bound: 'maybe',
      mac: 'not a mac',
    };
    expect(validateInput(site, 'update', record)).toBeNull();
    expect(validateInput(site, 'create', record)).toBeNull();
  });

  it('refuses a body that is not an object', () => {
    expect(validateInput(site, 'create', [{ name: 'North' }])).toMatchObject({ code: 400, keyword: 'type' });
    expect(validateInput(site, 'update', 'name=North')).toMatchObject({ code: 400 });
    expect(validateInput(site, 'update', null)).toMatchObject({ code: 400 });
  });
});

describe('every public resource', () => {
  it('has validators for create and update that accept an empty update', () => {
    for (const definition of publicResources()) {
      expect(validateInput(definition, 'update', {}), definition.name).toBeNull();
    }
  });
});

describe('the phone and its country code, one rule for every entity', () => {
  const resident = resource('resident');
  const person = { firstName: 'Ann', lastName: 'Lee', siteId: 1 };

  it('refuses a mainland number outside 1[34578] plus nine digits, and an unknown country code', () => {
    expect(codeOf('admin', 'create', { ...validAdmin, phone: '12345678901' })).toBe(6004);
    expect(codeOf('admin', 'create', { ...validAdmin, countryCode: '+999' })).toBe(6156);
    expect(codeOf('admin', 'create', { ...validAdmin, countryCode: '' })).toBe(6155);
    expect(codeOf('resident', 'create', { ...person, phone: 'abc-not-phone' })).toBe(6004);
    expect(codeOf('resident', 'create', { ...person, phone: '12345678901' })).toBe(6004);
  });

  it('takes a resident without a phone, and judges a phone by the default +86 when no code is sent', () => {
    expect(validateInput(resident, 'create', person)).toBeNull();
    expect(validateInput(resident, 'create', { ...person, phone: '13912345678' })).toBeNull();
    // A blank country code stands for the default, on create as on update.
    expect(validateInput(resident, 'create', { ...person, phone: '13912345678', countryCode: '' })).toBeNull();
    expect(codeOf('resident', 'create', { ...person, phone: '2025550123', countryCode: null })).toBe(6004);
    expect(validateInput(resident, 'update', { countryCode: null }, { phone: '13912345678' })).toBeNull();
  });

  it('judges a partial update by the stored country code', () => {
    expect(validateInput(resident, 'update', { phone: '2025550123' }, { countryCode: '+1' })).toBeNull();
    expect(validateInput(resident, 'update', { phone: '2025550123' }, { countryCode: '+86' })?.code).toBe(6004);
    expect(validateInput(resident, 'update', { countryCode: '+1' }, { phone: '13912345678' })).toMatchObject({
      code: 6004,
      field: 'phone',
    });
    expect(validateInput(resident, 'update', { firstName: 'Bo' }, { phone: 'abc', countryCode: '+86' })).toBeNull();
  });
});
