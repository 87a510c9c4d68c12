/** Texts of a resident's data report, under `app.resident-data`, in both languages. */
export const residentDataMessages = {
  en: {
    title: 'Personal data',
    explained:
      'Everything the console holds about this resident: the record, its faces and their photos, who saw the photos, and the changes made.',
    download_xlsx: 'Download data report (Excel)',
    download_json: 'Download data report (JSON)',
  },
  zh: {
    title: '个人数据',
    explained: '控制台保存的该住户的全部数据：记录、人脸及其照片、照片的查看记录以及修改记录。',
    download_xlsx: '下载数据报告（Excel）',
    download_json: '下载数据报告（JSON）',
  },
};

export default residentDataMessages;
