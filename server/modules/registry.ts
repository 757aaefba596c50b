// Every route module of the API. A module registers its routes with an access level each.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import registerAdminRoutes from './admin/routes';
import registerApiDescriptionRoutes from './api-description/routes';
import registerAlmanacRoutes from './almanac/routes';
import registerAnnouncementRoutes from './announcements/routes';
import registerAuthRoutes from './auth/routes';
import registerCalendarRoutes from './calendar/routes';
import registerChatRoutes from './chat/routes';
import registerDemoChatRoutes from './demo-chat/routes';
import registerDraftRoutes from './drafts/routes';
import registerHealthRoutes from './health/routes';
import registerHistoryRoutes from './history/routes';
import registerImportedSeasonRoutes from './imported-seasons/routes';
import registerKeeperRoutes from './keepers/routes';
import registerLeagueRoutes from './league/routes';
import registerLiveRoutes from './live/routes';
import registerPaymentRoutes from './payments/routes';
import registerPayoutsRoutes from './payouts/routes';
import registerPushRoutes from './push/routes';
import registerPwaRoutes from './pwa/routes';
import registerRecapRoutes from './recaps/routes';
import registerRoastRoutes from './roasts/routes';
import registerRulesRoutes from './rules/routes';
import registerSeasonRoutes from './seasons/routes';
import registerSettingsRoutes from './settings/routes';

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

export const routeModules: readonly RouteModule[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerLeagueRoutes,
  registerLiveRoutes,
  registerPayoutsRoutes,
  registerHistoryRoutes,
  registerAlmanacRoutes,
  registerRecapRoutes,
  registerKeeperRoutes,
  registerDraftRoutes,
  registerRoastRoutes,
  registerAdminRoutes,
  registerImportedSeasonRoutes,
  registerChatRoutes,
  registerDemoChatRoutes,
  registerPaymentRoutes,
  registerSettingsRoutes,
  registerSeasonRoutes,
  registerPwaRoutes,
  registerPushRoutes,
  registerCalendarRoutes,
  registerAnnouncementRoutes,
  registerRulesRoutes,
  registerApiDescriptionRoutes,
];
