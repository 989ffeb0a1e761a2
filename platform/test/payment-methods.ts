/**
 * Stores a payment method at the sandbox provider the way a person does in the account area: the platform
 * starts the setup, the provider's page is answered (PayPal approved, or a test card typed in), and the
 * platform learns of it. Answers the stored method's id (the payment token the services take).
 */
export async function storePaymentMethod(
  platformUrl: string,
  accessToken: string,
  method: { kind: 'paypal'; email: string } | { kind: 'creditcard'; number: string; holder: string },
  returnUrl = 'http://127.0.0.1:3000/konto/zahlungsarten',
): Promise<string> {
  const api = async (verb: string, path: string, body?: unknown) => {
    const response = await fetch(`${platformUrl}${path}`, {
      method: verb,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const stored = async (): Promise<Set<string>> => {
    const info = await api('GET', '/checkouts/paymentInfo');
    if (info.status !== 200) throw new Error(`GET /checkouts/paymentInfo answered ${info.status}`);
    const all = [...info.body.creditCard, ...info.body.payPal, ...info.body.sepa] as { id: string }[];
    return new Set(all.map((entry) => entry.id));
  };
  const before = await stored();
  const billingAddress = {
    firstName: 'Test',
    lastName: 'Person',
    street: 'Lindenstraße 5',
    postalCode: '12345',
    city: 'Südstadt',
    countryCode: 'DE',
  };
  const started = await api('POST', `/checkouts/paymentInfo/${method.kind}`, {
    redirectUrl: returnUrl,
    ...(method.kind === 'creditcard' ? { billingAddress } : {}),
  });
  if (started.status !== 201)
    throw new Error(`starting the setup answered ${started.status}: ${JSON.stringify(started.body)}`);
  const page = started.body.redirectUrl as string;
  const fields: Record<string, string> =
    method.kind === 'paypal'
      ? { email: method.email }
      : { number: method.number, expiry: '12/39', cvc: '123', holder: method.holder };
  const acted = await fetch(`${page}/${method.kind === 'paypal' ? 'paypal/approve' : 'card'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(page).origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  if (acted.status !== 303) throw new Error(`the provider's page answered ${acted.status}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await api('GET', `/checkouts/paymentInfo/${started.body.paymentId}/status`);
    if (status.status === 204) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const added = [...(await stored())].filter((id) => !before.has(id));
  if (added.length !== 1) throw new Error(`expected one new stored method, found ${added.length}`);
  return added[0]!;
}
