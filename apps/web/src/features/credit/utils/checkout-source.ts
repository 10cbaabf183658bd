import type { TCreateCheckoutRequest } from '@irreplaceable/contracts/payments/create-checkout';
import { PAYMENTS } from '@irreplaceable/contracts/constants';
import { isSameSitePath } from '@irreplaceable/contracts/payments/source-path';
import {
  TOP_UP_FEATURES,
  type TTopUpFeature,
  type TTopUpRecord,
} from '../../../shared/credits/top-up-records';

export const CREDIT_PAGE_PATH = '/me/credit';

export type TCheckoutSource = Omit<TCreateCheckoutRequest, 'pack'> & {
  /** The top-up record it came from, to be refreshed when the buyer goes to pay. */
  record: (TTopUpRecord & { featureName: TTopUpFeature }) | null;
};

const isKnownFeature = (
  record: TTopUpRecord,
): record is TTopUpRecord & { featureName: TTopUpFeature } =>
  (TOP_UP_FEATURES as readonly string[]).includes(record.featureName);

/**
 * Where a purchase on the credit page sends the buyer back to: the place they last ran out of
 * credit, if that was within the hour and is a path the server accepts, else the credit page.
 */
export function checkoutSource(
  records: readonly TTopUpRecord[],
  creditPageName: string,
  now: number = Date.now(),
): TCheckoutSource {
  const latest = records[0];
  if (
    latest &&
    isKnownFeature(latest) &&
    now - latest.timestamp <= PAYMENTS.returnToSourceMs &&
    isSameSitePath(latest.sourcePath) &&
    latest.sourceName.length <= PAYMENTS.sourceNameMaxLength
  ) {
    return {
      feature_name: latest.featureName,
      source_path: latest.sourcePath,
      source_name: latest.sourceName,
      record: latest,
    };
  }
  return {
    feature_name: 'credit',
    source_path: CREDIT_PAGE_PATH,
    source_name: creditPageName,
    record: null,
  };
}
