-- Core schema: accounts, advisers, sessions and the short-lived security state (captchas, SMS outbox,
-- counters, login failures), plus dev-only state (faults, clock offset). Everything the server remembers
-- lives here, not in process memory, so several instances can share one PostgreSQL.
-- Times are always written from the server Clock (parameters), never from SQL now(): the dev clock can shift them.

CREATE TABLE app_meta (
  key text PRIMARY KEY,          -- 'seeded_at', 'clock_offset_ms'
  value text NOT NULL
);

-- Wealth advisers (customer managers). manage_code is the spec's broker_account / manageCode.
CREATE TABLE advisers (
  id serial PRIMARY KEY,
  manage_code text NOT NULL UNIQUE,
  name text NOT NULL,
  head_image text NOT NULL DEFAULT '',        -- data URL (img-src allows data:)
  work_years integer NOT NULL DEFAULT 0,
  telephone text NOT NULL DEFAULT '',
  we_chat_no text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT ''
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  -- What queryShareInfo hands out as customerBId and userRegister takes back to record the inviter.
  customer_bid text GENERATED ALWAYS AS ('CB' || lpad(id::text, 8, '0')) STORED UNIQUE,
  phone text NOT NULL UNIQUE,
  id_number text UNIQUE,                      -- certificate number; login accepts it as userName
  certificate_type text NOT NULL DEFAULT '',  -- '0' identity card; other values other certificates
  password_hash text,                         -- hex scrypt(sha256hex(password), salt); null = no app password
  password_salt text,
  real_name text NOT NULL DEFAULT '',
  is_certified smallint NOT NULL DEFAULT 0 CHECK (is_certified IN (0, 2)),
  certified_at timestamptz,
  type smallint NOT NULL DEFAULT 0,           -- 1 = account opened offline (counter); 0 = registered in the app
  pwd_change_type smallint NOT NULL DEFAULT 1 CHECK (pwd_change_type IN (0, 1)), -- 0 = must change at first login
  -- '' normal; 'website' legacy website user (password login refused, SMS login allowed);
  -- 'pc' legacy PC user who must register again in the app (counts as not registered).
  legacy text NOT NULL DEFAULT '' CHECK (legacy IN ('', 'website', 'pc')),
  nick_name text NOT NULL DEFAULT '',
  profile_photo text NOT NULL DEFAULT '',     -- base64 without the data: prefix
  birth_date date,                            -- age = date_part('year', age(<clock date>, birth_date))
  -- Contact fields (spec 1 §3, ContactForm)
  sex text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  province_code text NOT NULL DEFAULT '',
  province_name text NOT NULL DEFAULT '',
  city_code text NOT NULL DEFAULT '',
  city_name text NOT NULL DEFAULT '',
  zone_code text NOT NULL DEFAULT '',
  zone_name text NOT NULL DEFAULT '',
  contact_address text NOT NULL DEFAULT '',
  fax_address text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  nation text NOT NULL DEFAULT '',
  nation_code text NOT NULL DEFAULT '',
  job_occupation text NOT NULL DEFAULT '',
  job_occupation_code text NOT NULL DEFAULT '',
  job_description text NOT NULL DEFAULT '',
  adviser_id integer REFERENCES advisers(id),
  inviter_id integer REFERENCES users(id),
  promotion_link_id text NOT NULL DEFAULT '',
  register_source text NOT NULL DEFAULT '4' CHECK (register_source IN ('1', '4', '5')),
  equipment_no text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX users_inviter_idx ON users (inviter_id);
CREATE INDEX users_id_number_upper_idx ON users (upper(id_number));

-- Only a hash of the token is kept, so a leaked table does not leak usable tokens.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('full', 'passwordChange')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,            -- sliding idle expiry
  max_expires_at timestamptz NOT NULL         -- absolute cap
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One live image captcha per (phone, type, device): a new one replaces the old.
CREATE TABLE captchas (
  phone text NOT NULL,
  image_code_type smallint NOT NULL,
  equipment_no text NOT NULL DEFAULT '',
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (phone, image_code_type, equipment_no)
);

-- The SMS outbox: codes are written here instead of being sent. code is null when nothing was sent
-- (unknown number on login / forgot-password sends) so the 60 s rule still applies alike.
CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL,                      -- register | login | forgetPwd | risk
  code text,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, purpose, id DESC);

-- Fixed-window counters for rate limits (e.g. SMS per phone per day).
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

-- Failed logins per principal ('pwd:user:<id>', 'pwd:name:<userName>', 'sms:<phone>').
CREATE TABLE login_failures (
  principal text PRIMARY KEY,
  failures integer NOT NULL,
  window_start timestamptz NOT NULL,
  locked_until timestamptz
);

-- CRS proof images (POST /ums/uploadCrs).
CREATE TABLE crs_images (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  mime text NOT NULL,
  size_bytes integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX crs_images_user_idx ON crs_images (user_id);

-- Dev-only fault injection, applied by the dispatcher before the handler.
CREATE TABLE faults (
  id serial PRIMARY KEY,
  call_key text NOT NULL,
  latency_ms integer NOT NULL DEFAULT 0,
  http_status integer,
  malformed boolean NOT NULL DEFAULT false,
  business_code text,
  msg text,
  remaining integer,                          -- null = until cleared
  created_at timestamptz NOT NULL
);
CREATE INDEX faults_call_key_idx ON faults (call_key);
