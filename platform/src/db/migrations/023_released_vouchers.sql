-- A voucher left in a guest cart that nobody has touched for a day is released when another cart redeems
-- it (platform/src/cart/codes.ts); the guest cart keeps a note of it, so nothing leaves a cart silently.
CREATE TABLE cart_released_vouchers (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  voucher_code text NOT NULL,
  released_at timestamptz NOT NULL
);
CREATE INDEX cart_released_vouchers_cart ON cart_released_vouchers (cart_id);
