import { fromWire, mulRatio, toWire } from '@platform/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { investments, marketListings, projects, users } from '../db/schema';
import type { Viewer } from '../http/request-context';
import type { RequestMeta } from '../modules/auth/auth.service';
import { createMarketService } from '../modules/market/market.service';
import { DEMO_BACKER_EMAILS } from './seed-demo-loans';

/** Two demo offers: [backer index, share of the holding's outstanding principal in percent, premium in basis points]. */
const DEMO_OFFERS: readonly [number, number, number][] = [
  [0, 40, -300],
  [1, 25, 150],
];

/**
 * Secondary-market offers of the demo (issue 13), listed through the market service like any
 * seller's: two backers offer part of a holding of a running loan. Runs after seedDemoLoans;
 * does nothing when a listing exists.
 */
export async function seedDemoMarket(db: Db, options: { now?: Date } = {}): Promise<void> {
  if ((await db.select({ id: marketListings.id }).from(marketListings).limit(1)).length > 0) return;
  const market = createMarketService({ db, now: () => options.now ?? new Date() });
  const meta: RequestMeta = { ip: '127.0.0.1', userAgent: 'demo seed' };
  const backers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...DEMO_BACKER_EMAILS]));
  for (const [backer, sharePercent, premiumBps] of DEMO_OFFERS) {
    const userId = backers.find((b) => b.email === DEMO_BACKER_EMAILS[backer])?.id;
    if (userId === undefined) continue;
    const [holding] = await db
      .select({ id: investments.id, outstanding: investments.outstandingPrincipalCents })
      .from(investments)
      .innerJoin(projects, eq(projects.id, investments.projectId))
      .where(and(eq(investments.userId, userId), eq(investments.status, 'active'), eq(projects.status, 'ACTIVE')))
      .orderBy(asc(investments.id))
      .limit(1);
    if (!holding) continue;
    const amount = mulRatio(holding.outstanding, sharePercent, 100, 'floor');
    if (amount < fromWire('10.00')) continue;
    const viewer: Viewer = { id: userId, role: 'investor', isDebtor: false, readonly: false, impersonatorUserId: null };
    await market.sell(viewer, { investmentId: holding.id, amount: toWire(amount), premiumPercent: premiumBps }, meta);
  }
}
