import { type Theme, ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import {
  DatagridBody,
  type DatagridBodyProps,
  DatagridRow,
  type DatagridRowProps,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';

/**
 * The check box of every Checkbox inside, named `label` on its input; react-admin's
 * row puts a generic name on the box's outer span, where it names nothing.
 */
function namedCheckboxes(label: string) {
  return (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCheckbox: {
        ...outer.components?.MuiCheckbox,
        defaultProps: {
          ...outer.components?.MuiCheckbox?.defaultProps,
          slotProps: { root: { 'aria-label': undefined }, input: { 'aria-label': label } },
        },
      },
    },
  });
}

/** A list row whose selection box says which row it selects: "Select row North Tower", in the current language. */
function NamedSelectionRow(props: DatagridRowProps) {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const represent = useGetRecordRepresentation(resource);
  const record = useRecordContext(props);
  const name = record ? String(represent(record) ?? record.id) : '';
  const label = translate('app.list.select_row', { name });
  const theme = useMemo(() => namedCheckboxes(label), [label]);
  return (
    <ThemeProvider theme={theme}>
      <DatagridRow {...props} />
    </ThemeProvider>
  );
}

/** The body of the engine's tables: react-admin's, with named selection boxes. */
export function NamedSelectionBody(props: DatagridBodyProps) {
  return <DatagridBody {...props} row={<NamedSelectionRow />} />;
}
