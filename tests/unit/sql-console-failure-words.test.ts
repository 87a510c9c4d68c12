import { describe, expect, it } from 'vitest';
import { sqlConsoleMessages } from '../../src/features/sql-console/messages';
import { statementFailureWords } from '../../src/features/sql-console/statementFailureWords';
import { ApiError } from '../../src/providers/apiError';

const translateIn = (locale: 'en' | 'zh') => (key: string) =>
  (sqlConsoleMessages[locale] as Record<string, string>)[key.replace('app.sql-console.', '')] ?? key;

const refusal = (reason: string, message: string) =>
  new ApiError({
    code: 400,
    msg: `${reason}: ${message}`,
    status: 400,
    text: 'Invalid request',
    data: { reason, message },
  });

describe("the SQL console's refusal of a statement", () => {
  it("says one sentence in the reader's language, the engine's words apart", () => {
    const error = refusal('read-only', 'only statements that read and change nothing may run');
    expect(statementFailureWords(error, translateIn('en'), 'en')).toEqual({
      sentence: 'Only statements that read may run.',
      detail: 'only statements that read and change nothing may run',
    });
    expect(statementFailureWords(error, translateIn('zh'), 'zh')).toEqual({
      sentence: '只能执行读取的语句。',
      detail: 'only statements that read and change nothing may run',
    });
  });

  it('falls back to the catalogue text of the code when no reason is named', () => {
    const error = new ApiError({ code: 8002, msg: '', status: 400, text: 'The request timed out', data: null });
    expect(statementFailureWords(error, translateIn('zh'), 'zh')).toEqual({ sentence: '请求超时' });
  });
});
