import { describe, expect, it } from 'vitest';
import { resources } from '../../contract/generated/registry';

const resident = resources.find((resource) => resource.name === 'resident');
const help = (name: string) => resident?.fields.find((field) => field.name === name)?.ui.help;

describe("the resident form's Ipercom fields", () => {
  it('say in both languages that Ipercom 1 is the door code and Ipercom 2 the sharing code', () => {
    expect(help('doorCode')?.en).toMatch(/^The door code/);
    expect(help('doorCode')?.zh).toMatch(/^开门码/);
    expect(help('sharingCode')?.en).toMatch(/^The sharing code/);
    expect(help('sharingCode')?.zh).toMatch(/^分享码/);
  });
});
