import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.js';

/** Stores the provider's sessions, grants, codes and tokens in the `oidc_payloads` table. */
export function dbAdapterFactory(db: Db, clock: () => Date) {
  return (model: string): Adapter => new DbAdapter(db, model, clock);
}

class DbAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly clock: () => Date,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expires = expiresIn ? new Date(this.clock().getTime() + expiresIn * 1000) : null;
    const row = {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expires,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values(row)
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
  }

  private async findBy(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'expires_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at && row.expires_at.getTime() <= this.clock().getTime()) return undefined;
    return row.payload as AdapterPayload;
  }

  find(id: string) {
    return this.findBy('id', id);
  }
  findByUid(uid: string) {
    return this.findBy('uid', uid);
  }
  findByUserCode(userCode: string) {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    const found = await this.find(id);
    if (!found) return;
    const payload = { ...found, consumed: Math.floor(this.clock().getTime() / 1000) };
    await this.db
      .updateTable('oidc_payloads')
      .set({ payload: JSON.stringify(payload) })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }
}
