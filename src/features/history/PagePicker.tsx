import TablePagination from '@mui/material/TablePagination';

interface PagePickerProps {
  count: number;
  /** From 0. */
  page: number;
  perPage: number;
  onPage(page: number): void;
}

/** The pages of a table of the history, a fixed number of rows to a page. */
export function PagePicker({ count, page, perPage, onPage }: PagePickerProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      onPageChange={(_event, next) => onPage(next)}
    />
  );
}
