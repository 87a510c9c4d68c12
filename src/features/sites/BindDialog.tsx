import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { Locale } from '../../../contract/resource';
import { fieldRefusalText } from '../../../contract/rules/field-refusal';
import type { RuleParams } from '../../../contract/rules/rule-messages';
import type { ApiError } from '../../providers/apiError';

const BINDING_FIELDS = ['mac', 'alias'] as const;

interface BindingFailure {
  field?: string;
  rule?: string;
  params?: RuleParams;
}

/** The text of each refused field, by its label and rule (or its own words: a MAC address's shape). */
function refusedFields(
  failure: Partial<ApiError>,
  locale: Locale,
  labelOf: (field: string) => string,
): Record<string, string> {
  const data = (failure.data ?? {}) as BindingFailure & { failures?: BindingFailure[] };
  const texts: Record<string, string> = {};
  for (const { field, rule, params } of data.failures ?? [data]) {
    if (!field || !BINDING_FIELDS.includes(field as (typeof BINDING_FIELDS)[number]) || field in texts) continue;
    const code = failure.code ?? 0;
    texts[field] = fieldRefusalText(labelOf(field), { code, rule: rule ?? '', params }, locale);
  }
  return texts;
}

export interface BindDialogProps {
  siteName: string;
  /** Binds; a refusal comes back as the ApiError the server answered. */
  onBind: (mac: string, alias: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The MAC address and alias of a site's gateway. The server checks them (6034 names
 * the field and the rule); its refusal is shown under each field it names, worded by
 * the field and the rule ("A MAC address is six pairs…"), or above the buttons.
 */
export function BindDialog({ siteName, onBind, onCancel }: BindDialogProps) {
  const translate = useTranslate();
  const locale: Locale = useLocale() === 'zh' ? 'zh' : 'en';
  const titleId = useId();
  const [mac, setMac] = useState('');
  const [alias, setAlias] = useState('');
  const [refusal, setRefusal] = useState<{ fields: Record<string, string>; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onBind(mac, alias);
    } catch (error) {
      const failure = error as Partial<ApiError>;
      const fields = refusedFields(failure, locale, (field) => translate(`app.sites.${field}`));
      setRefusal({ fields, text: failure.message ?? String(error) });
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (field: string) => refusal?.fields[field];

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      onClose={(_event, reason) => reason !== 'backdropClick' && onCancel()}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{translate('app.sites.bind_title', { name: siteName })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.sites.bind_intro')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={translate('app.sites.mac')}
              name="mac"
              value={mac}
              onChange={(event) => setMac(event.target.value)}
              required
              autoFocus
              error={errorOf('mac') !== undefined}
              helperText={errorOf('mac') ?? translate('app.sites.mac_help')}
            />
            <TextField
              label={translate('app.sites.alias')}
              name="alias"
              value={alias}
              onChange={(event) => setAlias(event.target.value)}
              required
              error={errorOf('alias') !== undefined}
              helperText={errorOf('alias')}
            />
            {refusal && Object.keys(refusal.fields).length === 0 && (
              <DialogContentText role="alert" color="error">
                {refusal.text}
              </DialogContentText>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('app.sites.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.sites.confirm_bind')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
