/** Texts of this part of the console, under `app.export`, in both languages. */
export const exportMessages = {
  en: {
    button: 'Export',
    done: 'Exported %{smart_count} row |||| Exported %{smart_count} rows',
    capped: 'Exported the first %{max} of %{total} rows: narrow the filters to export the rest',
    failed: 'The export failed: %{reason}',
    empty: 'There are no rows to export',
  },
  zh: {
    button: '导出',
    done: '已导出 %{smart_count} 行',
    capped: '已导出 %{total} 行中的前 %{max} 行，请缩小筛选范围以导出其余数据',
    failed: '导出失败：%{reason}',
    empty: '没有可导出的数据',
  },
};
