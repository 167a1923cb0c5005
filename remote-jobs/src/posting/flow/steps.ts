import type { PostingView } from '../../api/outputs';

export const FLOW_STEPS = [
  { id: 'company', label: 'Company' },
  { id: 'job', label: 'Job' },
  { id: 'plan', label: 'Plan' },
  { id: 'review', label: 'Review' },
  { id: 'pay', label: 'Pay' },
] as const;
export type FlowStepId = (typeof FLOW_STEPS)[number]['id'];

export function isFlowStep(value: string | null): value is FlowStepId {
  return FLOW_STEPS.some((step) => step.id === value);
}

/** The furthest step a posting allows: the first one not saved yet, or Pay once all are. */
export function reachedStep(posting: PostingView | null): FlowStepId {
  if (!posting?.data.company) return 'company';
  if (!posting.data.job) return 'job';
  if (!posting.data.plan) return 'plan';
  return 'pay';
}

const order = (id: FlowStepId) => FLOW_STEPS.findIndex((step) => step.id === id);

/** The step to show: the one asked for in the URL if the posting allows it, else the furthest one (Review rather than Pay on return). */
export function stepToShow(asked: FlowStepId | null, posting: PostingView | null): FlowStepId {
  const reached = reachedStep(posting);
  if (asked && order(asked) <= order(reached)) return asked;
  return reached === 'pay' ? 'review' : reached;
}

export function nextStep(id: FlowStepId): FlowStepId {
  return FLOW_STEPS[Math.min(order(id) + 1, FLOW_STEPS.length - 1)]!.id;
}

export function previousStep(id: FlowStepId): FlowStepId {
  return FLOW_STEPS[Math.max(order(id) - 1, 0)]!.id;
}
