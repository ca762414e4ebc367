/** The members' rows as sign-in needs them: find by address, create, change the password. */
import { type AppDatabase, users } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { newFestaUserId } from './festa-user-id.ts';

export type MemberAccount = typeof users.$inferSelect;

export async function findMemberByEmail(db: AppDatabase, email: string): Promise<MemberAccount | null> {
  const [member] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return member ?? null;
}

export async function findMemberById(db: AppDatabase, id: number): Promise<MemberAccount | null> {
  const [member] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return member ?? null;
}

export async function findMemberByFestaUserId(db: AppDatabase, festaUserId: string): Promise<MemberAccount | null> {
  const [member] = await db.select().from(users).where(eq(users.festaUserId, festaUserId)).limit(1);
  return member ?? null;
}

/**
 * Creates an unconfirmed member; null when the address was registered meanwhile (two sign-ups racing). A
 * festa user id that happens to exist already is drawn again.
 */
export async function createMember(
  db: AppDatabase,
  { email, passwordHash, now }: { email: string; passwordHash: string; now: Date },
): Promise<MemberAccount | null> {
  for (let draw = 0; draw < 5; draw += 1) {
    const [created] = await db
      .insert(users)
      .values({ email, passwordHash, festaUserId: newFestaUserId(), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    if (await findMemberByEmail(db, email)) return null;
  }
  throw new Error('could not draw an unused festa user id in 5 tries');
}

export async function setPasswordHash(db: AppDatabase, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
