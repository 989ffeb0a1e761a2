export interface UserOptionValue {
  name: string;
  value: string;
}

export interface ProductOption {
  name: string;
  values: string[];
}

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

/** The choices a product asks for when added to the cart: clothing comes in sizes. */
export function optionsOf(artwork: string, kind: string): ProductOption[] {
  return kind === 'Merchandise' && (artwork === 'jersey' || artwork === 'hoodie')
    ? [{ name: 'size', values: SIZES }]
    : [];
}
