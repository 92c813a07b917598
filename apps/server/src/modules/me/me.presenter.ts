import type { Me } from '@slidewise/shared/me/schemas';
import { presentSubscription } from '../subscription/subscription.presenter.js';
import type { SubscriptionRecord } from '../subscription/subscription.service.js';
import type { UserRecord } from '../users/user.service.js';

export function presentMe(
  user: UserRecord,
  subscription: SubscriptionRecord | undefined,
  now: Date,
): Me {
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      displayName: user.name || null,
      photoURL: user.image,
      phoneNumber: user.phoneNumber,
      role: user.role,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    },
    leader: subscription ? { subscription: presentSubscription(subscription, now) } : null,
  };
}
