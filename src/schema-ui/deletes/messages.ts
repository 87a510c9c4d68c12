/** Texts of the delete confirmations, under `app.deletes`, in both languages. */
export const deletesMessages = {
  en: {
    checking: 'Checking what else this delete affects…',
    nothing_else: 'Nothing else is affected.',
    cascade: '%{what} will be deleted too.',
    restrict:
      '%{what} still refer to it, so the delete will be refused: delete those first. |||| %{what} still refer to them, so the delete will be refused: delete those first.',
    set_null: '%{what} will no longer refer to it. |||| %{what} will no longer refer to them.',
    unknown: 'What else this delete affects could not be checked.',
    record_gone: 'This %{name} (#%{id}) was deleted.',
    refused: 'The delete will be refused: %{reason}',
  },
  zh: {
    checking: '正在检查此删除还会影响哪些记录…',
    nothing_else: '不影响其他记录。',
    cascade: '将一并删除 %{what}。',
    restrict: '仍有 %{what}引用它，删除会被拒绝，请先删除这些记录。',
    set_null: '%{what}将不再关联它。',
    unknown: '无法检查此删除还会影响哪些记录。',
    record_gone: '此%{name}（#%{id}）已被删除。',
    refused: '删除会被拒绝：%{reason}',
  },
};
