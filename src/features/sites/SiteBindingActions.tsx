import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ResourceRecords } from '../../../contract/generated/types';
import { MessageBox, useFailureNotice } from '../../feedback';
import { BindDialog } from './BindDialog';
import { CredentialDialog } from './CredentialDialog';
import { useSiteBindingApi } from './siteBindingApi';

type Step = 'idle' | 'binding' | 'unbinding' | { credential: string };

/**
 * Bind or unbind one site of the list (docs/domain.md#sites-gateways-and-tactics): binding asks for the gateway's
 * MAC address and alias and then shows its credential once; unbinding asks first.
 */
export default function SiteBindingActions() {
  const site = useRecordContext<ResourceRecords['site']>();
  const translate = useTranslate();
  const notify = useNotify();
  const noticeFailure = useFailureNotice();
  const refresh = useRefresh();
  const api = useSiteBindingApi();
  const [step, setStep] = useState<Step>('idle');
  if (!site) return null;
  const name = site.name;

  const bind = async (mac: string, alias: string) => {
    const { credential } = await api.bind(site.id, mac, alias);
    setStep({ credential });
    notify('app.sites.bound', { type: 'success' });
  };
  const unbind = async () => {
    setStep('idle');
    try {
      await api.unbind(site.id);
      notify('app.sites.unbound', { type: 'success' });
    } catch (error) {
      noticeFailure(error);
    }
    refresh();
  };

  return (
    <>
      <Button
        size="small"
        startIcon={site.bound ? <LinkOffIcon /> : <LinkIcon />}
        onClick={() => setStep(site.bound ? 'unbinding' : 'binding')}
      >
        {translate(site.bound ? 'app.sites.unbind' : 'app.sites.bind')}
      </Button>
      {step === 'binding' && <BindDialog siteName={name} onBind={bind} onCancel={() => setStep('idle')} />}
      {typeof step === 'object' && (
        <CredentialDialog
          siteName={name}
          credential={step.credential}
          onDone={() => {
            setStep('idle');
            refresh();
          }}
        />
      )}
      <MessageBox
        open={step === 'unbinding'}
        title={translate('app.sites.unbind_title', { name })}
        text={translate('app.sites.unbind_text', { name, mac: site.mac ?? '' })}
        confirmLabel={translate('app.sites.unbind')}
        onConfirm={() => void unbind()}
        cancelLabel={translate('app.sites.cancel')}
        onCancel={() => setStep('idle')}
      />
    </>
  );
}
