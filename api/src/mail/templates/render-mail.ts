import type { ReactElement } from 'react';
import { render } from '@react-email/render';

export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * A template as the two parts every mail carries: the HTML and a plain-text version
 * derived from the same element (links are kept as "text [url]"), so they never drift.
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
