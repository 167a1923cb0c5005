/** Exposed as `newsletter/NewsletterInline` (props: NewsletterInlineProps in shared-config). */
export { NewsletterInline as default } from '../form/NewsletterInline';
