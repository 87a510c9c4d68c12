import type { Locale, ResourceDefinition } from '../../../contract/resource';

type Words = Record<Locale, string>;

/** The words of the data report's workbook, in both languages. */
export const REPORT_TEXTS = {
  residentSheet: { en: 'Resident', zh: '住户' },
  facesSheet: { en: 'Faces', zh: '人脸' },
  readsSheet: { en: 'Photo reads', zh: '照片查看记录' },
  revisionsSheet: { en: 'Revisions', zh: '修订记录' },
  field: { en: 'Field', zh: '字段' },
  value: { en: 'Value', zh: '值' },
  generatedAt: { en: 'Report made at (UTC)', zh: '报告生成时间 (UTC)' },
  id: { en: 'Id', zh: 'ID' },
  createdAt: { en: 'Created at (UTC)', zh: '创建时间 (UTC)' },
  updatedAt: { en: 'Changed at (UTC)', zh: '修改时间 (UTC)' },
  photo: { en: 'Photo', zh: '照片' },
  noPhoto: { en: 'Not held (removed once registered, or erased)', zh: '未保存（注册后已删除或已擦除）' },
  changes: { en: 'Changes', zh: '变更' },
} satisfies Record<string, Words>;

/** A field's label in `locale`, or its name when the resource does not know it. */
export function labelOf(resource: ResourceDefinition | undefined, name: string, locale: Locale): string {
  if (name === 'id') return REPORT_TEXTS.id[locale];
  if (name === 'createdAt' || name === 'updatedAt') return REPORT_TEXTS[name][locale];
  return resource?.fields.find((field) => field.name === name)?.label[locale] ?? name;
}

/** A value as a cell says it: an option by its label, an object as JSON, nothing as empty. */
export function valueText(resource: ResourceDefinition | undefined, name: string, value: unknown, locale: Locale) {
  if (value === null || value === undefined) return '';
  const option = resource?.fields
    .find((field) => field.name === name)
    ?.options?.find((candidate) => candidate.value === value);
  if (option) return option.label[locale];
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
