/**
 * Texts of an empty list under `app.empty`: that there is nothing, why, and what to do,
 * in both languages. `%{name}` is the resource's name for many rows ("residents", `labelInSentence`).
 */
export const emptyStateMessages = {
  en: {
    title: 'No %{name} yet',
    own_only: 'You see only the sites you own, and you own none yet.',
    own_sites_only: 'You see only the %{name} of the sites you own, and there are none yet.',
    none: 'There is nothing here yet.',
    create_or_ask: 'Create one, or ask an administrator for the all-sites permission to see every site.',
    ask: 'Ask an administrator for the all-sites permission to see every site.',
    create: 'Create the first one.',
    ask_create: 'Ask an administrator who may create them.',
  },
  zh: {
    title: '还没有%{name}',
    own_only: '您只能看到自己拥有的站点，目前还没有。',
    own_sites_only: '您只能看到自己站点下的%{name}，目前还没有。',
    none: '这里还没有任何内容。',
    create_or_ask: '可以新建一个，或请管理员授予“全部站点”权限以查看所有站点。',
    ask: '请管理员授予“全部站点”权限以查看所有站点。',
    create: '新建第一个吧。',
    ask_create: '请有新建权限的管理员来新建。',
  },
};
