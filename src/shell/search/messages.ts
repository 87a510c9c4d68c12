/** Texts of this part of the console, under `app.search`, in both languages. */
export const searchMessages = {
  en: {
    open: 'Search pages (%{shortcut})',
    placeholder: 'Search pages by title',
    results: 'Matching pages',
    no_match: 'No page matches “%{query}”',
    hint: '↑ ↓ to choose, Enter to open, Esc to close',
  },
  zh: {
    open: '搜索页面（%{shortcut}）',
    placeholder: '按标题或拼音搜索页面',
    results: '匹配的页面',
    no_match: '没有与“%{query}”匹配的页面',
    hint: '↑ ↓ 选择，Enter 打开，Esc 关闭',
  },
};
