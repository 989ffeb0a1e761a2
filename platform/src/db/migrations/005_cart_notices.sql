-- What a claim of an anonymous cart could not merge into the signed-in cart (e.g. over the per-order
-- limit): kept on the cart until the person has seen it, so nothing a shopper put in a cart is lost
-- silently.
CREATE TABLE cart_notices (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  error_code text NOT NULL,
  product_id integer NOT NULL REFERENCES products (id),
  options jsonb NOT NULL DEFAULT '[]',
  requested integer NOT NULL CHECK (requested > 0),
  merged integer NOT NULL CHECK (merged >= 0),
  item_limit integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
