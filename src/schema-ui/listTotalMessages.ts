/** Texts of a list's page range when its rows were not all counted, and of its column chooser, under `app.lists`, in both languages. */
export const listTotalMessages = {
  en: {
    about_total: '%{from}–%{to} of about %{total}',
    more_than_total: '%{from}–%{to} of more than %{total}',
    move_column_up: 'Move %{column} up',
    move_column_down: 'Move %{column} down',
  },
  zh: {
    about_total: '第 %{from}-%{to} 条，约 %{total} 条',
    more_than_total: '第 %{from}-%{to} 条，超过 %{total} 条',
    move_column_up: '上移%{column}',
    move_column_down: '下移%{column}',
  },
};
