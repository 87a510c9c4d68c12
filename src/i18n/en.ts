import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { publicResources } from '../../contract/registry';
import { resourceMessages, routeMessages } from './labelMessages';

/** The console's own texts, beside react-admin's and the registry's labels. */
export const enApp = {
  title: 'Intercom Cloud Console',
  login: {
    account: 'Account',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Sign in',
    success: 'Signed in',
  },
  language: 'Language',
  home: {
    welcome: 'Welcome, %{name}',
    intro: 'Manage sites, residents and face registration, and the console itself, from the menu.',
  },
  page: {
    forbidden_title: 'No permission',
    forbidden: 'You do not have permission to open this page',
    not_found_title: 'Page not found',
    not_found: 'The page you are looking for does not exist',
    back_home: 'Back to Home',
    not_available: 'This screen is not available yet.',
  },
  menu: {
    other: 'Other',
    published: 'Published entities',
  },
  list: {
    actions: 'Actions',
    select_row: 'Select row %{name}',
  },
  filter: {
    from: '%{field} from',
    to: '%{field} to',
  },
  validation: {
    json: 'Must be valid JSON',
  },
  references: {
    more: 'The first %{count} matches are shown: type to narrow them',
  },
  time: {
    beijing: 'Beijing time',
  },
};

const en: TranslationMessages = {
  ...englishMessages,
  app: enApp,
  resources: resourceMessages(publicResources(), 'en'),
  routes: routeMessages('en'),
};

export default en;
