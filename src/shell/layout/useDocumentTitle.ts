import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { crumbText, documentTitle } from './routeTrail';
import { useRouteTrail } from './useRouteTrail';

/**
 * Sets the browser's title to a page's title and the product's (docs/domain.md#stale-tokens-and-titles),
 * again whenever the language changes. Pages outside the layout (sign-in, the
 * public pages) call it with their own title.
 */
export function useDocumentTitle(pageTitle: string): void {
  const translate = useTranslate();
  const productTitle = translate('app.title');
  useEffect(() => {
    document.title = documentTitle(pageTitle, productTitle);
    // A page that goes away (signing out) must not leave its title to the next.
    return () => {
      document.title = productTitle;
    };
  }, [pageTitle, productTitle]);
}

/** The title of the console page shown now: the last step of its breadcrumb. */
export function useRouteDocumentTitle(): void {
  const translate = useTranslate();
  const last = useRouteTrail().at(-1);
  useDocumentTitle(last ? crumbText(translate, last) : '');
}
