import { describe, expect, it } from 'vitest';
import { ownershipUseOf } from '../../contract/ownership-refusal';
import { apiErrorText } from '../../src/providers/apiError';

describe('the words of an ownership refusal (6059)', () => {
  it('say what was refused, in the reader’s language', () => {
    expect(apiErrorText(6059, '', 'en', { use: 'read' })).toBe(
      'This belongs to a site of another account: you cannot see it',
    );
    expect(apiErrorText(6059, '', 'zh', { use: 'retry' })).toBe('此人脸属于其他账号的站点，您无权重新注册');
    expect(apiErrorText(6059, '', 'en', { use: 'file' })).toBe(
      'This file belongs to another account: you cannot see or use it',
    );
    // Binding keeps the spec's own words, and so does a refusal that names no use.
    expect(apiErrorText(6059, '', 'en', { use: 'bind' })).toBe(
      'Sites that are not under your account cannot be bound or unbound',
    );
    expect(apiErrorText(6059, '', 'zh', null)).toBe('不属于您账号的站点不能绑定或解绑');
  });

  it('take the use from the route and method', () => {
    expect(ownershipUseOf('GET', '/api/residents/:id')).toBe('read');
    expect(ownershipUseOf('PUT', '/api/residents/:id')).toBe('change');
    expect(ownershipUseOf('DELETE', '/api/residents/:id')).toBe('delete');
    expect(ownershipUseOf('POST', '/api/sites/:id/unbind')).toBe('bind');
    expect(ownershipUseOf('POST', '/api/faces/retry')).toBe('retry');
    expect(ownershipUseOf('POST', '/api/sites/:id/manual-detection/results')).toBe('decide');
    expect(ownershipUseOf('GET', '/upload/image/:name')).toBe('file');
    expect(ownershipUseOf('GET', '/api/residents/:id/history')).toBe('history');
    expect(ownershipUseOf('POST', '/api/residents/:id/history/:revision/restore')).toBe('change');
    expect(ownershipUseOf('POST', '/api/residents', 'owner')).toBe('reference');
  });
});
