import type { EntitySchema } from '../../generator/entity-schema';

/** The code field's own words for its pattern. */
export const CODE_MESSAGE = {
  en: 'Write two capitals and four digits, such as AB1234',
  zh: '请填写两个大写字母加四位数字，如 AB1234',
};

/** A delivery note: a multi-select of channels, and a code whose pattern has its own words. */
export function deliveryNote(): EntitySchema {
  return {
    $id: 'delivery-note',
    title: 'Delivery note',
    type: 'object',
    'x-resource': {
      path: 'delivery-notes',
      table: 'delivery_note',
      permission: 'delivery-note-list',
      newPermission: true,
      label: { en: 'Delivery note', zh: '送达通知' },
    },
    properties: {
      title: { type: 'string', minLength: 1, maxLength: 40, 'x-ui': { label: { en: 'Title', zh: '标题' } } },
      channels: {
        type: 'array',
        items: { type: 'string', enum: ['sms', 'email', 'app'] },
        default: [],
        'x-ui': {
          label: { en: 'Channels', zh: '渠道' },
          filter: 'equals',
          options: {
            sms: { en: 'SMS', zh: '短信' },
            email: { en: 'Email', zh: '邮件' },
            app: { en: 'App', zh: '应用' },
          },
        },
      },
      code: {
        type: 'string',
        maxLength: 6,
        pattern: '^[A-Z]{2}[0-9]{4}$',
        'x-ui': { label: { en: 'Code', zh: '编号' } },
        'x-messages': { pattern: { ...CODE_MESSAGE } },
      },
    },
    required: ['title'],
    additionalProperties: false,
  };
}
