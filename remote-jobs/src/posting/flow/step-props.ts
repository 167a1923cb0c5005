import type { PostingView } from '../../api/outputs';

/** What every editing step gets from the flow. */
export interface StepProps {
  posting: PostingView | null;
  /** The step was saved: the flow moves on with the posting as the api now has it. */
  onSaved: (posting: PostingView) => void;
  onBack?: () => void;
  /** The step's fields differ from what was last saved (the flow guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
  focusOnOpen: boolean;
}
