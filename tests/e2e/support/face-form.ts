import type { Page } from 'playwright-core';

/**
 * Creates a face through the console's form: the photo chosen through the image
 * widget, the resident picked by name. Waits for the face's page the form opens after
 * saving and returns the face's id.
 */
export async function createFaceInForm(page: Page, baseUrl: string, resident: string, photo: Buffer): Promise<number> {
  await page.goto(`${baseUrl}/faces/create`);
  await page.locator('input[type=file]').setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByTestId('image-thumbnail').waitFor();
  const picker = page.getByRole('combobox', { name: 'Resident' });
  await picker.fill(resident.split(' ').at(-1) ?? resident);
  await page.getByRole('option', { name: resident }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/faces\/\d+\/show$/);
  return Number(/\/faces\/(\d+)\/show$/.exec(page.url())?.[1]);
}
