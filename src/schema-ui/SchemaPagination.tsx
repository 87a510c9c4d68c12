import { useCallback } from 'react';
import { Pagination, type PaginationProps, useListContext, useLocale, useTranslate } from 'react-admin';
import type { ListTotalMeta } from '../providers/dataProvider';

interface RangeLabel {
  from: number;
  to: number;
  count: number;
}

/**
 * react-admin's pagination, saying honestly how long a list is whose rows were not
 * all counted (the data provider's `meta`): "about N" for an estimate, "more than N"
 * where counting stopped. Next is enabled by `pageInfo.hasNextPage` then, and there is
 * no last page to jump to.
 */
export function SchemaPagination(props: PaginationProps) {
  const { meta } = useListContext() as { meta?: ListTotalMeta };
  const translate = useTranslate();
  const locale = useLocale();
  const estimate = meta?.totalEstimate;
  const moreThan = meta?.totalMoreThan;
  const label = useCallback(
    ({ from, to, count }: RangeLabel) => {
      const numbers = { from: from.toLocaleString(locale), to: to.toLocaleString(locale) };
      if (count === -1 && estimate !== undefined)
        return translate('app.lists.about_total', { ...numbers, total: estimate.toLocaleString(locale) });
      if (count === -1 && moreThan !== undefined)
        return translate('app.lists.more_than_total', { ...numbers, total: moreThan.toLocaleString(locale) });
      return translate('ra.navigation.page_range_info', {
        offsetBegin: from,
        offsetEnd: to,
        total: count === -1 ? to : count,
      });
    },
    [translate, locale, estimate, moreThan],
  );
  // Pagination hands props it does not know to MUI's TablePagination, after its own label.
  const labelled = { ...props, labelDisplayedRows: label } as PaginationProps;
  return <Pagination {...labelled} />;
}
