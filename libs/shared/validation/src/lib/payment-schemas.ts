import { mixed, object, type ObjectSchema } from 'yup';
import { type JobPaymentBody, SERVICE_TYPE, type ServiceType } from '@platform/contract';
import { msg, VALIDATION_MESSAGES as V } from './messages';
import { mobile, REQUIRED, walletPin } from './rules';

/*
 * The payment of a job (ADR 0062). The body names only what the recruiter chooses: the service type (the amount is
 * the gateway's, from its price table) and the language of the checkout page.
 */

const SERVICE_TYPES = Object.values(SERVICE_TYPE) as ServiceType[];

export const jobPaymentSchema = object({
  service_type: mixed<ServiceType>((value): value is ServiceType =>
    SERVICE_TYPES.includes(value as ServiceType),
  )
    .optional()
    .typeError(msg(V.statusRequired))
    .oneOf([...SERVICE_TYPES, undefined], msg(V.statusRequired)),
  locale: mixed<'en-US' | 'bn-BD'>(
    (value): value is 'en-US' | 'bn-BD' => value === 'en-US' || value === 'bn-BD',
  )
    .optional()
    .typeError(msg(V.statusRequired)),
}) as ObjectSchema<JobPaymentBody>;

export interface WalletCheckoutBody {
  wallet_number: string;
  pin: string;
}

/** The sandbox wallet's checkout form: an 11-digit mobile wallet number and the 4-digit wallet PIN (spec §5, §9). */
export const walletCheckoutSchema = object({
  wallet_number: mobile().required(REQUIRED),
  pin: walletPin().required(REQUIRED),
}) as ObjectSchema<WalletCheckoutBody>;
