import type { TranslationMessages } from 'react-admin';
import { publicResources } from '../../contract/registry';
import type { enApp } from './en';
import { resourceMessages, routeMessages } from './labelMessages';
import zhReactAdmin from './zh-react-admin';

/** Typed after the English texts so that a text missing here is a compile error too. */
export const zhApp: typeof enApp = {
  title: '楼宇对讲云管理后台',
  login: {
    account: '账号',
    password: '密码',
    remember: '记住我',
    submit: '登录',
    success: '登录成功',
  },
  language: '语言',
  home: {
    welcome: '欢迎，%{name}',
    intro: '通过菜单管理站点、住户与人脸注册，以及后台本身。',
  },
  page: {
    forbidden_title: '无权限',
    forbidden: '您没有权限打开此页面',
    not_found_title: '页面不存在',
    not_found: '您要找的页面不存在',
    back_home: '返回首页',
    not_available: '此页面暂未开放。',
  },
  menu: {
    other: '其他',
    published: '已发布实体',
  },
  list: {
    actions: '操作',
    select_row: '选择行 %{name}',
  },
  filter: {
    from: '%{field}起',
    to: '%{field}止',
  },
  validation: {
    json: '必须是有效的 JSON',
  },
  references: {
    more: '仅显示前 %{count} 个匹配项，输入文字可缩小范围',
  },
  time: {
    beijing: '北京时间',
  },
};

const zh: TranslationMessages = {
  ...zhReactAdmin,
  app: zhApp,
  resources: resourceMessages(publicResources(), 'zh'),
  routes: routeMessages('zh'),
};

export default zh;
