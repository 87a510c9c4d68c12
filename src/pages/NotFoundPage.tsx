import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return <MessagePage title="app.page.not_found_title" message="app.page.not_found" homeLink />;
}
