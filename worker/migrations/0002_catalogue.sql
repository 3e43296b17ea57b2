-- The catalogue: cities, categories, activities with their options, prices, availability, reviews, and the blog.
-- Money is integer minor units of AED (fils). Lists shown on pages are JSON arrays of {"en","ar"} objects.

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  country_code TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_ar TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  image_key TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name_en TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_ar TEXT NOT NULL,
  icon TEXT NOT NULL,
  image_key TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE cancellation_policies (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  non_refundable INTEGER NOT NULL DEFAULT 0 CHECK (non_refundable IN (0, 1))
);

-- A penalty applies when the traveller cancels less than (days, hours, minutes) before the start.
CREATE TABLE cancellation_tiers (
  policy_id INTEGER NOT NULL REFERENCES cancellation_policies (id),
  days INTEGER NOT NULL DEFAULT 0,
  hours INTEGER NOT NULL DEFAULT 0,
  minutes INTEGER NOT NULL DEFAULT 0,
  penalty_percent INTEGER NOT NULL CHECK (penalty_percent BETWEEN 0 AND 100),
  PRIMARY KEY (policy_id, days, hours, minutes)
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  category_id INTEGER NOT NULL REFERENCES categories (id),
  title_en TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  summary_ar TEXT NOT NULL,
  overview_en TEXT NOT NULL,
  overview_ar TEXT NOT NULL,
  highlights TEXT NOT NULL DEFAULT '[]',
  includes TEXT NOT NULL DEFAULT '[]',
  excludes TEXT NOT NULL DEFAULT '[]',
  know_before TEXT NOT NULL DEFAULT '[]',
  what_to_bring TEXT NOT NULL DEFAULT '[]',
  address_en TEXT NOT NULL,
  address_ar TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  languages TEXT NOT NULL DEFAULT '[]',
  duration_minutes INTEGER NOT NULL,
  min_age INTEGER NOT NULL DEFAULT 0,
  labels TEXT NOT NULL DEFAULT '[]',
  occasions TEXT NOT NULL DEFAULT '[]',
  best_for TEXT NOT NULL DEFAULT '[]',
  time_of_day TEXT NOT NULL DEFAULT '[]',
  confirmation TEXT NOT NULL CHECK (confirmation IN ('instant', 'on_request')),
  cancellation_policy_id INTEGER NOT NULL REFERENCES cancellation_policies (id),
  free_cancellation INTEGER NOT NULL DEFAULT 0 CHECK (free_cancellation IN (0, 1)),
  bookable INTEGER NOT NULL DEFAULT 1 CHECK (bookable IN (0, 1)),
  -- kept in step by the seed and by review writes: listing pages sort and show these without aggregating
  from_price INTEGER NOT NULL,
  rating_avg REAL NOT NULL DEFAULT 0,
  review_count INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX activities_city_popularity ON activities (city_id, popularity DESC);
CREATE INDEX activities_category_popularity ON activities (category_id, popularity DESC);
CREATE INDEX activities_popularity ON activities (popularity DESC);

CREATE TABLE activity_images (
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  position INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  PRIMARY KEY (activity_id, position)
);

CREATE TABLE itinerary_steps (
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  position INTEGER NOT NULL,
  title_en TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_ar TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL,
  PRIMARY KEY (activity_id, position)
);

CREATE TABLE options (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  position INTEGER NOT NULL,
  title_en TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_ar TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL,
  min_age INTEGER NOT NULL DEFAULT 0,
  capacity_per_item INTEGER NOT NULL CHECK (capacity_per_item > 0),
  pickup_included INTEGER NOT NULL DEFAULT 0,
  dropoff_included INTEGER NOT NULL DEFAULT 0,
  pricing_unit TEXT NOT NULL CHECK (pricing_unit IN ('per_person', 'per_item', 'daily', 'nightly')),
  expires_on TEXT -- NULL: never expires
);
CREATE INDEX options_activity ON options (activity_id, position);

-- Who may travel on an option and what each pays, as a percentage of the slot's price.
CREATE TABLE option_participants (
  option_id INTEGER NOT NULL REFERENCES options (id),
  category TEXT NOT NULL CHECK (category IN ('adult', 'child', 'infant')),
  min_age INTEGER NOT NULL,
  max_age INTEGER,
  price_percent INTEGER NOT NULL CHECK (price_percent BETWEEN 0 AND 100),
  PRIMARY KEY (option_id, category)
);

CREATE TABLE option_extras (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES options (id),
  title_en TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  unit TEXT NOT NULL CHECK (unit IN ('per_person', 'per_item'))
);
CREATE INDEX option_extras_option ON option_extras (option_id);

-- One departure: stock is capacity - sold - held, changed only by conditional updates.
CREATE TABLE availability (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES options (id),
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  date TEXT NOT NULL,
  start_time TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  sold INTEGER NOT NULL DEFAULT 0 CHECK (sold >= 0),
  held INTEGER NOT NULL DEFAULT 0 CHECK (held >= 0),
  price INTEGER NOT NULL CHECK (price >= 0),
  CHECK (sold + held <= capacity),
  UNIQUE (option_id, date, start_time)
);
CREATE INDEX availability_activity_date ON availability (activity_id, date);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  author_name TEXT NOT NULL,
  author_country TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_activity_created ON reviews (activity_id, created_at DESC);

CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  city_id INTEGER REFERENCES cities (id),
  category_id INTEGER REFERENCES categories (id),
  title_en TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  excerpt_en TEXT NOT NULL,
  excerpt_ar TEXT NOT NULL,
  body_en TEXT NOT NULL, -- JSON array of paragraphs
  body_ar TEXT NOT NULL,
  author_en TEXT NOT NULL,
  author_ar TEXT NOT NULL,
  image_key TEXT NOT NULL,
  published_at TEXT NOT NULL
);
CREATE INDEX blog_posts_published ON blog_posts (published_at DESC);
