import { MessagePage } from './MessagePage';

/** Where the navigation guard sends a route the admin holds no code for (docs/domain.md#permissions-and-ownership). */
export function ForbiddenPage() {
  return <MessagePage title="app.page.forbidden_title" message="app.page.forbidden" homeLink />;
}
