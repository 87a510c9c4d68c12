/** Texts of this part of the console, under `app.tabs`, in both languages. */
export const tabsMessages = {
  en: {
    label: 'Open pages',
    menu: 'Tab actions',
    refresh: 'Refresh',
    close: 'Close',
    close_others: 'Close Others',
    close_all: 'Close All',
    cancel: 'Cancel',
    record: '%{name} #%{id}',
    record_deleted: 'This %{name} (#%{id}) was deleted; its tab was closed.',
  },
  zh: {
    label: '已打开的页面',
    menu: '标签页操作',
    refresh: '刷新',
    close: '关闭',
    close_others: '关闭其他',
    close_all: '关闭所有',
    cancel: '取消',
    record: '%{name} #%{id}',
    record_deleted: '此%{name}（#%{id}）已被删除，其标签页已关闭。',
  },
};
