import { describe, expect, it } from 'vitest';
import { resources } from '../../contract/generated/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { ApiError, apiErrorText } from '../../src/providers/apiError';
import { attachFieldError, failedFields } from '../../src/providers/fieldErrors';

const resident = resources.find((resource) => resource.name === 'resident') as ResourceDefinition;

const refusal = (code: number, msg: string, data: unknown, text = `text of ${code}`) =>
  new ApiError({ code, msg, status: 400, text, data });

describe('the form fields a refused save is about', () => {
  it('marks every field the server names, each by its own code’s text or by its label and rule', () => {
    const error = refusal(
      6037,
      'firstName is required',
      {
        field: 'firstName',
        rule: 'required',
        failures: [
          { field: 'firstName', rule: 'required', code: 6037 },
          { field: 'siteId', rule: 'required', code: 6021 },
          { field: 'phone', rule: 'maxLength', code: 400, params: { min: 0, max: 20 } },
          { field: 'notAField', rule: 'x', code: 400 },
        ],
      },
      '数据或名称为空',
    );
    expect(failedFields(resident, error, 'zh')).toEqual({
      firstName: '名为必填项',
      siteId: '缺少站点 ID',
      phone: '电话长度必须在 0 到 20 个字符之间',
    });
  });

  it('tells a refusal without a code of its own by the field label and rule, not the English detail', () => {
    const error = refusal(400, 'lastName must be between 1 and 50 characters', {
      field: 'lastName',
      rule: 'maxLength',
      code: 400,
      params: { min: 1, max: 50 },
    });
    const told = attachFieldError(resident, error, 'zh');
    expect(told.message).toBe('姓长度必须在 1 到 50 个字符之间');
    expect(told.body).toEqual({ errors: { lastName: '姓长度必须在 1 到 50 个字符之间' } });
    expect(attachFieldError(resident, error, 'en').message).toBe('Last name must be between 1 and 50 characters');
  });

  it('tells a refusal whose code names no one field (6037) by the field, not "The data or name is empty"', () => {
    const error = refusal(6037, 'firstName is required', { field: 'firstName', rule: 'required' }, '数据或名称为空');
    expect(attachFieldError(resident, error, 'zh').message).toBe('名为必填项');
    expect(attachFieldError(resident, error, 'en').message).toBe('First name is required');
  });

  it('takes a single named field, or else the one field whose rules give the code', () => {
    expect(failedFields(resident, refusal(6059, '', { field: 'siteId', rule: 'owner' }), 'en')).toEqual({
      siteId: 'text of 6059',
    });
    expect(failedFields(resident, refusal(6021, '', null), 'en')).toEqual({ siteId: 'text of 6021' });
    expect(failedFields(resident, refusal(6075, '', null), 'en')).toEqual({});
  });
});

describe('the text of a refusal outside a schema form', () => {
  it("words a rule without a code by its field and limits in the admin's language, not the server's English", () => {
    const data = { field: 'key', rule: 'maxLength', params: { max: 64 } };
    expect(apiErrorText(400, 'key must NOT have more than 64 characters', 'zh', data)).toBe(
      '请求无效：key — 长度不能超过 64 个字符',
    );
    expect(apiErrorText(400, 'cron has the wrong format', 'en', { field: 'cron', rule: 'pattern' })).toBe(
      'Invalid request: cron — The format is wrong',
    );
    // Without a named field there is nothing better than the detail.
    expect(apiErrorText(400, 'the body is not valid JSON', 'en')).toBe('Invalid request: the body is not valid JSON');
  });
});
