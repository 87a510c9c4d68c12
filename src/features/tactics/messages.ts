/** Texts of switching auto-detect tactics in batch, under `app.tactics`, in both languages. */
export const tacticsMessages = {
  en: {
    enable: 'Enable',
    disable: 'Disable',
    cancel: 'Cancel',
    enable_title: 'Enable tactics',
    disable_title: 'Disable tactics',
    enable_text: 'Enable the %{count} selected tactics? New face photos are checked by them at once.',
    disable_text: 'Disable the %{count} selected tactics? New face photos are no longer checked by them.',
    enabled_done: '%{count} tactics enabled',
    disabled_done: '%{count} tactics disabled',
    already_enabled: 'All the selected tactics are already enabled',
    already_disabled: 'All the selected tactics are already disabled',
  },
  zh: {
    enable: '启用',
    disable: '停用',
    cancel: '取消',
    enable_title: '启用策略',
    disable_title: '停用策略',
    enable_text: '确定启用所选的 %{count} 个策略吗？新的人脸照片将立即按它们检测。',
    disable_text: '确定停用所选的 %{count} 个策略吗？新的人脸照片将不再按它们检测。',
    enabled_done: '已启用 %{count} 个策略',
    disabled_done: '已停用 %{count} 个策略',
    already_enabled: '所选策略均已启用',
    already_disabled: '所选策略均已停用',
  },
};
