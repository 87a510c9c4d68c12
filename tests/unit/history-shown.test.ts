import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { addRuntimeResource } from '../../contract/runtime-registry';
import { showsHistory } from '../../src/features/history/historyShown';

/** A copy of a built-in resource under another name, as an entity published at run time would be. */
const entityLike = (name: string, changes: Partial<ResourceDefinition> = {}): ResourceDefinition => ({
  ...(getResource('site') as ResourceDefinition),
  name,
  path: `${name}s`,
  ...changes,
});

describe('which resources show a record history in the console', () => {
  it('shows it for a built-in resource that keeps one, and not for a log', () => {
    expect(showsHistory(getResource('site') as ResourceDefinition)).toBe(true);
    expect(showsHistory(getResource('api-log') as ResourceDefinition)).toBe(false);
  });

  it('shows it for an entity published at run time that keeps one, not for one nobody creates or edits', () => {
    const pass = entityLike('gate-pass');
    const notice = entityLike('gate-notice', { operations: ['list', 'show', 'delete'] });
    expect(showsHistory(pass)).toBe(false);
    addRuntimeResource(pass);
    addRuntimeResource(notice);
    expect(showsHistory(pass)).toBe(true);
    expect(showsHistory(notice)).toBe(false);
  });
});
