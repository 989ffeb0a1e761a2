import type { UseFormReturn } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CodeForms_partners$key } from '../../../__generated__/CodeForms_partners.graphql';
import { z } from '../../../forms/zod.ts';
import { useT } from '../../../app/language.ts';
import { FieldError } from '../../../forms/FieldError.tsx';
import { whenIdle } from '../../../forms/whenIdle.ts';

export const voucherSchema = z.object({ code: z.string().trim().min(1) });
export type VoucherValues = z.infer<typeof voucherSchema>;

export const discountCodeSchema = z.object({
  partnerId: z.string().min(1),
  code: z.string().trim().min(1),
});
export type DiscountCodeValues = z.infer<typeof discountCodeSchema>;

/** Redeeming a voucher: one code. The cart's typed errors land on the field. */
export function VoucherForm({
  form,
  onSubmit,
  busy,
}: {
  form: UseFormReturn<VoucherValues>;
  onSubmit: (values: VoucherValues) => void;
  busy: boolean;
}) {
  const t = useT();
  const error = form.formState.errors.code?.message;
  return (
    <form
      className="code-form"
      onSubmit={form.handleSubmit(whenIdle(busy, onSubmit))}
      noValidate
      aria-labelledby="voucher-title"
    >
      <h2 id="voucher-title">{t('cart.voucherTitle')}</h2>
      <div className="field">
        <label htmlFor="voucher-code">{t('cart.voucherCode')}</label>
        <input
          id="voucher-code"
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'voucher-error' : undefined}
          {...form.register('code')}
        />
        <FieldError id="voucher-error" message={error} />
      </div>
      <button type="submit" aria-disabled={busy}>
        {t('cart.redeem')}
      </button>
    </form>
  );
}

/** Adding a partner's discount code: the partner and the code. */
export function DiscountCodeForm({
  form,
  onSubmit,
  busy,
  partners,
}: {
  form: UseFormReturn<DiscountCodeValues>;
  onSubmit: (values: DiscountCodeValues) => void;
  busy: boolean;
  partners: CodeForms_partners$key;
}) {
  const partnerList = useFragment(
    graphql`
      fragment CodeForms_partners on Partner @relay(plural: true) {
        id
        displayName
      }
    `,
    partners,
  );
  const t = useT();
  const { errors } = form.formState;
  return (
    <form
      className="code-form"
      onSubmit={form.handleSubmit(whenIdle(busy, onSubmit))}
      noValidate
      aria-labelledby="discount-title"
    >
      <h2 id="discount-title">{t('cart.discountTitle')}</h2>
      <div className="field">
        <label htmlFor="discount-partner">{t('cart.partner')}</label>
        <select
          id="discount-partner"
          aria-invalid={Boolean(errors.partnerId)}
          aria-describedby={errors.partnerId ? 'partner-error' : undefined}
          {...form.register('partnerId')}
        >
          <option value="">{t('cart.choosePartner')}</option>
          {partnerList.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.displayName}
            </option>
          ))}
        </select>
        <FieldError id="partner-error" message={errors.partnerId?.message} />
      </div>
      <div className="field">
        <label htmlFor="discount-code">{t('cart.discountCode')}</label>
        <input
          id="discount-code"
          autoComplete="off"
          aria-invalid={Boolean(errors.code)}
          aria-describedby={errors.code ? 'discount-error' : undefined}
          {...form.register('code')}
        />
        <FieldError id="discount-error" message={errors.code?.message} />
      </div>
      <button type="submit" aria-disabled={busy}>
        {t('cart.apply')}
      </button>
    </form>
  );
}
