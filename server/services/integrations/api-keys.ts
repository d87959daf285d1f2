/**
 * API keys (issue 20, docs/integrations.md): a business's systems call the same API with
 * `Authorization: Bearer flt_live_…` and act as the business, within the key's scope. Each call
 * reads the key's row (no cache): a revoked or expired key answers 401 on every server at once.
 */
import { z } from 'zod';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { User } from '../../../contract/auth';
import {
  API_KEY_PREFIX,
  apiKeyScope,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '../../../contract/integrations';
import { iso, type Db, type Queryable } from '../../db/db';
import { ApiError, invalidField, unauthorized } from '../../errors';
import { keepReach, staffBusinessesSql } from '../../scope/businesses';
import { toUser, USER_COLUMNS, userRow } from '../accounts/users';
import { audit, insertAudited } from '../platform/audit';
import { businessRecords, targetBusinessForWrite } from './target';
import { API_KEY } from './api-key-record';
import { queryOne } from '../../db/query';

/** `flt_live_` and 8 characters: the part of a key that is shown and looked up. */
export const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

export const hashSecret = (token: string) => createHash('sha256').update(token).digest('hex');

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomChars = (n: number) =>
  [...randomBytes(n)].map((b) => ALPHABET[b % ALPHABET.length]).join('');

/** A new key: its prefix (looked up) and the whole secret (shown once). */
export function newKey(): { prefix: string; token: string } {
  const prefix = `${API_KEY_PREFIX}${randomChars(8)}`;
  return { prefix, token: `${prefix}_${randomBytes(32).toString('base64url')}` };
}

/** What a key's call carries besides its user: which key, for the audit and the limit. */
export interface ApiKeyInfo {
  id: string;
  prefix: string;
  scope: ApiKeyScope;
}

const keyRow = userRow.extend({
  key_id: z.string(),
  key_prefix: z.string(),
  key_scope: apiKeyScope,
  secret_hash: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  acting_business_id: z.string(),
  acting_kind: z.string(),
  acting_live: z.boolean(),
  reach_business_ids: z.array(z.string()).nullable(),
});

/**
 * The key, its creator (whose account its writes are recorded under) and the business it acts
 * as: its own, or the B2B client it is restricted to (while that client stays a live client).
 */
const KEY_SQL = `select k.id as key_id, k.prefix as key_prefix, k.scope as key_scope, k.secret_hash,
    k.expires_at, k.revoked_at, k.last_used_at,
    a.id as acting_business_id, a.kind as acting_kind,
    (a.deleted_at is null and (k.b2b_client_id is null or a.parent_business_id = k.business_id))
      as acting_live,
    array(select s.id::text from ${staffBusinessesSql('a.id')} s) as reach_business_ids,
    u.${USER_COLUMNS.replace(/,\s*/g, ', u.')}
  from api_keys k
  join businesses a on a.id = coalesce(k.b2b_client_id, k.business_id)
  join users u on u.id = k.created_by
  where k.prefix = $1`;

export interface KeyCaller {
  user: User;
  apiKey: ApiKeyInfo;
}

export class ApiKeys {
  constructor(
    readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The caller a key token acts as; 401 for an unknown, wrong, revoked or expired key. */
  async authenticate(token: string): Promise<KeyCaller> {
    if (!isApiKeyToken(token) || token.length < PREFIX_LENGTH + 10) throw unauthorized();
    const row = await queryOne(this.db, keyRow, KEY_SQL, [token.slice(0, PREFIX_LENGTH)], {
      name: 'flotte_api_key',
    });
    const given = Buffer.from(hashSecret(token), 'hex');
    if (!row || !timingSafeEqual(given, Buffer.from(row.secret_hash, 'hex'))) {
      throw unauthorized();
    }
    if (row.revoked_at !== null) throw new ApiError(401, 'api_key_revoked');
    const now = this.now();
    if (row.expires_at !== null && Date.parse(iso(row.expires_at)) <= now) {
      throw new ApiError(401, 'api_key_expired');
    }
    if (!row.acting_live) throw unauthorized();
    // One write a minute at most, like a session's last_seen_at.
    if (row.last_used_at === null || now - Date.parse(iso(row.last_used_at)) > 60_000) {
      await this.db.query('update api_keys set last_used_at = $2 where id = $1', [
        row.key_id,
        new Date(now).toISOString(),
      ]);
    }
    const creator = toUser(row);
    const user: User = {
      ...creator,
      role: row.acting_kind === 'b2b' ? 'b2b' : 'business',
      business_id: row.acting_business_id,
    };
    keepReach(user, row.reach_business_ids);
    return { user, apiKey: { id: row.key_id, prefix: row.key_prefix, scope: row.key_scope } };
  }
}

const KEYS = businessRecords(API_KEY, {
  id: 'k.id',
  business: 'k.business_id',
  orderBy: 'k.created_at desc, k.id desc',
});

/** A business's keys, newest first (revoked ones too: the list says when). */
export const listApiKeys = KEYS.list;

/** Key `id` of a business `user` manages, else 404; `lock`: a locking clause. */
const findKey = KEYS.find;

export const getApiKey = async (db: Queryable, user: User, id: string) =>
  await findKey(db, user, id);

/** Creates a key; the answer carries its secret, this once. */
export async function createApiKey(
  db: Db,
  user: User,
  input: ApiKeyCreate,
  now: number = Date.now(),
): Promise<ApiKeyCreated> {
  if (input.expires_at && Date.parse(input.expires_at) <= now) {
    throw invalidField('expires_at', 'flotte.validation.future');
  }
  return db.transaction(async (tx) => {
    const businessId = await targetBusinessForWrite(tx, user, input.business_id);
    if (input.b2b_client_id) {
      const client = await tx.query(
        `select 1 from businesses c join businesses p on p.id = c.parent_business_id
         where c.id = $1 and c.parent_business_id = $2 and c.kind = 'b2b'
           and c.deleted_at is null and p.kind = 'whitelabel'`,
        [input.b2b_client_id, businessId],
      );
      if (!client[0]) throw invalidField('b2b_client_id', 'flotte.validation.invalid');
    }
    const { prefix, token } = newKey();
    const id = await insertAudited(
      tx,
      `insert into api_keys (business_id, b2b_client_id, name, prefix, secret_hash, scope,
         expires_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        businessId,
        input.b2b_client_id ?? null,
        input.name,
        prefix,
        hashSecret(token),
        input.scope,
        input.expires_at ?? null,
        user.id,
      ],
      {
        actorUserId: user.id,
        action: 'create',
        entity: 'api_key',
        changes: { name: input.name, prefix, scope: input.scope, business_id: businessId },
      },
    );
    return { ...(await findKey(tx, user, id)), secret: token };
  });
}

/** Revokes a key now: its next call answers 401, on every server. */
export async function revokeApiKey(db: Db, user: User, id: string): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const key = await findKey(tx, user, id, 'for update of k');
    if (key.revoked_at === null) {
      await tx.query('update api_keys set revoked_at = now(), revoked_by = $2 where id = $1', [
        id,
        user.id,
      ]);
      await audit(tx, {
        actorUserId: user.id,
        action: 'revoke',
        entity: 'api_key',
        entityId: id,
        changes: { prefix: key.prefix },
      });
    }
    return await findKey(tx, user, id);
  });
}
