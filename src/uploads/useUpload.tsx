import { type ReactNode, useCallback, useState } from 'react';
import { useAuthProvider, useLocaleState, useTranslate } from 'react-admin';
import { Code } from '../../contract/errors';
import type { UploadedFile, UploadKind } from '../../contract/uploads';
import { MessageBox } from '../feedback/MessageBox';
import { asLocale } from '../i18n/localeChoice';
import { isApiError } from '../providers/apiError';
import { createTokenStore } from '../providers/tokenStore';
import { postFiles } from './postFiles';
import { UploadProgressOverlay } from './UploadProgressOverlay';
import { percentText } from './uploadProgress';

interface Progress {
  name: string;
  loaded: number;
  total: number;
}

export interface Upload {
  /** Posts each file separately; undefined when one was refused or failed (the admin has been told). */
  upload(kind: UploadKind, files: readonly File[]): Promise<UploadedFile[] | undefined>;
  /** The overlay while sending and the alert after a failure: render it where the upload starts. */
  feedback: ReactNode;
}

/**
 * Uploads with the spec's feedback: the progress overlay while a file is sent (gone
 * on completion or failure), an alert with the refusal's text when the code is not
 * 200, and "Exception: …" when the call itself broke. A 401 goes to the sign-in
 * prompt like any other call's.
 */
export function useUpload(): Upload {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const authProvider = useAuthProvider();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = useCallback(
    async (kind: UploadKind, files: readonly File[]) => {
      // Shown from the first moment, before the browser reports any progress.
      setProgress({ name: files[0]?.name ?? '', loaded: 0, total: files[0]?.size ?? 0 });
      try {
        return await postFiles(kind, files, {
          token: createTokenStore().get(),
          locale: asLocale(locale) ?? 'en',
          onProgress: (index, loaded, total) => setProgress({ name: files[index]?.name ?? '', loaded, total }),
        });
      } catch (error) {
        if (isApiError(error) && error.code === Code.UNAUTHORIZED) await authProvider?.checkError(error);
        else setFailure(failureText(error, translate));
        return undefined;
      } finally {
        setProgress(null);
      }
    },
    [locale, authProvider, translate],
  );

  const feedback = (
    <>
      {progress && (
        <UploadProgressOverlay
          title={translate('app.uploads.progress', { name: progress.name })}
          percent={progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0}
          percentText={percentText(progress.loaded, progress.total)}
        />
      )}
      <MessageBox
        open={failure !== null}
        title={translate('app.uploads.failed_title')}
        text={failure ?? ''}
        confirmLabel={translate('app.uploads.ok')}
        onConfirm={() => setFailure(null)}
      />
    </>
  );
  return { upload, feedback };
}

/** A refusal shows its catalogue text; anything else is an exception (docs/domain.md#catalogue-of-codes). */
function failureText(error: unknown, translate: ReturnType<typeof useTranslate>): string {
  if (isApiError(error) && !error.isNetworkFailure) return error.text;
  const reason = error instanceof Error ? error.message : String(error);
  return translate('app.uploads.exception', { error: reason });
}
