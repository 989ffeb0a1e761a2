-- The fan shop: shops per tenant, product categories and products with German and English texts.
CREATE TABLE shops (
  id integer PRIMARY KEY,
  tenant_id integer NOT NULL,
  name text NOT NULL
);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops (id),
  slug text NOT NULL,
  name_de text NOT NULL,
  name_en text,
  position integer NOT NULL,
  UNIQUE (shop_id, slug)
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops (id),
  sku text NOT NULL UNIQUE,
  name_de text NOT NULL,
  name_en text,
  description_de text NOT NULL,
  description_en text,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency char(3) NOT NULL DEFAULT 'EUR',
  category_ids integer[] NOT NULL DEFAULT '{}',
  release_date timestamptz NOT NULL,
  appclusive_until timestamptz,
  is_hidden boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  max_quantity integer NOT NULL DEFAULT 10 CHECK (max_quantity > 0),
  min_age integer NOT NULL DEFAULT 0,
  artwork text NOT NULL DEFAULT 'generic'
);

CREATE INDEX products_shop_release ON products (shop_id, release_date DESC, id DESC);

-- The stores navigation per language, as the CMS publishes it: a tree of nodes.
CREATE TABLE navigation_nodes (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES navigation_nodes (id),
  language text NOT NULL CHECK (language IN ('de', 'en')),
  website text NOT NULL,
  full_slug text NOT NULL,
  title text NOT NULL,
  position integer NOT NULL,
  is_submenu_item boolean NOT NULL DEFAULT false,
  suppress_active_class boolean NOT NULL DEFAULT false,
  expand_children boolean NOT NULL DEFAULT false
);
