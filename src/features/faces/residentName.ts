/** A resident as people say it: first name, then last name. */
export function residentName(resident: object | undefined): string {
  if (!resident) return '';
  const { firstName, lastName } = resident as { firstName?: unknown; lastName?: unknown };
  return [firstName, lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
}
