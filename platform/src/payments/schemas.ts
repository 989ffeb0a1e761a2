import { Type, type Static } from 'typebox';
import type { CardDetails, Payment, PaymentEvent, PaymentToken, SepaMandate, Setup, SetupEvent } from './provider.ts';

/**
 * The provider's answers as TypeBox schemas: the sandbox serialises with them (so nothing it keeps for
 * itself, such as a payment's webhook URL, can leak into an answer) and the HTTP client checks what
 * comes back against them (a provider that answers something else is a failure, not a silent undefined).
 * The assertions at the end keep them and the interfaces of ./provider.ts in step.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const CardDetailsSchema = Type.Object({
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Integer(),
  expYear: Type.Integer(),
});

export const PaymentMethodSchema = Type.Union([
  Type.Literal('paypal'),
  Type.Literal('card'),
  Type.Literal('token'),
  Type.Literal('sepa'),
]);

export const PaymentStatusSchema = Type.Union([
  Type.Literal('requires_action'),
  Type.Literal('pending'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);

export const PaymentSchema = Type.Object({
  id: Type.String(),
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amountMinor: Type.Integer(),
  currency: Type.String(),
  reference: Type.String(),
  failureReason: NullableString,
  paymentTokenId: NullableString,
  card: Type.Union([CardDetailsSchema, Type.Null()]),
  approvalUrl: NullableString,
  scriptUrl: NullableString,
});

/** A credit to a customer: a resold ticket's payout to a stored card or PayPal account, or back to a payment. */
export const PayoutSchema = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  reference: Type.String(),
  paymentTokenId: NullableString,
  paymentId: NullableString,
  failureReason: NullableString,
});

export const SepaMandateSchema = Type.Object({
  paymentTokenId: Type.String(),
  accountHolder: Type.String(),
  last4: Type.String(),
});

export const PaymentTokenSchema = Type.Object({
  id: Type.String(),
  customerId: Type.String(),
  type: Type.Union([Type.Literal('card'), Type.Literal('sepa'), Type.Literal('paypal')]),
  card: Type.Union([CardDetailsSchema, Type.Null()]),
  accountHolder: NullableString,
  last4: Type.String(),
  email: NullableString,
});

export const SetupMethodSchema = Type.Union([Type.Literal('card'), Type.Literal('paypal'), Type.Literal('sepa')]);

export const SetupSchema = Type.Object({
  id: Type.String(),
  method: SetupMethodSchema,
  status: Type.Union([
    Type.Literal('requires_action'),
    Type.Literal('succeeded'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ]),
  customerId: Type.String(),
  reference: Type.String(),
  redirectUrl: Type.String(),
  failureReason: NullableString,
  paymentToken: Type.Union([PaymentTokenSchema, Type.Null()]),
});

export const SetupEventSchema = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('setup.succeeded'), Type.Literal('setup.failed'), Type.Literal('setup.cancelled')]),
  created: Type.Integer(),
  data: Type.Object({ setup: SetupSchema }),
});

export const PaymentEventSchema = Type.Object({
  id: Type.String(),
  type: Type.Union([
    Type.Literal('payment.succeeded'),
    Type.Literal('payment.failed'),
    Type.Literal('payment.cancelled'),
  ]),
  created: Type.Integer(),
  data: Type.Object({ payment: PaymentSchema }),
});

/** How the provider refuses a request: a stable code for programs, a message for people reading logs. */
export const ProviderErrorSchema = Type.Object({ code: Type.String(), message: Type.String() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<Static<typeof CardDetailsSchema>, CardDetails>,
  Same<Static<typeof PaymentSchema>, Payment>,
  Same<Static<typeof SepaMandateSchema>, SepaMandate>,
  Same<Static<typeof PaymentTokenSchema>, PaymentToken>,
  Same<Static<typeof PaymentEventSchema>, PaymentEvent>,
  Same<Static<typeof SetupSchema>, Setup>,
  Same<Static<typeof SetupEventSchema>, SetupEvent>,
] = [true, true, true, true, true, true, true];
void inStep;
