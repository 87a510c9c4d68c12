import { describe, expect, it } from 'vitest';
import { recordTitleText } from '../../src/schema-ui/recordTitleText';

const resident = { name: 'resident', recordTitle: 'lastName' };
const mei = { id: 7, firstName: 'Mei', lastName: 'Wang' };

describe("a record's title in each language", () => {
  it('names a resident in full, in the order of the language', () => {
    expect(recordTitleText(resident, mei, 'en')).toBe('Mei Wang');
    expect(recordTitleText(resident, { id: 8, firstName: '杰', lastName: '李' }, 'zh')).toBe('李杰');
  });

  it('keeps what there is of a name, and titles other records by their title field or id', () => {
    expect(recordTitleText(resident, { id: 9, lastName: 'Jie' }, 'en')).toBe('Jie');
    expect(recordTitleText({ name: 'site', recordTitle: 'name' }, { id: 3, name: 'North Gate' }, 'zh')).toBe(
      'North Gate',
    );
    expect(recordTitleText({ name: 'site', recordTitle: 'name' }, { id: 3 }, 'en')).toBe('#3');
  });
});
