import type { AppKysely } from '../../db/database.js';
import type { Selectable } from 'kysely';
import { toDate, type UploadsTable } from '../../db/schema.js';
import type { UploadKind } from '@slidewise/shared/uploads/limits';

export interface UploadRecord {
  id: string;
  ownerId: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  storageKey: string;
  createdAt: Date;
}

export function uploadRepository(db: AppKysely) {
  const toRecord = (row: Selectable<UploadsTable>): UploadRecord => ({
    id: row.id,
    ownerId: row.owner_id,
    kind: row.kind as UploadKind,
    contentType: row.content_type,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    storageKey: row.storage_key,
    createdAt: toDate(row.created_at),
  });

  return {
    async insert(record: UploadRecord): Promise<void> {
      await db
        .executor()
        .insertInto('uploads')
        .values({
          id: record.id,
          owner_id: record.ownerId,
          kind: record.kind,
          content_type: record.contentType,
          size: record.size,
          width: record.width,
          height: record.height,
          storage_key: record.storageKey,
          created_at: record.createdAt.toISOString(),
        })
        .execute();
    },

    async findById(id: string): Promise<UploadRecord | undefined> {
      const row = await db
        .executor()
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async listByOwner(
      ownerId: string,
      kind: UploadKind | undefined,
      page: number,
      pageSize: number,
    ) {
      let query = db.executor().selectFrom('uploads').where('owner_id', '=', ownerId);
      if (kind) query = query.where('kind', '=', kind);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRecord), total: Number(total.n) };
    },

    async storageKeysOfOwner(ownerId: string): Promise<string[]> {
      const rows = await db
        .executor()
        .selectFrom('uploads')
        .select('storage_key')
        .where('owner_id', '=', ownerId)
        .execute();
      return rows.map((r) => r.storage_key);
    },

    async deleteById(id: string): Promise<void> {
      await db.executor().deleteFrom('uploads').where('id', '=', id).execute();
    },
  };
}
