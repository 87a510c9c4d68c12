import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { LegalDocumentView } from './LegalDocumentView';
import type { LegalDocument } from './legalDocument';

type DocumentModule = () => Promise<{ default: LegalDocument }>;

/**
 * The legal documents, each loaded when its page opens: the texts are long and
 * nobody signing in needs them.
 */
export const LEGAL_DOCUMENTS = {
  appPrivacyZh: () => import('./appPrivacyZh'),
  appPrivacyEn: () => import('./appPrivacyEn'),
  appLicenseServiceZh: () => import('./appLicenseServiceZh'),
  appLicenseServiceEn: () => import('./appLicenseServiceEn'),
  webPrivacyZh: () => import('./webPrivacyZh'),
  webServiceTermsZh: () => import('./webServiceTermsZh'),
} satisfies Record<string, DocumentModule>;

export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;

const views = new Map<LegalDocumentName, LazyExoticComponent<ComponentType>>();

function viewOf(name: LegalDocumentName): LazyExoticComponent<ComponentType> {
  let view = views.get(name);
  if (!view) {
    view = lazy(async () => {
      const { default: legal } = await LEGAL_DOCUMENTS[name]();
      return { default: () => <LegalDocumentView document={legal} /> };
    });
    views.set(name, view);
  }
  return view;
}

/** A public page showing one legal document. */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const View = viewOf(name);
  return (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
}
