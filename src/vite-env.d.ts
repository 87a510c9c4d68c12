/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The console's language when neither the URL nor the admin has chosen one: 'en' or 'zh'. */
  readonly VITE_DEFAULT_LOCALE?: string;
  /** The theme colour before the admin picks one, `#rrggbb`: '#1890ff' unless set (the spec also reads '#409EFF'). */
  readonly VITE_DEFAULT_THEME?: string;
  /** The address the privacy policies and terms give for questions about personal data. */
  readonly VITE_LEGAL_CONTACT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
