-- Carts: one per owner (an account, an organisation or an anonymous shopper) and delivery country.
ALTER TABLE products ADD COLUMN kind text NOT NULL DEFAULT 'Merchandise' CHECK (kind IN ('Merchandise', 'Ticket'));
ALTER TABLE products ADD COLUMN reservation_minutes integer;

CREATE TABLE anonymous_users (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shipping_countries (
  code char(2) PRIMARY KEY,
  shipping_minor integer NOT NULL,
  free_from_minor integer
);

CREATE TABLE carts (
  id serial PRIMARY KEY,
  owner text NOT NULL, -- account:<subject>, organization:<id> or anonymous:<uuid>
  country_code char(2) NOT NULL REFERENCES shipping_countries (code),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner, country_code)
);

CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  options jsonb NOT NULL DEFAULT '[]',
  options_key text NOT NULL DEFAULT '',
  shipping_code text NOT NULL DEFAULT 'Standard',
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, product_id, options_key)
);

CREATE TABLE vouchers (
  code text PRIMARY KEY,
  value_minor integer NOT NULL CHECK (value_minor > 0),
  is_active boolean NOT NULL DEFAULT true,
  valid_from timestamptz,
  valid_to timestamptz,
  redeemed_cart_id integer REFERENCES carts (id) ON DELETE SET NULL
);

CREATE TABLE cart_vouchers (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  voucher_code text NOT NULL UNIQUE REFERENCES vouchers (code)
);

CREATE TABLE partners (
  id integer PRIMARY KEY,
  display_name text NOT NULL,
  name text NOT NULL,
  legal_text text NOT NULL,
  image_url text
);

CREATE TABLE promotion_codes (
  code text PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners (id),
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 100),
  is_active boolean NOT NULL DEFAULT true,
  valid_from timestamptz,
  valid_to timestamptz,
  exclusive boolean NOT NULL DEFAULT false,
  min_order_minor integer NOT NULL DEFAULT 0,
  max_uses integer,
  uses integer NOT NULL DEFAULT 0
);

CREATE TABLE cart_promotion_codes (
  id serial PRIMARY KEY,
  cart_id integer NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES promotion_codes (code),
  UNIQUE (cart_id, code)
);
