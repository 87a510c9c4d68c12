import { describe, expect, it } from 'vitest';
import { resources } from '../../contract/generated/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { ApiError } from '../../src/providers/apiError';
import { failedFields } from '../../src/providers/fieldErrors';

const resident = resources.find((resource) => resource.name === 'resident') as ResourceDefinition;

const refusal = (code: number, msg: string, data: unknown, text = `text of ${code}`) =>
  new ApiError({ code, msg, status: 400, text, data });

describe('the form fields a refused save is about', () => {
  it('marks every field the server names, each with its own code’s text in the current language', () => {
    const error = refusal(
      6037,
      'firstName is required',
      {
        field: 'firstName',
        rule: 'required',
        failures: [
          { field: 'firstName', rule: 'required', code: 6037 },
          { field: 'siteId', rule: 'required', code: 6021 },
          { field: 'phone', rule: 'maxLength', code: 400 },
          { field: 'notAField', rule: 'x', code: 400 },
        ],
      },
      '数据或名称为空',
    );
    expect(failedFields(resident, error, 'zh')).toEqual({
      firstName: '数据或名称为空',
      siteId: '缺少站点 ID',
      phone: '请求无效',
    });
  });

  it('takes a single named field, or else the one field whose rules give the code', () => {
    expect(failedFields(resident, refusal(6059, '', { field: 'siteId', rule: 'owner' }), 'en')).toEqual({
      siteId: 'text of 6059',
    });
    expect(failedFields(resident, refusal(6021, '', null), 'en')).toEqual({ siteId: 'text of 6021' });
    expect(failedFields(resident, refusal(6075, '', null), 'en')).toEqual({});
  });
});
