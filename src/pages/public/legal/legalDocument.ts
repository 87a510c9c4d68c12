import type { Locale } from '../../../../contract/resource';

/** One part of a legal document: a heading, paragraphs, and a list where the text enumerates. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the list. */
  closing?: readonly string[];
}

/**
 * A legal text of the service, written in one language only: the page that shows it
 * speaks that language whatever the console's.
 */
export interface LegalDocument {
  locale: Locale;
  /** The service's name in the document's language, for the page title. */
  service: string;
  title: string;
  /** "Effective date: …" as the document words it. */
  effective: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
