import { MessagePage } from './MessagePage';

/** Spec section 6: where the navigation guard sends a route the admin holds no code for. */
export function ForbiddenPage() {
  return <MessagePage title="app.page.forbidden_title" message="app.page.forbidden" homeLink />;
}
