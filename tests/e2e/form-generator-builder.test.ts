import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  type ConsoleBrowser,
  DESKTOP,
  expectFitsWidth,
  MOBILE,
  openConsoleBrowser,
  SCREENSHOTS,
} from './support/console-browser';
import { ADMIN_PASSWORD, ROOT } from './support/console-server';
import { apiCall, browserToken, signInAt } from './support/console-session';
import { accessibilityGaps } from './support/unnamed-controls';

const BUILDER = '/sp-console/form-generator';
const DOWNLOADS = mkdtempSync(join(tmpdir(), 'form-generator-downloads-'));

interface DraftAnswer {
  id: number;
  name: string | null;
  schema: { $id: string; properties: Record<string, { 'x-ui'?: { label: { en: string; zh: string } } }> };
}

/** The form generator's builder in Chromium: fields from the palette, the preview, the JSON view, undo, a saved and checked draft. */
// The builder's walk takes many steps in one test; a loaded two-core machine needs more than the default 30 s.
describe.runIf(chromiumAvailable())('Form generator builder in Chromium', { timeout: 90_000 }, () => {
  let session: ConsoleBrowser;
  let page: Page;

  const fieldList = () => page.getByRole('list', { name: 'Fields' });
  const fieldOrder = () =>
    fieldList()
      .locator('li')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field')));
  const add = (type: string) => page.getByRole('button', { name: `Add a field: ${type}`, exact: true }).click();
  const preview = () => page.getByRole('region', { name: 'Preview' });
  const jsonEditor = () => page.getByRole('textbox', { name: 'Schema JSON' });
  /** The whole document of the JSON editor (CodeMirror draws only the lines in view). */
  const jsonText = () =>
    jsonEditor().evaluate((content) => {
      const tile = (content as unknown as { cmTile?: { root?: { view?: { state: { doc: { toString(): string } } } } } })
        .cmTile;
      return tile?.root?.view?.state.doc.toString() ?? content.textContent ?? '';
    });
  const fill = (label: string, value: string) => page.getByRole('textbox', { name: label, exact: true }).fill(value);

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    await signInAt(page, session.server.url, BUILDER, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('builds fields from the palette, previews them, follows the JSON, undoes, saves and checks', async () => {
    await page.getByRole('heading', { level: 1, name: 'Form Generator' }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);

    await fill('Name ($id)', 'meeting-room');
    await fill('Path (under /api/)', 'meeting-rooms');
    await fill('Table', 'meeting_room');
    await fill('Entity label (English)', 'Meeting room');
    await fill('Entity label (Chinese)', '会议室');

    await add('Text');
    await fill('Label (English)', 'Room name');
    await fill('Label (Chinese)', '房间名');
    await page.getByRole('checkbox', { name: 'Required' }).check();
    await add('Email');
    await fill('Label (English)', 'Contact email');
    await fill('Label (Chinese)', '联系邮箱');
    await add('Switch');
    await fill('Label (English)', 'Projector');
    await fill('Label (Chinese)', '投影仪');
    await add('Select');
    await fill('Label (English)', 'Floor');
    await fill('Label (Chinese)', '楼层');
    await fill('English 1', 'Ground floor');
    expect(await fieldOrder()).toEqual(['textField', 'emailField', 'switchField', 'selectField']);

    // Dragged from the palette onto the list (both in view).
    await page.setViewportSize({ width: 1366, height: 1300 });
    const source = await page.getByRole('button', { name: 'Add a field: Integer', exact: true }).boundingBox();
    const target = await page.getByRole('region', { name: 'Fields' }).boundingBox();
    if (!source || !target) throw new Error('palette or list not laid out');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 12, source.y + source.height / 2 + 12, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height - 4, { steps: 12 });
    await page.mouse.up();
    await expect.poll(fieldOrder).toEqual(['textField', 'emailField', 'switchField', 'selectField', 'integerField']);
    await page.setViewportSize(DESKTOP);
    await fill('Label (English)', 'Seats');
    await fill('Label (Chinese)', '座位数');

    // Moved up by keyboard: Space lifts it, an arrow moves it, Space drops it.
    // The list measures its places once the field is lifted: an arrow pressed before then moves it
    // over itself, so the arrow is pressed again until the field is announced over the one above.
    const handle = page.getByRole('button', { name: 'Move Seats', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    const announced = () => page.locator('[id^="DndLiveRegion"]').textContent();
    const overSelect = 'over droppable area selectField';
    for (let tries = 0; tries < 10 && !(await announced())?.includes(overSelect); tries++) {
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(200);
    }
    expect(await announced()).toContain(overSelect);
    await page.keyboard.press('Space');
    await expect.poll(fieldOrder).toEqual(['textField', 'emailField', 'switchField', 'integerField', 'selectField']);

    for (const label of ['Room name', 'Contact email', 'Projector', 'Seats', 'Floor'])
      await preview().getByLabel(label, { exact: false }).first().waitFor();
    expect(await preview().textContent()).toContain('Validation waits for a successful check.');
    await preview().getByRole('tab', { name: 'List' }).click();
    const header = (await preview().locator('thead').textContent()) ?? '';
    expect(header).toMatch(/Room name.*Contact email.*Projector.*Seats.*Floor/);
    expect(await preview().locator('tbody').textContent()).toContain('Ground floor');
    await preview().getByRole('tab', { name: 'Form' }).click();
    const json = await jsonText();
    expect(json).toContain('"en": "Room name"');
    expect(json).toContain('"zh": "座位数"');

    // Valid JSON typed in the editor moves the builder; invalid JSON changes nothing.
    const schema = JSON.parse(json) as Record<string, never>;
    expect(Object.keys(schema)).toContain('properties');
    const edited = JSON.stringify(schema, null, 2).replace('"en": "Projector"', '"en": "Beamer"');
    await jsonEditor().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(edited);
    await fieldList().getByRole('button', { name: 'Edit Beamer' }).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{ "broken": ');
    await page.getByRole('alert').filter({ hasText: 'Invalid JSON, nothing changed' }).waitFor();
    expect(await fieldOrder()).toEqual(['textField', 'emailField', 'switchField', 'integerField', 'selectField']);

    // Undo and redo, by button and by keyboard outside text inputs.
    await page.getByRole('button', { name: 'Undo' }).click();
    await fieldList().getByRole('button', { name: 'Edit Projector' }).waitFor();
    await page.getByRole('button', { name: 'Redo' }).click();
    await fieldList().getByRole('button', { name: 'Edit Beamer' }).waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+z');
    await fieldList().getByRole('button', { name: 'Edit Projector' }).waitFor();
    await page.keyboard.press('Control+Shift+z');
    await fieldList().getByRole('button', { name: 'Edit Beamer' }).waitFor();
    // The editor follows the builder a moment later.
    await expect.poll(jsonText).toContain('"en": "Beamer"');

    const status = page.getByRole('status').filter({ hasText: /saved|Unsaved/ });
    expect(await status.textContent()).toBe('Not saved yet');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('All changes saved');

    const token = (await browserToken(page)) ?? '';
    const [newest] = await apiCall<{ id: number }[]>(session.server.app, token, 'GET', '/api/form-schemas');
    const draft = await apiCall<DraftAnswer>(session.server.app, token, 'GET', `/api/form-schemas/${newest.id}`);
    expect(draft.name).toBe('meeting-room');
    expect(Object.keys(draft.schema.properties)).toEqual([
      'textField',
      'emailField',
      'switchField',
      'integerField',
      'selectField',
    ]);
    expect(draft.schema.properties.switchField['x-ui']?.label).toEqual({ en: 'Beamer', zh: '投影仪' });

    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const check = page.getByRole('region', { name: 'Check result' });
    await check.getByText('No errors: the schema can be published.').waitFor();
    expect(await check.textContent()).not.toMatch(/\d+ errors?/);
    const sqlite = await check.getByRole('region', { name: 'Migration · SQLite' }).textContent();
    const postgres = await check.getByRole('region', { name: 'Migration · PostgreSQL' }).textContent();
    expect(sqlite).toMatch(/CREATE TABLE "?meeting_room"?/i);
    expect(postgres).toMatch(/CREATE TABLE "?meeting_room"?/i);

    // The checked schema's validators now check the preview form as the real screen will.
    await preview().getByText('Validated by the checked schema’s validators.').waitFor();
    await preview().getByLabel('Contact email').fill('not-an-email');
    await preview().getByRole('button', { name: 'Try the form' }).click();
    await preview().getByText('The email format is wrong').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'form-generator-builder.png'), fullPage: true });
    expect(await accessibilityGaps(page)).toEqual([]);
  });

  it('exports the draft as its schema file, reopens it, reloads it when changed elsewhere, imports a built-in as a copy', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('meeting-room.json');
    const file = join(DOWNLOADS, download.suggestedFilename());
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.$id).toBe('meeting-room');
    expect(Object.keys(exported.properties)).toEqual([
      'textField',
      'emailField',
      'switchField',
      'integerField',
      'selectField',
    ]);

    await page.getByRole('button', { name: 'New', exact: true }).click();
    expect(await fieldOrder()).toEqual([]);
    await page.getByRole('button', { name: 'Drafts', exact: true }).click();
    const drafts = page.getByRole('dialog', { name: 'Saved drafts' });
    await drafts.getByRole('button', { name: /meeting-room/ }).click();
    await expect.poll(fieldOrder).toEqual(['textField', 'emailField', 'switchField', 'integerField', 'selectField']);
    expect(await page.getByRole('status').filter({ hasText: /saved/ }).textContent()).toBe('All changes saved');

    // Changed elsewhere since it was opened: the save is refused as stale and a reload brings the other change.
    const token = (await browserToken(page)) ?? '';
    const [newest] = await apiCall<{ id: number }[]>(session.server.app, token, 'GET', '/api/form-schemas');
    const draft = await apiCall<DraftAnswer & { version: number }>(
      session.server.app,
      token,
      'GET',
      `/api/form-schemas/${newest.id}`,
    );
    const elsewhere = { ...draft.schema, title: 'Changed elsewhere' };
    await apiCall(session.server.app, token, 'PUT', `/api/form-schemas/${newest.id}`, {
      schema: elsewhere,
      version: draft.version,
    });
    await fill('Title', 'Changed here');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const stale = page.getByRole('alert').filter({ hasText: 'Someone else changed this draft' });
    await stale.waitFor();
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe('Changed elsewhere');
    expect(await page.getByRole('status').filter({ hasText: /saved/ }).textContent()).toBe('All changes saved');

    await page.locator('input[type=file]').setInputFiles(join(ROOT, 'schemas/third-cloud.json'));
    await page.getByText('Built-in entity "third-cloud" opened as a copy').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name ($id)' }).inputValue()).toBe('third-cloud-copy');
    expect(await page.getByRole('textbox', { name: 'Path (under /api/)' }).inputValue()).toBe('third-clouds-copy');
    expect(await page.getByRole('textbox', { name: 'Table', exact: true }).inputValue()).toBe('third_cloud_copy');
    expect(await fieldOrder()).toEqual(['name', 'endpoint', 'appId', 'secret', 'enabled', 'description']);
    expect(await page.getByRole('status').filter({ hasText: /saved/ }).textContent()).toBe('Not saved yet');
  });

  it('lists the errors of a check beside the fields they point at', async () => {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await add('Phone');
    await page.getByRole('spinbutton', { name: 'Error code when the pattern fails' }).fill('1234');
    await fill('Table', 'site');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const check = page.getByRole('region', { name: 'Check result' });
    await check.getByText(/^\d+ errors$/).waitFor();
    expect(
      await page.getByRole('region', { name: 'Entity settings' }).getByRole('alert').first().textContent(),
    ).toMatch(/^\/x-resource\/table: "site" is already the table/);
    expect(await check.textContent()).toContain('/properties/phoneField/x-errors/pattern');
    const row = fieldList().locator('li[data-field=phoneField]');
    expect(await row.textContent()).toMatch(/x-errors\/pattern: 1234 is not in the error catalogue/);
    expect(await page.getByRole('region', { name: 'Field properties: phoneField · Phone' }).textContent()).toContain(
      '1234 is not in the error catalogue',
    );
    expect(await preview().textContent()).toContain('Validation waits for a successful check.');
  });

  it('stacks its panels at phone width, in Chinese', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${session.server.url}${BUILDER}?lang=zh`);
    await page.getByRole('heading', { level: 1, name: '在线表单生成' }).waitFor();
    await page.getByRole('button', { name: '添加字段：邮箱', exact: true }).click();
    await page.getByRole('textbox', { name: '标签（中文）', exact: true }).fill('联系邮箱');
    await page.getByRole('region', { name: '预览' }).getByLabel('联系邮箱').waitFor();
    expect(await accessibilityGaps(page)).toEqual([]);
    await page.getByRole('region', { name: '字段类型' }).waitFor();
    await expectFitsWidth(page, MOBILE.width);
    const palette = await page.getByRole('region', { name: '字段类型' }).boundingBox();
    const preview = await page.getByRole('region', { name: '预览' }).boundingBox();
    expect(preview?.y ?? 0).toBeGreaterThan((palette?.y ?? 0) + (palette?.height ?? 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'form-generator-builder-phone.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
