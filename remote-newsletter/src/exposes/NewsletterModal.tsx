/** Exposed as `newsletter/NewsletterModal` (props: NewsletterModalProps in shared-config). */
export { NewsletterModal as default } from '../form/NewsletterModal';
