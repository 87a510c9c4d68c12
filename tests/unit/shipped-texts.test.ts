import { describe, expect, it } from 'vitest';
import { LOGIN_REASONS, loginReasonCode } from '../../contract/login-reasons';
import { SHIPPED_TEXTS, shippedTextIn } from '../../contract/shipped-texts';
import { SHIPPED_JOBS } from '../../server/features/scheduled-jobs/shipped-jobs';
import { DEFAULT_TACTICS } from '../../server/seed/seed-tactics';
import loginLogMessages from '../../src/features/login-log/messages';

describe('texts the console ships', () => {
  it('has every shipped text in both languages, neither one holding the other', () => {
    for (const [key, label] of Object.entries(SHIPPED_TEXTS)) {
      expect(label.en.trim(), key).not.toBe('');
      expect(label.zh.trim(), key).not.toBe('');
      expect(label.en, key).not.toContain(label.zh);
      expect(label.en, key).not.toContain(' / ');
    }
  });

  it('seeds tactics and scheduled jobs with shipped English texts, shown in Chinese to a Chinese reader', () => {
    const seeded = [
      ...DEFAULT_TACTICS.flatMap((tactic) => [tactic.name, tactic.description]),
      ...SHIPPED_JOBS.flatMap((job) => [job.defaults.name, job.defaults.description]),
    ];
    for (const text of seeded) {
      const zh = shippedTextIn(text, 'zh');
      expect(zh, text).toMatch(/[\u4e00-\u9fff]/);
      expect(shippedTextIn(text, 'en')).toBe(text);
    }
  });

  it('reads rows seeded as "English / 中文" by earlier versions, and leaves reworded ones alone', () => {
    expect(shippedTextIn('Purge old logs / 清理过期日志', 'zh')).toBe('清理过期日志');
    expect(shippedTextIn('Purge old logs / 清理过期日志', 'en')).toBe('Purge old logs');
    expect(shippedTextIn('Purge old logs weekly', 'zh')).toBeUndefined();
  });
});

describe('reasons of failed sign-ins', () => {
  it('reads stored codes and the English texts older rows hold', () => {
    expect(loginReasonCode('disabled')).toBe('disabled');
    expect(loginReasonCode('account disabled')).toBe('disabled');
    expect(loginReasonCode('no role left')).toBe('no-role');
    expect(loginReasonCode('something else')).toBeUndefined();
    expect(loginReasonCode(null)).toBeUndefined();
  });

  it('words every code in both languages', () => {
    for (const code of Object.values(LOGIN_REASONS)) {
      expect(loginLogMessages.en.reason[code]).toBeTruthy();
      expect(loginLogMessages.zh.reason[code]).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
