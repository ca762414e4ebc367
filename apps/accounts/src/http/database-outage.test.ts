/**
 * The sign-in service as a real process, on PostgreSQL behind a proxy the test controls, while the database
 * goes away (decision 0031): a connection lost inside a transaction used to stop the whole process. Now the
 * page answers 503 with the congestion message of spec §8, the transaction leaves nothing half done, the
 * process goes on, and the same form succeeds once the database is back. PostgreSQL only: the embedded
 * database has no connection to lose.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNAVAILABLE_PAGE_MESSAGE } from '@hanabi/contract';
import { emailTokens, type ServerDatabase, users } from '@hanabi/db';
import {
  createProxiedTestDatabase,
  freePort,
  holdLocks,
  type ProxiedTestDatabase,
  runServiceProcess,
  type ServiceProcess,
  type TcpProxy,
  waitForHealth,
  waitForLockWaiters,
} from '@hanabi/db/testing';
import { hashPassword } from '@hanabi/passwords';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { createMember } from '../auth/member-accounts.ts';
import { formValues } from '../auth/test-support/test-browser.ts';

const source = inject('hanabiTestDatabase');
const accountsRoot = path.resolve(import.meta.dirname, '../..');

/** A browser over real HTTP, as far as the reset form needs one: it keeps cookies and sends the service's Origin. */
function formSession(origin: string) {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    get: async (pathAndQuery: string) =>
      keep(await fetch(`${origin}${pathAndQuery}`, { headers: { cookie: cookie() } })),
    post: async (pathAndQuery: string, fields: Record<string, string>) =>
      keep(
        await fetch(`${origin}${pathAndQuery}`, {
          method: 'POST',
          headers: { cookie: cookie(), origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
  };
}

describe.runIf(source.kind === 'postgres')(
  'the sign-in service process while its PostgreSQL database goes away',
  () => {
    let lab: ProxiedTestDatabase;
    let database: ServerDatabase;
    let proxy: TcpProxy;
    let service: ServiceProcess;
    let origin: string;
    let mailDir: string;

    beforeAll(async () => {
      lab = await createProxiedTestDatabase();
      ({ database, proxy } = lab);
      mailDir = await mkdtemp(path.join(tmpdir(), 'hanabi-outage-mail-'));
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      service = runServiceProcess(accountsRoot, 'src/server.ts', {
        DATABASE_URL: proxy.url,
        HOST: '127.0.0.1',
        ACCOUNTS_PORT: String(port),
        ACCOUNTS_ORIGIN: origin,
        APP_ENV: 'development',
        MAIL_DIR: mailDir,
        // The test holds a lock until it breaks the connection: the page must still be waiting by then.
        DATABASE_LOCK_TIMEOUT_MS: '120000',
      });
      await waitForHealth(`${origin}/health`, service.exited);
    });

    afterAll(async () => {
      if (service?.alive()) {
        service.child.kill('SIGTERM');
        await service.exited;
      }
      await proxy?.close();
      await database?.close();
      if (mailDir) await rm(mailDir, { recursive: true, force: true });
    });

    /** What the member's password reset has written: the password hash, and whether the link is used up. */
    async function resetState(userId: number) {
      const [member] = await database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      const links = await database.db
        .select({ usedAt: emailTokens.usedAt })
        .from(emailTokens)
        .where(eq(emailTokens.userId, userId));
      return { passwordHash: member?.passwordHash, linksUsed: links.filter((link) => link.usedAt !== null).length };
    }

    it('a password reset whose connection is cut mid-transaction answers 503 in Japanese, changes nothing, and succeeds once retried', async () => {
      const member = await createMember(database.db, {
        email: 'outage@example.com',
        passwordHash: await hashPassword('old2024pass'),
        now: new Date(),
      });
      if (!member) throw new Error('the member exists already');
      const token = await issueEmailToken(database.db, member.id, { purpose: 'reset_password' }, new Date());
      const before = await resetState(member.id);

      const browser = formSession(origin);
      const form = await browser.get(`/password/reset?token=${token}`);
      expect(form.status).toBe(200);
      const fields = {
        ...formValues(await form.text(), '/password/reset'),
        password: 'new2024pass',
        passwordConfirmation: 'new2024pass',
      };

      // The test locks the member's row, which the reset updates inside its transaction after using up the link.
      const release = await holdLocks(database.db, (tx) =>
        tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('no key update'),
      );
      const answer = browser.post('/password/reset', fields);
      try {
        await waitForLockWaiters(database.db);
        proxy.cutConnections();
      } finally {
        await release();
      }
      const cut = await answer;
      expect(cut.status).toBe(503);
      const page = await cut.text();
      expect(page).toContain('ただいま混み合っています');
      expect(page).toContain(UNAVAILABLE_PAGE_MESSAGE);
      expect(service.stderr()).toContain('A PostgreSQL connection failed and is discarded');
      expect(await resetState(member.id)).toEqual(before);

      const retry = await browser.post('/password/reset', fields);
      expect(retry.status).toBe(200);
      expect(await retry.text()).toContain('パスワードを再設定しました');
      const after = await resetState(member.id);
      expect(after.passwordHash).not.toBe(before.passwordHash);
      expect(after.linksUsed).toBe(1);
      expect(service.alive()).toBe(true);
    });

    it('answers pages 503 with the congestion message while the database is unreachable, and serves them once it is back', async () => {
      await proxy.goOffline();
      try {
        const page = await fetch(`${origin}/password/reset?token=unreachable`);
        expect(page.status).toBe(503);
        expect(await page.text()).toContain(UNAVAILABLE_PAGE_MESSAGE);
        expect((await fetch(`${origin}/health`)).status).toBe(503);
        expect(service.alive()).toBe(true);
      } finally {
        await proxy.goOnline();
      }
      const served = await fetch(`${origin}/password/reset?token=unknown`);
      // Served again: the database says this link is unknown.
      expect(served.status).toBe(410);
      expect((await fetch(`${origin}/health`)).status).toBe(200);
    });
  },
);
