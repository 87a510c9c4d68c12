/** Texts of a record's page under `app.record_page`, in both languages. */
export const recordPageMessages = {
  en: {
    tabs_label: 'Sections of %{name}',
    details: 'Details',
  },
  zh: {
    tabs_label: '%{name} 的页面分区',
    details: '详情',
  },
};
