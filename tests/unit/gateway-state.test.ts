import { describe, expect, it } from 'vitest';
import { gatewayState } from '../../src/features/sites/gatewayState';
import { sitesMessages } from '../../src/features/sites/messages';

describe("a site's gateway column", () => {
  it('says "Not bound" for a site without a gateway, not "Offline"', () => {
    expect(gatewayState({ bound: false, gatewayOnline: false })).toBe('not_bound');
    expect(gatewayState({ bound: null, gatewayOnline: null })).toBe('not_bound');
    expect(gatewayState({ bound: true, gatewayOnline: false })).toBe('offline');
    expect(gatewayState({ bound: true, gatewayOnline: true })).toBe('online');
  });

  it('has the words of each state in both languages', () => {
    for (const state of ['not_bound', 'online', 'offline'] as const) {
      expect(sitesMessages.en[state]).toBeTruthy();
      expect(sitesMessages.zh[state]).toBeTruthy();
    }
    expect(sitesMessages.en.not_bound).toBe('Not bound');
    expect(sitesMessages.zh.not_bound).toBe('未绑定');
  });
});
