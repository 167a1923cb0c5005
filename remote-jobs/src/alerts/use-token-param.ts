import { useSearchParams } from '@chainwork/shared-config/router';
import { ALERT_TOKEN_PARAM } from '@chainwork/shared-config';

/** The token of a mail's link (`?token=`), or '' when the link lost it. */
export function useTokenParam(): string {
  const [params] = useSearchParams();
  return params.get(ALERT_TOKEN_PARAM) ?? '';
}
