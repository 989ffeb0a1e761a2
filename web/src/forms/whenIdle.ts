/**
 * A form's submit handler that does nothing while the last submission is on its way. Forms mark their
 * button aria-disabled instead of disabled then: a disabled button loses focus (to <body>), and a
 * screen reader user would have to find their place again after every add to cart or code redemption.
 */
export function whenIdle<Values>(busy: boolean, onSubmit: (values: Values) => void) {
  return (values: Values) => {
    if (!busy) onSubmit(values);
  };
}
