/** Inquiries and grants written straight into a test database, for the support tests (decision 0051). */
import { type AppDatabase, inquiries, supportGrants } from '@hanabi/db';
import { testNow } from './catalogue-fixtures.ts';

let sequence = 0;

/** An inquiry as /support/inquiry stores it, 未対応. */
export async function insertInquiry(
  db: AppDatabase,
  overrides: Partial<typeof inquiries.$inferInsert> = {},
): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(inquiries)
    .values({
      category: 'playback',
      email: `asker-${sequence}@example.jp`,
      body: `再生が途中で止まってしまいます。お問い合わせ ${sequence} 件目です。`,
      requesterIp: '192.0.2.10',
      createdAt: testNow,
      updatedAt: testNow,
      ...overrides,
    })
    .returning({ id: inquiries.id });
  if (!row) throw new Error('inquiry not inserted');
  return row.id;
}

/** A grant of 5,000 gift points waiting for approval, asked for by `requestedBy`. */
export async function insertPendingGrant(db: AppDatabase, userId: number, requestedBy: number): Promise<number> {
  const [row] = await db
    .insert(supportGrants)
    .values({
      userId,
      kind: 'gift_points',
      points: 5000,
      pointsValidDays: 180,
      presentName: 'お詫びポイント',
      reason: '二重請求のお詫び',
      valuePoints: 5000,
      status: 'pending',
      requestedBy,
      requestedAt: testNow,
    })
    .returning({ id: supportGrants.id });
  if (!row) throw new Error('grant not inserted');
  return row.id;
}
