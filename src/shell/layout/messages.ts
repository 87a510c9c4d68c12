/** Texts of this part of the console, under `app.layout`, in both languages. */
export const layoutMessages = {
  en: {
    breadcrumb: 'Breadcrumb',
    loading: 'Loading',
    fullscreen: {
      enter: 'Full screen',
      exit: 'Exit full screen',
      unsupported: 'Your browser cannot go full screen',
    },
    note: {
      title: 'Scratch note',
      label: 'Note',
      kept: 'Kept in this browser: %{count} of %{max} characters',
      not_kept:
        'The browser refused to keep the note (its storage is full): %{count} character |||| The browser refused to keep the note (its storage is full): %{count} characters',
    },
    settings: {
      title: 'Page style settings',
      theme: 'Theme colour',
      tags_view: 'Tab strip',
      fixed_header: 'Fixed header',
      sidebar_logo: 'Sidebar logo',
      saved: 'Settings saved',
      reset_done: 'Settings back to their defaults',
    },
    user: {
      not_logged_in: 'Not logged in',
    },
    profile: {
      menu: 'Profile',
      title: '%{name} account detail',
    },
    password: {
      title: 'Change password',
    },
    security: {
      title: 'Sign-in security',
      setup_title: 'Set up a second factor',
      setup_required:
        'Your role requires a second factor: set up an authenticator app or a passkey to open the console.',
    },
    sessions: {
      title: 'Where you are signed in',
    },
  },
  zh: {
    breadcrumb: '面包屑导航',
    loading: '加载中',
    fullscreen: {
      enter: '全屏',
      exit: '退出全屏',
      unsupported: '您的浏览器不支持全屏',
    },
    note: {
      title: '便签',
      label: '便签内容',
      kept: '已保存在本浏览器：%{count} / %{max} 个字符',
      not_kept: '浏览器拒绝保存便签（存储空间已满）：%{count} 个字符',
    },
    settings: {
      title: '页面风格设置',
      theme: '主题色',
      tags_view: '标签栏',
      fixed_header: '固定头部',
      sidebar_logo: '侧边栏 Logo',
      saved: '设置已保存',
      reset_done: '设置已恢复默认',
    },
    user: {
      not_logged_in: '未登录',
    },
    profile: {
      menu: '个人中心',
      title: '%{name} 账号详情',
    },
    password: {
      title: '修改密码',
    },
    security: {
      title: '登录安全',
      setup_title: '设置双重验证',
      setup_required: '您的角色要求双重验证：请先设置验证器应用或通行密钥，然后才能使用控制台。',
    },
    sessions: {
      title: '登录设备与会话',
    },
  },
};
