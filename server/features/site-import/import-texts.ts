import { messageOf } from '../../../contract/errors';
import type { Label, Locale, ResourceDefinition } from '../../../contract/resource';
import type { ImportColumn } from './import-columns';
import type { RowFailure } from './row-validation';

type Texts = Record<string, Label>;

/** The words of the files the import answers with, in both languages. */
export const IMPORT_TEXTS = {
  residentsSheet: { en: 'Residents', zh: '住户' },
  instructionsSheet: { en: 'Instructions', zh: '说明' },
  reportSheet: { en: 'Import report', zh: '导入报告' },
  row: { en: 'Row', zh: '行号' },
  outcome: { en: 'Outcome', zh: '结果' },
  field: { en: 'Field', zh: '字段' },
  code: { en: 'Code', zh: '代码' },
  message: { en: 'Message', zh: '说明' },
  face: { en: 'Face', zh: '人脸' },
  faceStatus: { en: 'Face status', zh: '人脸状态' },
  failureReason: { en: 'Failure reason', zh: '失败原因' },
} satisfies Texts;

const OUTCOMES: Texts = {
  created: { en: 'Created', zh: '已创建' },
  updated: { en: 'Updated', zh: '已更新' },
  unchanged: { en: 'Unchanged', zh: '未变化' },
  refused: { en: 'Refused', zh: '已拒绝' },
  failed: { en: 'Failed', zh: '失败' },
};

/** The template's second sheet: how to fill it in. */
export const INSTRUCTIONS: Record<Locale, string[]> = {
  en: [
    'One resident per row, under the headers of the first sheet; keep the header row as it is.',
    'First name, last name and person id are required; the person id appears once in the sheet.',
    'A person id the site already has updates that resident; an unchanged row changes nothing.',
    'A blank cell clears that field of an existing resident; leave a column out to keep it as it is.',
    'Photos: put them in one .zip, each named by the person id (<personId>.jpg or .png), or name the file in the photo column.',
    'You may also send one .zip holding this sheet and the photos.',
  ],
  zh: [
    '每行一位住户，填写在第一个工作表的表头下方；请保留表头行不变。',
    '名、姓和人员 ID 为必填项；人员 ID 在表中只能出现一次。',
    '站点已有的人员 ID 会更新该住户；内容未变的行不做任何修改。',
    '空白单元格会清空已有住户的该字段；删除某列则保留该字段不变。',
    '照片：放入同一个 .zip 文件，每张以人员 ID 命名（<人员ID>.jpg 或 .png），或在照片文件列中填写文件名。',
    '也可以只发送一个同时包含本表和照片的 .zip 文件。',
  ],
};

/** Texts of the import's own rules, with their values filled. */
const RULE_TEXTS: Record<string, Label> = {
  unique: { en: 'Person id {personId} is already on row {first}', zh: '人员 ID {personId} 已在第 {first} 行出现' },
  maxLength: { en: 'Between {min} and {max} characters', zh: '长度须在 {min} 到 {max} 个字符之间' },
  minLength: { en: 'Between {min} and {max} characters', zh: '长度须在 {min} 到 {max} 个字符之间' },
  missing: { en: 'The archive holds no photo named {photo}', zh: '压缩包中没有名为 {photo} 的照片' },
};

export function outcomeText(outcome: string, locale: Locale): string {
  return OUTCOMES[outcome]?.[locale] ?? outcome;
}

/** A field's name as the admin reads it: the column's header, or the field name when no column has it. */
export function fieldText(field: string | undefined, columns: readonly ImportColumn[], locale: Locale): string {
  if (!field) return '';
  return columns.find((column) => column.name === field)?.label[locale] ?? field;
}

/** A refusal in the admin's language: the import's own rules in words, else the catalogue's text of the code. */
export function refusalText(failure: Omit<RowFailure, 'field'>, locale: Locale): string {
  const own = RULE_TEXTS[failure.rule];
  if (own && failure.args) {
    return own[locale].replace(/\{(\w+)\}/g, (whole, name: string) => String(failure.args?.[name] ?? whole));
  }
  return messageOf(failure.code, locale, failure.detail);
}

/** A face status in words, from the face schema's own labels. */
export function faceStatusText(
  face: ResourceDefinition | undefined,
  status: string | undefined,
  locale: Locale,
): string {
  if (!status) return '';
  const option = face?.fields
    .find((field) => field.name === 'status')
    ?.options?.find((candidate) => candidate.value === status);
  return option?.label[locale] ?? status;
}
